// Typed access to data/learning-resources.json (validated by `npm run content` before every build).
import resourcesJson from '../../data/learning-resources.json';
import type { LearningResource, LearningResourcesFile } from './learning-resources-schema.ts';

/** The Learning Resources page's six partner cards, in order. */
export const learningResources: readonly LearningResource[] = (
  resourcesJson as unknown as LearningResourcesFile
).resources;
