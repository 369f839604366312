// Reading meaning from the names of files that staff drop into the media folders. Pure and
// browser-safe: the content pipeline and the pages share these rules.

/** The gallery's categories. "general" is for photos whose name has none of the words. */
export const GALLERY_CATEGORIES = [
  'events',
  'academics',
  'arts',
  'sports',
  'celebrations',
  'general',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** The words that put a photo in a category, checked in this order (docs/product-rules.md: event, classroom, art, sport, graduation). */
const CATEGORY_WORDS: ReadonlyArray<[word: string, category: GalleryCategory]> = [
  ['event', 'events'],
  ['classroom', 'academics'],
  ['art', 'arts'],
  ['sport', 'sports'],
  ['graduation', 'celebrations'],
];

/** The lowercase words of a file name without its extension ("Día de-la_Herencia.jpg" → día, de, la, herencia). */
function fileNameWords(fileName: string): string[] {
  return baseName(fileName)
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * A photo's category from the words of its file name: the first of event, classroom, art, sport,
 * graduation that starts one of its words (so "events" and "sports" count, "party" does not);
 * otherwise general.
 */
export function categoryFromFileName(fileName: string): GalleryCategory {
  const words = fileNameWords(fileName);
  for (const [keyword, category] of CATEGORY_WORDS) {
    if (words.some((word) => word.startsWith(keyword))) return category;
  }
  return 'general';
}

/** A file name without folders or extension. */
function baseName(fileName: string): string {
  const last = fileName.split('/').at(-1) ?? fileName;
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(0, dot) : last;
}

/** A readable title from a file name: "family-event_fall festival.jpg" → "Family event fall festival". */
export function titleFromFileName(fileName: string): string {
  const words = baseName(fileName).replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** A person's display name from a file name, kept as written: "Ms. Ana López.png" → "Ms. Ana López". */
export function displayNameFromFileName(fileName: string): string {
  return baseName(fileName).replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A URL path with every segment percent-encoded (spaces, accents, capitals kept meaningful). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
