import { z } from 'zod';
import { IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** A person families can write to at a partner organisation. */
const PartnerContactSchema = z
  .object({
    /** Full name as families see it (fictional sample people until the school replaces them). */
    name: z.string().trim().min(1),
    /** Their role in both languages. */
    role: LocalizedTextSchema,
    /** Email address (the page links it with mailto:). */
    email: z.email({ error: 'write a full email address, e.g. name@partner.org' }),
  })
  .strict();

/** A community organisation that runs programs in the school. */
const PartnerSchema = z
  .object({
    /** A short id that never changes (lowercase letters, digits and dashes). */
    id: IdSchema,
    /** The organisation's name (a proper name: the same in both languages). */
    name: z.string().trim().min(1),
    /** What it does at the school, in both languages (one or two sentences). */
    description: LocalizedTextSchema,
    /** The services it offers, one short phrase each. */
    services: z.array(LocalizedTextSchema).min(1),
    /** The people to contact, in the order shown. */
    contacts: z.array(PartnerContactSchema).min(1),
  })
  .strict();
export type Partner = z.infer<typeof PartnerSchema>;

/** A document families can open from the Program Documents list. */
const ProgramDocumentSchema = z
  .object({
    /** Title in both languages. */
    title: LocalizedTextSchema,
    /** One sentence about what is inside, in both languages. */
    description: LocalizedTextSchema,
    /**
     * Address of the file under public/, ending in .pdf or .docx, e.g.
     * "/assets/documents/after-school/program-guide.pdf". Its size is measured at build time.
     */
    href: z.string().regex(/^\/assets\/documents\/[^?#]+\.(pdf|docx)$/, {
      error: 'write the address of a .pdf or .docx file under /assets/documents/',
    }),
  })
  .strict();
export type ProgramDocument = z.infer<typeof ProgramDocumentSchema>;

/** The file data/after-school.json: the /after-school page's partners and documents. */
export const AfterSchoolFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The two partner organisations of the community school, in the order shown. */
    partners: z.array(PartnerSchema).min(1),
    /** The Program Documents list. */
    documents: z.array(ProgramDocumentSchema).min(1),
  })
  .strict();
export type AfterSchoolFile = z.infer<typeof AfterSchoolFileSchema>;
