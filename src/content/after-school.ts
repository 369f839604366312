// Typed access to data/after-school.json (validated by `npm run content` before every build).
import afterSchoolJson from '../../data/after-school.json';
import type { AfterSchoolFile, Partner, ProgramDocument } from './after-school-schema.ts';
import { documentBytes, documentType } from './document-files.ts';

const file = afterSchoolJson as unknown as AfterSchoolFile;

/** The community school's partner organisations, in the order shown. */
export const partners: readonly Partner[] = file.partners;

/** The Program Documents list, each with its file type and its measured size in bytes. */
export const programDocuments: ReadonlyArray<
  ProgramDocument & { type: 'PDF' | 'DOCX'; bytes: number }
> = file.documents.map((document) => ({
  ...document,
  type: documentType(document.href),
  bytes: documentBytes(document.href),
}));
