import { z } from 'zod';
import { IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { PersonNameSchema } from './person-schema.ts';

/** A school sports team. */
const TeamSchema = z
  .object({
    /** Short identifier, e.g. "soccer". */
    id: IdSchema,
    /** The team's name, e.g. "Highbridge Hawks Soccer". */
    name: LocalizedTextSchema,
    /** The coach: title ("mr"), gender when needed, and name ("Darnell Price"). */
    coach: PersonNameSchema,
    /** The coach's job at the school, e.g. "Physical Education Teacher". */
    coachRole: LocalizedTextSchema,
    /** Who can join, e.g. "Grades 3–5". */
    grades: LocalizedTextSchema,
    /** When the team plays, e.g. "Fall season, September to November". */
    season: LocalizedTextSchema,
    /** Practice days and times. */
    practice: LocalizedTextSchema,
    /** One or two sentences about the team. */
    description: LocalizedTextSchema,
  })
  .strict();

/** A place where students move and play. */
const FacilitySchema = z
  .object({
    name: LocalizedTextSchema,
    /** Where it is, e.g. "Main Building, ground floor". */
    location: LocalizedTextSchema,
    /** One or two sentences about what happens there. */
    description: LocalizedTextSchema,
  })
  .strict();

/** The file data/gym.json: the Gym page's teams and facilities. */
export const GymFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The school teams (soccer and basketball), each with its coach. */
    teams: z.array(TeamSchema).min(1),
    /** The gym, yard and other spaces for physical education. */
    facilities: z.array(FacilitySchema).min(1),
  })
  .strict();
export type GymFile = z.infer<typeof GymFileSchema>;
