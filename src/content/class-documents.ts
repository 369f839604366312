// The class documents' media manifest, written by `npm run content` from each grade's folder.
// One module per manifest, so that a page's script carries only its own (issue 18).
import classDocumentsJson from '../generated/class-documents.json';
import type { ClassDocument } from './media-manifest.ts';

/** Each grade's documents, in display order. */
export const classDocuments = classDocumentsJson as unknown as Readonly<
  Record<string, readonly ClassDocument[]>
>;
