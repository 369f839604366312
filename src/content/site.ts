// Typed access to data/site.json. It is validated by `npm run content` before every build, so the
// app reads it without bundling the schema (zod stays out of the browser). Only the fields pages
// show are imported (Vite leaves the others out of the bundle): the Weekly Updates record is
// fetched by its dialog when it is used, never bundled.
import {
  buildings,
  email,
  enrollmentUrl,
  figures,
  founded,
  hours,
  name,
  parentCoordinator,
  parentMeetings,
  phone,
  shortName,
  siteUrl,
  socials,
  technologyRequestUrl,
  volunteerCoordinator,
} from '../../data/site.json';
import type { Site } from './site-schema.ts';

/** The school's facts from data/site.json that the pages show. */
export type SiteFacts = Omit<Site, '$schema'>;

export const site = {
  name,
  shortName,
  siteUrl,
  founded,
  phone,
  email,
  buildings,
  socials,
  hours,
  figures,
  technologyRequestUrl,
  enrollmentUrl,
  parentCoordinator,
  volunteerCoordinator,
  parentMeetings,
} as unknown as SiteFacts;
