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
