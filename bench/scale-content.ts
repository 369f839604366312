/**
 * The scaled content of the scale benchmark (bench/scale.ts): phone-like photos for the gallery and
 * earlier school years of events. The names and the shifted events are pure functions; the photos
 * are drawn with sharp, from a seeded generator, so the same index always gives the same picture.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** What a phone camera writes: 12 megapixels, 4:3, stored landscape. */
export const PHONE_WIDTH = 4032;
export const PHONE_HEIGHT = 3024;

/** Every photo says in its EXIF that it is sample media (scripts/lib/media/exif.ts). */
export const PHOTO_DESCRIPTION =
  'Sample phone-like photo drawn by the scale benchmark (bench/scale.ts), not a real photo';

/**
 * The subjects of the photos, in turn: each name carries one word of the gallery's categories
 * (src/domain/file-names.ts), so the photos spread over sports, events, academics, arts,
 * celebrations and general.
 */
const SUBJECTS = [
  'Field Day sports',
  'Family Night event',
  'Classroom visit',
  'Art show',
  'Graduation',
  'Playground',
] as const;

/**
 * The file name of the photo with this index, as a school might name a phone's pictures:
 * "2023-09-01 Field Day sports 001.jpg", a photo every other day from September 2023. The names
 * begin with the day, so the gallery (in the order of the names) shows the photos in the order of
 * their indices and before the sample pictures: its first full views are phone photos.
 */
export function photoName(index: number): string {
  const subject = SUBJECTS[index % SUBJECTS.length] ?? 'Playground';
  const day = new Date(Date.UTC(2023, 8, 1 + 2 * index)).toISOString().slice(0, 10);
  return `${day} ${subject} ${String(index + 1).padStart(3, '0')}.jpg`;
}

/** A quarter of the photos are taken holding the phone upright: stored landscape, EXIF orientation 6. */
export function isUpright(index: number): boolean {
  return index % 4 === 1;
}

/** The day `years` years before `day` (YYYY-MM-DD); February 29 becomes the 28th in a common year. */
export function yearsBefore(day: string, years: number): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const shifted = year - years;
  const leap = (shifted % 4 === 0 && shifted % 100 !== 0) || shifted % 400 === 0;
  const lastOfFebruary = leap ? 29 : 28;
  const newDate = month === 2 && date > lastOfFebruary ? lastOfFebruary : date;
  return `${String(shifted).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(newDate).padStart(2, '0')}`;
}

/** The fields of an event (src/content/event-schema.ts) that shifting changes. */
interface DatedEvent {
  id: number;
  date: string;
  endDate?: string;
}

/**
 * Each event repeated 1 to `years` years earlier, with ids no event uses: the k-th earlier copy of
 * event n is n + k × a power of ten above every id (123 → 1123, 2123, … when the largest id is
 * below 1000). Everything else of the event stays as it is.
 */
export function earlierYears<T extends DatedEvent>(events: readonly T[], years: number): T[] {
  const largest = Math.max(0, ...events.map((event) => event.id));
  const step = 10 ** String(largest).length;
  const copies: T[] = [];
  for (let k = 1; k <= years; k += 1) {
    for (const event of events) {
      copies.push({
        ...event,
        id: event.id + k * step,
        date: yearsBefore(event.date, k),
        ...(event.endDate === undefined ? {} : { endDate: yearsBefore(event.endDate, k) }),
      });
    }
  }
  return copies;
}

/** A small, fast generator of numbers in [0, 1) from a seed (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GRAIN_SIZE = 512;
let grain: Promise<Buffer> | undefined;

/**
 * A tile of slightly blurred noise, the sensor grain and fine detail that make a phone's JPEG
 * large; each photo reads it from its own offset. Made once per run.
 */
function grainTile(): Promise<Buffer> {
  grain ??= (async () => {
    const random = seeded(1889);
    const raw = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE);
    for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(random() * 256);
    return sharp(raw, { raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 1 } })
      .blur(0.9)
      .raw()
      .toBuffer();
  })();
  return grain;
}

/**
 * Draws the photo with this index into `file` (a JPEG of PHONE_WIDTH × PHONE_HEIGHT, about 2.3 to
 * 3.2 MB like a phone's at quality 90: a colour gradient and soft bands under fine grain), marked
 * as sample media and, for upright photos, with EXIF orientation 6. Written to a temporary name
 * first, so an interrupted run never leaves half a file.
 */
export async function drawPhoto(file: string, index: number): Promise<void> {
  const tile = await grainTile();
  const random = seeded(index + 1);
  const from = [random() * 255, random() * 255, random() * 255];
  const to = [random() * 255, random() * 255, random() * 255];
  const detail = 0.3 + random() * 0.15;
  const bands = 2 + random() * 6;
  const offsetX = Math.floor(random() * GRAIN_SIZE);
  const offsetY = Math.floor(random() * GRAIN_SIZE);
  const pixels = Buffer.alloc(PHONE_WIDTH * PHONE_HEIGHT * 3);
  let at = 0;
  for (let y = 0; y < PHONE_HEIGHT; y += 1) {
    const row = ((y + offsetY) % GRAIN_SIZE) * GRAIN_SIZE;
    const down = y / PHONE_HEIGHT;
    for (let x = 0; x < PHONE_WIDTH; x += 1) {
      const across = x / PHONE_WIDTH;
      const mix = (across + down) / 2;
      const light = 24 * Math.sin((across * bands + down * 1.7) * Math.PI);
      const noise = ((tile[row + ((x + offsetX) % GRAIN_SIZE)] ?? 128) - 128) * detail;
      for (let channel = 0; channel < 3; channel += 1) {
        const start = from[channel] ?? 0;
        const end = to[channel] ?? 0;
        // Buffer stores integers, clamped to 0–255.
        pixels[at] = Math.max(0, Math.min(255, start + (end - start) * mix + light + noise));
        at += 1;
      }
    }
  }
  let image = sharp(pixels, {
    raw: { width: PHONE_WIDTH, height: PHONE_HEIGHT, channels: 3 },
  }).jpeg({ quality: 90 });
  if (isUpright(index)) image = image.withMetadata({ orientation: 6 });
  image = image.withExif({
    IFD0: { ImageDescription: PHOTO_DESCRIPTION, Make: 'Highbridge bench', Model: 'Phone-like' },
  });
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await image.toFile(partial);
  await rename(partial, file);
}

/**
 * Makes sure `folder` holds the photos of these indices (drawing only those missing, two at a
 * time) and returns their files, in index order.
 */
export async function photosIn(
  folder: string,
  indices: readonly number[],
  progress: (done: number, total: number) => void = () => {},
): Promise<string[]> {
  const files = indices.map((index) => path.join(folder, photoName(index)));
  const missing = indices.filter((_, position) => !existsSync(files[position] ?? ''));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < missing.length) {
      const index = missing[next] ?? 0;
      next += 1;
      await drawPhoto(path.join(folder, photoName(index)), index);
      done += 1;
      progress(done, missing.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return files;
}
