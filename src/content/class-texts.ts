// The text of the grades' welcome letters and supply lists, gathered from data/class-documents/ by
// `npm run content` (which checks every file first) into src/generated/class-texts.json. Only the
// prerenderer reads it (src/app/entry-server.tsx): each Classes page carries its own document's
// text, in its own language, in its page data, so no page's script grows with the others' text.
import classTextsJson from '../generated/class-texts.json';
import type { ClassDocumentText, ClassesState } from '../domain/class-pages.ts';
import type { ClassText } from './class-text-schema.ts';
import type { Language } from './languages.ts';

type GradeTexts = Omit<ClassText, '$schema' | 'grade'>;

const texts = classTextsJson as unknown as Readonly<Record<string, GradeTexts | undefined>>;

/** The text of a grade's letter or list in a language, or null when the grade's file has none. */
export function classDocumentText(
  { grade, type }: ClassesState,
  lng: Language,
  all: Readonly<Record<string, GradeTexts | undefined>> = texts,
): ClassDocumentText | null {
  const gradeTexts = all[grade];
  const document = type === 'welcome' ? gradeTexts?.welcomeLetter : gradeTexts?.supplyList;
  if (document === undefined) return null;
  const lines = 'paragraphs' in document ? document.paragraphs : document.items;
  return { title: document.title[lng], lines: lines.map((line) => line[lng]) };
}
