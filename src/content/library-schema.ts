import { LANGUAGES } from './languages.ts';
import { z } from 'zod';
import { ClockSchema, HttpsUrlSchema, IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { PersonNameSchema } from './person-schema.ts';

const assetPath = (extension: string, example: string) =>
  z.string().regex(new RegExp(`^/assets/[^?#]+\\.${extension}$`), {
    error: `write the address of a .${extension} file under /assets/, e.g. ${example}`,
  });

const pdfPath = assetPath('pdf', '/assets/documents/library/summer-reading-list.pdf');
const imagePath = assetPath('(jpg|jpeg|png|webp)', '/assets/images/library/flyer.jpg');

const FlyerSchema = z
  .object({
    /** Short identifier, e.g. "fair-en". */
    id: IdSchema,
    /** Which card the flyer belongs to: the Back-to-School Fair or the Back-to-School flyers. */
    group: z.enum(['backToSchoolFair', 'backToSchool']),
    /** The language the flyer is written in. */
    language: z.enum(LANGUAGES),
    /** The full-size image, shown enlarged when the flyer is clicked. */
    src: imagePath,
    /** A small version of the same image for the card (about 480 pixels wide). */
    thumbnail: imagePath,
    /** Everything the flyer says, for people who cannot see it, in both languages. */
    alt: LocalizedTextSchema,
  })
  .strict();

const LibraryEventSchema = z
  .object({
    /** Short identifier, e.g. "book-fair". */
    id: IdSchema,
    /** Name of the event in both languages. */
    title: LocalizedTextSchema,
    /** When it happens, in words (e.g. "Twice a year, in November and May"). */
    when: LocalizedTextSchema,
    /** One or two sentences in both languages. */
    description: LocalizedTextSchema,
  })
  .strict();

const LibrarySpaceSchema = z
  .object({
    /** The building it is in: the id of a building in data/site.json ("main" or "satellite"). */
    building: z.enum(['main', 'satellite']),
    /** Where to find it in the building. */
    location: LocalizedTextSchema,
    /** Opening hours, in order through the day. */
    hours: z
      .array(
        z
          .object({
            /** What the time is for, e.g. "Breakfast reading". */
            label: LocalizedTextSchema,
            start: ClockSchema,
            end: ClockSchema,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** data/library.json: the library page's documents, links, flyers, events and hours. */
export const LibrarySchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The Book & Word of the Month PDF: page 1 is September, page 10 is June. */
    monthlyPdf: pdfPath,
    /** The summer reading list PDF. */
    summerReadingPdf: pdfPath,
    /** Addresses of the outside websites the page links to. */
    links: z
      .object({
        /** Where families apply for a public library card. */
        libraryCard: HttpsUrlSchema,
        /** The public library's e-book app. */
        ebookApp: HttpsUrlSchema,
        /** The citywide digital library for public school students. */
        digitalLibrary: HttpsUrlSchema,
      })
      .strict(),
    /** Flyer images of the resource cards. */
    flyers: z.array(FlyerSchema).min(1),
    /** Library events such as author visits and the book fair. */
    events: z.array(LibraryEventSchema),
    /** The two library spaces and their hours, main building first. */
    spaces: z.array(LibrarySpaceSchema).min(1),
    /** The school librarian, named in the page's contact section. */
    librarian: PersonNameSchema,
  })
  .strict();
export type Library = z.infer<typeof LibrarySchema>;
export type Flyer = Library['flyers'][number];
