import { z } from 'zod';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** The file data/mission-vision.json: the statements shown on Our School and Mission & Vision. */
export const MissionVisionFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The mission statement (what we do every day), in both languages. */
    mission: LocalizedTextSchema,
    /** The vision statement (what we want for our students), in both languages. */
    vision: LocalizedTextSchema,
  })
  .strict();
export type MissionVisionFile = z.infer<typeof MissionVisionFileSchema>;
