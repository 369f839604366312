/**
 * The four sample flyers of the library page's resource cards, drawn as SVG and written as JPEG:
 * the Back-to-School Fair and the library's Back-to-School welcome, each in English and Spanish.
 * The page gives each one alternative text with the same details (data/library.json); the
 * flyers' words are in content/library/flyers.json.
 */
import path from 'node:path';
import flyers from '../../content/library/flyers.json' with { type: 'json' };
import { bookCover } from '../library/props.ts';
import { writeJpeg } from '../library/output.ts';
import { bunting } from '../library/scenery.ts';
import {
  COLORS,
  SCHOOL,
  SERIF,
  circle,
  crest,
  group,
  rect,
  sampleMark,
  svgDocument,
  text,
} from '../library/svg.ts';
import type { TextMeasurer } from '../library/text.ts';

const W = 1200;
const H = 1553;
const THUMB_W = 480;

/** One flyer (content/library/flyers.json). */
interface FlyerCopy {
  file: string;
  lang: string;
  /** 'fair' (maroon, bunting) or 'welcome' (teal, a stack of books). */
  theme: string;
  kicker: string;
  /** The title, one entry per line. */
  title: string[];
  when: string;
  where: string;
  items: string[];
  footer: string;
  sample: string;
}

const FLYERS: FlyerCopy[] = flyers;

/** A stack of four books with a book standing on top, for the library welcome flyer. */
function bookStack(x: number, y: number): string {
  const colors = [COLORS.blue, COLORS.red, COLORS.green, SCHOOL.gold];
  const books = colors.map((color, i) =>
    rect(x - 150 + (i % 2) * 16, y - i * 44, 300 - i * 10, 40, color, { rx: 6 }),
  );
  return group([...books, bookCover(x - 70, y - 326, 140, 190, COLORS.teal, 3)]);
}

async function flyerSvg(copy: FlyerCopy, measure: TextMeasurer): Promise<string> {
  const fair = copy.theme === 'fair';
  const band = fair ? SCHOOL.maroon : '#1f6f78';
  // The fair's header sits lower, under its bunting.
  const top = fair ? 50 : 0;
  const centred = { weight: 'bold', anchor: 'middle' } as const;
  const white = { ...centred, fill: '#ffffff' };
  const kicker = { size: 30, fill: SCHOOL.goldLight, letterSpacing: 3, ...centred };
  const body = [rect(0, 0, W, H, SCHOOL.cream), rect(0, 0, W, 560, band)];
  // The fair's bunting: pennants on a string sagging across the top.
  const pennants = [COLORS.red, SCHOOL.gold, COLORS.teal, COLORS.purple, COLORS.orange, COLORS.sky];
  if (fair) body.push(bunting([0, 40], [W, 40], 30, pennants, 64));
  body.push(crest(W / 2, 150 + top, 120), text(W / 2, 255 + top, copy.kicker, kicker));
  let y = 345 + top;
  for (const line of copy.title) {
    const size = await measure.fit(line, { family: 'serif', bold: true }, 96, W - 160);
    body.push(text(W / 2, y, line, { size, family: SERIF, ...white }));
    y += size * 1.05;
  }
  // When and where, on a gold ribbon.
  body.push(rect(70, 600, W - 140, 150, SCHOOL.gold, { rx: 24 }));
  const whenSize = await measure.fit(copy.when, { family: 'sans', bold: true }, 40, W - 220);
  body.push(text(W / 2, 664, copy.when, { size: whenSize, ...centred }));
  const whereSize = await measure.fit(copy.where, { family: 'sans' }, 32, W - 220);
  body.push(text(W / 2, 716, copy.where, { size: whereSize, anchor: 'middle' }));
  // The list: the fair's fills the width; the welcome's leaves room for the books.
  y = 830;
  const [listX, listW, size] = fair ? [120, W - 240, 40] : [110, 640, 34];
  for (const item of copy.items) {
    body.push(circle(listX + 14, y - 12, 12, band));
    for (const line of await measure.wrap(item, { family: 'sans' }, size, listW - 50)) {
      body.push(text(listX + 48, y, line, { size }));
      y += size * 1.28;
    }
    y += fair ? 34 : 18;
  }
  if (!fair) body.push(bookStack(960, 1310));
  body.push(rect(0, H - 150, W, 150, band));
  const footerSize = await measure.fit(copy.footer, { family: 'sans', bold: true }, 40, W - 160);
  body.push(text(W / 2, H - 62, copy.footer, { size: footerSize, ...white }));
  const labelWidth = await measure.width(copy.sample, { family: 'sans' }, 22);
  const mark = { label: copy.sample, labelWidth, size: 22, margin: 24, tone: 'dark' } as const;
  body.push(sampleMark({ ...mark, corner: 'top-right', canvasWidth: W, canvasHeight: H }));
  return svgDocument({ width: W, height: H, body });
}

/** Writes the four flyers into `dir`. */
export async function writeFlyers(dir: string, measure: TextMeasurer): Promise<void> {
  for (const [index, copy] of FLYERS.entries()) {
    const svg = await flyerSvg(copy, measure);
    const description = `Sample flyer generated for the Highbridge School library page, not a real event notice, language ${copy.lang}`;
    // The full flyer (shown in the overlay), then the card's small version.
    const thumb = copy.file.replace(/\.jpg$/, '-480.jpg');
    const sizes = [
      { file: copy.file, width: W, minBytes: 40 * 1024, maxBytes: 140 * 1024, seed: 4180 + index },
      { file: thumb, width: THUMB_W, minBytes: 12 * 1024, maxBytes: 40 * 1024, seed: 4190 + index },
    ];
    for (const { file, ...size } of sizes) {
      const height = Math.round((H * size.width) / W);
      await writeJpeg(path.join(dir, file), svg, { ...size, height, description });
    }
  }
}
