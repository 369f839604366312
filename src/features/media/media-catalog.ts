// The fixed lists the media pages are organised by: staff departments (spec order) and grades.

/** Staff departments in the spec's order, each with the folder staff drop portraits into. */
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

/** The grades of the Classes page, kindergarten first (spec: six grades). */
export const GRADES = [
  { id: 'kindergarten', shortName: 'K', color: '#b3261e' },
  { id: 'first', shortName: '1', color: '#a65300' },
  { id: 'second', shortName: '2', color: '#1f7a4d' },
  { id: 'third', shortName: '3', color: '#006d77' },
  { id: 'fourth', shortName: '4', color: '#1d5fa8' },
  { id: 'fifth', shortName: '5', color: '#6a3fa0' },
] as const;
export type GradeId = (typeof GRADES)[number]['id'];
