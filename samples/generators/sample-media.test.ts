// The sample pictures say they are samples in their metadata, not in words drawn over them: the
// same files serve the English and the Spanish pages, so a picture may show only bilingual or
// language-neutral words (checked on the drawings the generators make). Every picture the
// generators draw is listed in samples/sample-files.json, so that the install step may copy it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HISTORY_SCENES } from './academics/history-scenes.ts';
import { COMMUNITY_SCENES } from './community/scenes.ts';
import { ARTWORKS } from './enrichment-arts/artwork.ts';
import { FLYERS as STORE_FLYERS } from './enrichment-arts/flyers.ts';
import { DOCUMENTS, GRADE_IDS } from './library/class-documents.ts';
import { exifTextTags, isSampleDescription } from '../../scripts/lib/media/exif.ts';
import { GALLERY_SCENES, gallerySvg } from './library/gallery.ts';
import { sampleExif } from './library/output.ts';
import { portraitSvg, STAFF } from './library/staff.ts';
import { createCanvas, DESIGN_SIZE } from './library/scenery.ts';
import { createRng, seedFrom } from './library/svg.ts';
import { BUILDING_SCENES } from './our-school/buildings.ts';
import { LEADERS } from './our-school/portraits.ts';
import sampleFiles from '../sample-files.json' with { type: 'json' };

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const LISTED: Readonly<Record<string, string | null>> = sampleFiles.files;
const images = (folder: string, files: readonly string[]) =>
  files.map((file) => `assets/images/${folder}/${file}`);

/** Every picture the generators write for the pages, by its path under public/ (and out/). */
const SAMPLE_PICTURES: readonly string[] = [
  ...images(
    'gallery',
    GALLERY_SCENES.map((scene) => scene.file),
  ),
  ...images(
    'community-events',
    COMMUNITY_SCENES.flatMap((scene) => [scene.file, scene.file.replace(/\.jpg$/, '-600.webp')]),
  ),
  ...images(
    'history',
    HISTORY_SCENES.map((scene) => `timeline-${scene.year}.jpg`),
  ),
  ...images(
    'our-school/leadership',
    LEADERS.map((leader) => `${leader.id}.jpg`),
  ),
  ...images(
    'our-buildings',
    BUILDING_SCENES.flatMap((scene) =>
      [1600, 800].flatMap((width) => [`${scene.file}-${width}.jpg`, `${scene.file}-${width}.webp`]),
    ),
  ),
  ...images(
    'art',
    ARTWORKS.map((artwork) => artwork.file),
  ),
  ...images('meet-the-mascot', ['archie-the-hawk.jpg']),
  ...images(
    'pbis',
    STORE_FLYERS.map((flyer) => flyer.file),
  ),
  ...images(
    'mission-vision',
    ['preamble-preview', 'preamble-preview-es'].flatMap((stem) => [`${stem}.jpg`, `${stem}.webp`]),
  ),
  ...GRADE_IDS.flatMap((grade) =>
    Object.keys(DOCUMENTS[grade]).map((file) => `assets/documents/classes/${grade}/${file}`),
  ),
  ...STAFF.map((member) => `assets/documents/staff/${member.department}/${member.name}.png`),
];

describe('the EXIF reader', () => {
  it('reads back the tags sampleExif writes', async () => {
    const description = 'Sample illustration: a test picture with a long description, day 1';
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#7a1f2b' },
    })
      .png()
      .withExif(sampleExif(description))
      .toBuffer();
    const { exif } = await sharp(png).metadata();
    if (exif === undefined) throw new Error('no EXIF written');
    expect(exifTextTags(exif)).toEqual({
      ImageDescription: description,
      Artist: 'Sample media script',
      Copyright: 'Sample media, free to replace',
    });
  });
});

describe('the sample pictures', () => {
  it('are all listed in samples/sample-files.json, so that the install step copies them', () => {
    expect(SAMPLE_PICTURES.length).toBeGreaterThan(100);
    expect(SAMPLE_PICTURES.filter((file) => !Object.hasOwn(LISTED, file))).toEqual([]);
  });

  it('each say in their metadata that they are sample media, as committed', async () => {
    // The files in public/ that are still the listed sample (a school's own photo in its place is
    // not a sample, and not this test's business).
    const committed: string[] = [];
    for (const file of SAMPLE_PICTURES) {
      const content = await readFile(path.join(PUBLIC, file)).catch(() => null);
      if (content === null) continue;
      if (createHash('sha256').update(content).digest('hex') === LISTED[file]) committed.push(file);
    }
    expect(committed.length).toBeGreaterThan(0);
    const unmarked: string[] = [];
    for (const file of committed) {
      const { exif } = await sharp(path.join(PUBLIC, file)).metadata();
      const tags = exif === undefined ? {} : exifTextTags(exif);
      if (!isSampleDescription(tags.ImageDescription) || tags.Artist !== 'Sample media script')
        unmarked.push(`${file}: ${JSON.stringify(tags)}`);
    }
    expect(unmarked).toEqual([]);
  });
});

/** The words drawn in an SVG (the contents of its <text> elements). */
function drawnWords(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

describe('the staff portraits', () => {
  it('have no words drawn in: the page writes the name, department and role beside them', () => {
    for (const member of STAFF) expect(drawnWords(portraitSvg(member)), member.name).toEqual([]);
  });
});

/**
 * Every word drawn in those pictures, read by hand: signs in both languages ("ENGLISH · ESPAÑOL"),
 * and words that read the same to English and Spanish readers (names, numbers and symbols, a
 * traffic sign, the 1889 building's carved name, greetings side by side in many languages). A new
 * sign joins this list only once it reads in both languages.
 */
const BOTH_LANGUAGES = new Set([
  'FALL FESTIVAL · FESTIVAL DE OTOÑO',
  'PUMPKINS · CALABAZAS',
  'CIDER · SIDRA',
  'BOOK FAIR · FERIA DEL LIBRO',
  'INTERNATIONAL NIGHT · NOCHE INTERNACIONAL',
  'Books · Libros',
  'OCTOBER · OCTUBRE',
  'CLASS OF 2024 · PROMOCIÓN 2024',
  'GARDEN · HUERTO',
  'WATER · AGUA',
  'FINISH · META',
  'WELCOME, DADS! · ¡BIENVENIDOS!',
  'MLK DAY OF SERVICE · DÍA DE SERVICIO',
  'I HAVE A DREAM · YO TENGO UN SUEÑO',
  'WARM COATS · ABRIGOS',
  'DISTRICT 9 · DISTRITO 9',
  'HEROES OF HIGHBRIDGE · 2 MI',
  '1 MI',
  '100 · 10 · 1',
  'PUBLIC SCHOOL 418',
  'P.S. 418',
  'HIGHBRIDGE',
  'HERENCIA HISPANA',
  "DAD'S & DONUTS",
  '#DadsAndDonuts',
  'Do Re Mi Fa Sol',
  'PRE-K 2024',
  'H₂O',
  '72 °F',
  'STOP',
  'Hello!',
  '¡Hola!',
]);

/** A drawn word that a reader of only one of the two languages might not understand. */
function oneLanguageOnly(word: string): boolean {
  // Numbers, single letters (the alphabet strip) and punctuation read the same.
  if (/^[\d\s.,:;'+=×−\-/°]*$/.test(word) || word.length <= 1) return false;
  return !BOTH_LANGUAGES.has(word);
}

describe('the pictures shown on both languages’ pages', () => {
  const scenes = [
    ...GALLERY_SCENES.map((scene) => ({ file: scene.file, svg: gallerySvg(scene) })),
    ...COMMUNITY_SCENES.map((scene) => {
      const [width, height] = DESIGN_SIZE[scene.aspect];
      const canvas = createCanvas(width, height, createRng(seedFrom(scene.file)));
      return { file: scene.file, svg: scene.draw(canvas).join('') };
    }),
    ...HISTORY_SCENES.map((scene) => ({
      file: `timeline-${scene.year}.jpg`,
      svg: scene.draw(createCanvas(1200, 800, createRng(scene.year))).join(''),
    })),
    ...BUILDING_SCENES.map((scene) => ({
      file: scene.file,
      svg: scene.draw(createCanvas(1600, 900, createRng(seedFrom(scene.file)))).join(''),
    })),
  ];

  it('have no "Sample …" badge and no words in one language only', () => {
    const found = scenes.flatMap(({ file, svg }) =>
      drawnWords(svg)
        .filter((word) => /sample|muestra/i.test(word) || oneLanguageOnly(word))
        .map((word) => `${file}: "${word}"`),
    );
    expect(found).toEqual([]);
  });

  it('the check does find an English-only sign and a badge', () => {
    expect(oneLanguageOnly('BOOK FAIR')).toBe(true);
    expect(oneLanguageOnly('P.S. 418 · EARLY CHILDHOOD')).toBe(true);
    expect(oneLanguageOnly('HEROES OF HIGHBRIDGE · 2 MILES')).toBe(true);
    expect(oneLanguageOnly('1 MILE')).toBe(true);
    expect(oneLanguageOnly('1 MI')).toBe(false);
    expect(oneLanguageOnly('24 + 13 = 37')).toBe(false);
    expect(drawnWords('<g><text x="1">Sample illustration</text></g>')).toEqual([
      'Sample illustration',
    ]);
  });
});
