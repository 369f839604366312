// The fixed lists the media pages are organised by: staff departments (in the order of docs/product-rules.md) and grades.

/** Staff departments in their order (docs/product-rules.md), each with the folder staff drop portraits into. */
export const STAFF_DEPARTMENTS = [
  { key: 'threeKPreK', folder: '3K-Pre-K' },
  { key: 'kindergarten', folder: 'Kindergarten' },
  { key: 'firstGrade', folder: 'First Grade' },
  { key: 'secondGrade', folder: '2nd Grade' },
  { key: 'thirdGrade', folder: '3rd Grade' },
  { key: 'fourthGrade', folder: '4th Grade' },
  { key: 'fifthGrade', folder: '5th Grade' },
  { key: 'educationalAssistants', folder: 'Educational Assistants' },
  { key: 'enrichment', folder: 'Enrichment' },
  { key: 'iepTeam', folder: 'IEP Team' },
  { key: 'relatedServiceProviders', folder: 'Related Service Providers' },
  { key: 'specialProviders', folder: 'Special Providers' },
] as const;
/** A department's key: its name is under "departments" in locales/<lng>/staff.json. */
export type StaffDepartmentKey = (typeof STAFF_DEPARTMENTS)[number]['key'];

/**
 * The grades of the Classes page, kindergarten first (six grades, docs/product-rules.md). Their names and short
 * names are in locales/<lng>/classes.json; their colours in src/pages/classes/classes.css.
 */
export const GRADES = [
  { id: 'kindergarten' },
  { id: 'first' },
  { id: 'second' },
  { id: 'third' },
  { id: 'fourth' },
  { id: 'fifth' },
] as const;
export type GradeId = (typeof GRADES)[number]['id'];
