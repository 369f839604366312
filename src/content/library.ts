// Typed access to data/library.json (validated by `npm run content` before every build).
import libraryJson from '../../data/library.json';
import type { Library } from './library-schema.ts';

/** The library page's documents, links, flyers, events and hours. */
export const library: Library = libraryJson as unknown as Library;
