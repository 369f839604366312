// Typed access to data/programs.json (validated by `npm run content` before every build).
import programsJson from '../../data/programs.json';
import type { Program, ProgramsFile } from './programs-schema.ts';

/** The school's signature programs, in the order editors listed them. */
export const programs: readonly Program[] = (programsJson as unknown as ProgramsFile).programs;
