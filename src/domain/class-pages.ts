// The addresses of the Classes page's states: one prerendered page per grade and kind of document,
// so that choosing a grade or "Supply Lists" is a link that works before and without the scripts.
// Kindergarten's welcome letters are the Classes page itself (/classes).
import type { ClassDocumentType } from './class-documents.ts';
import { GRADES, type GradeId } from './media-catalog.ts';

/** What a Classes address shows: a grade and a kind of document. */
export interface ClassesState {
  grade: GradeId;
  type: ClassDocumentType;
}

/**
 * A class document's text in one language, as a Classes page shows it: a title, then the welcome
 * letter's paragraphs or the supply list's items (from data/class-documents/<grade>.json).
 */
export interface ClassDocumentText {
  title: string;
  lines: string[];
}

const CLASSES_PATH = '/classes';
const SUPPLY_SEGMENT = 'supply-lists';

/** The language-neutral address of a grade's letters or lists ("/classes/second/supply-lists"). */
export function classesPagePath({ grade, type }: ClassesState): string {
  if (grade === 'kindergarten' && type === 'welcome') return CLASSES_PATH;
  return type === 'welcome'
    ? `${CLASSES_PATH}/${grade}`
    : `${CLASSES_PATH}/${grade}/${SUPPLY_SEGMENT}`;
}

/** Every Classes address, /classes first: one per grade and kind of document. */
export const CLASSES_PAGE_PATHS: readonly string[] = GRADES.flatMap((grade) =>
  (['welcome', 'supply'] as const).map((type) => classesPagePath({ grade: grade.id, type })),
);

/** The state a language-neutral Classes address shows (no trailing slash), or null for any other path. */
export function classesStateOfPath(path: string): ClassesState | null {
  for (const grade of GRADES)
    for (const type of ['welcome', 'supply'] as const)
      if (classesPagePath({ grade: grade.id, type }) === path) return { grade: grade.id, type };
  return null;
}

/**
 * What the Classes page at a language-neutral path shows ("/classes/second/", a trailing slash
 * allowed): kindergarten's welcome letters for /classes, and for any path that is not a grade's.
 */
export function classesPageState(path: string): ClassesState {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return classesStateOfPath(bare) ?? { grade: 'kindergarten', type: 'welcome' };
}

/**
 * Where an old Classes address (/classes?grade=second&tab=supply, from before each grade had its
 * own page) leads now: the language-neutral path of the state its query names (kindergarten and
 * the welcome letters when it names none), or null when the query has neither grade nor tab.
 */
export function classesPathOfQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has('grade') && !query.has('tab')) return null;
  const grade = GRADES.find((item) => item.id === query.get('grade'))?.id ?? 'kindergarten';
  return classesPagePath({ grade, type: query.get('tab') === 'supply' ? 'supply' : 'welcome' });
}
