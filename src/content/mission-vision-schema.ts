import { z } from 'zod';
import { inEveryLanguage, LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

const picture = (extensions: string, example: string) =>
  z.string().regex(new RegExp(`^/assets/images/[^?#]+\\.(${extensions})$`), {
    error: `write the address of a picture under /assets/images/, e.g. ${example}`,
  });

/** The picture of one page of the Preamble PDF, shown on the page in one language. */
const PreamblePreviewSchema = z
  .object({
    /** The picture (JPEG or PNG), e.g. "/assets/images/mission-vision/preamble-preview.jpg". */
    src: picture('jpg|jpeg|png', '/assets/images/mission-vision/preamble-preview.jpg'),
    /** The same picture as WebP, smaller, for the browsers that show it (optional). */
    webp: picture('webp', '/assets/images/mission-vision/preamble-preview.webp').optional(),
    /** The page of the PDF it shows, in this language (the link opens the PDF there). */
    page: z.number().int().min(1),
  })
  .strict();

/** The file data/mission-vision.json: the statements shown on Our School and Mission & Vision. */
export const MissionVisionFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The mission statement (what we do every day), in both languages. */
    mission: LocalizedTextSchema,
    /** The vision statement (what we want for our students), in both languages. */
    vision: LocalizedTextSchema,
    /** The students' Preamble: the PDF and, for each language, the picture of its page. */
    preamble: z
      .object({
        /** Address of the PDF, e.g. "/assets/documents/mission-vision/highbridge-preamble.pdf". */
        document: z.string().regex(/^\/assets\/documents\/[^?#]+\.pdf$/, {
          error: 'write the address of a .pdf file under /assets/documents/',
        }),
        /** For each language, the picture shown on its page (the page of the PDF in it). */
        preview: inEveryLanguage(PreamblePreviewSchema),
      })
      .strict(),
  })
  .strict();
export type MissionVisionFile = z.infer<typeof MissionVisionFileSchema>;
