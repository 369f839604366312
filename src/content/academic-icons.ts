/** The small pictures that subject and resource cards can show (drawn by AcademicIcon). */
export const ACADEMIC_ICONS = [
  'book',
  'pencil',
  'numbers',
  'flask',
  'globe',
  'running',
  'palette',
  'video',
  'tablet',
  'star',
  'phone',
] as const;

export type AcademicIconName = (typeof ACADEMIC_ICONS)[number];
