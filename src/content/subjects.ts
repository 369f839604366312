// Typed access to data/subjects.json (validated by `npm run content` before every build).
import subjectsJson from '../../data/subjects.json';
import type { CoreSubject, OverviewSubject, SubjectsFile } from './subjects-schema.ts';

const file = subjectsJson as unknown as SubjectsFile;

/** The Academics page's six core subject cards, in order. */
export const coreSubjects: readonly CoreSubject[] = file.core;

/** The Learning Resources page's six-subject overview, in order. */
export const overviewSubjects: readonly OverviewSubject[] = file.overview;
