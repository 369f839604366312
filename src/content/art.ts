// Typed access to data/art.json (validated by `npm run content` before every build).
import artJson from '../../data/art.json';
import type { ArtFile } from './art-schema.ts';

/** The Art page's teacher, curriculum, student artwork, programs and museum trips. */
export const art = artJson as unknown as ArtFile;
