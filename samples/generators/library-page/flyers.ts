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
import {
  COLORS,
  SCHOOL,
  SERIF,
  circle,
  crest,
  group,
  path as pathEl,
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

/** Bunting: a string of triangular flags across the top. */
function bunting(y: number): string {
  const colors = [COLORS.red, SCHOOL.gold, COLORS.teal, COLORS.purple, COLORS.orange, COLORS.sky];
  const parts = [
    pathEl(`M0,${y} Q${W / 2},${y + 70} ${W},${y}`, 'none', {
      stroke: SCHOOL.ink,
      'stroke-width': 3,
    }),
  ];
  for (let i = 0; i < 14; i += 1) {
    const t = (i + 0.5) / 14;
    const x = t * W;
    const sag = y + 4 * 70 * t * (1 - t) * 0.5;
    parts.push(
      pathEl(
        `M${x - 32},${sag} L${x + 32},${sag + 2} L${x},${sag + 62} Z`,
        colors[i % colors.length] ?? SCHOOL.gold,
      ),
    );
  }
  return group(parts);
}

/** A stack of books and a few stars for the library welcome flyer. */
function bookStack(x: number, y: number): string {
  const colors = [COLORS.blue, COLORS.red, COLORS.green, SCHOOL.gold, COLORS.purple];
  const parts: string[] = [];
  colors.forEach((color, i) => {
    // A book's spine, with a pale band across it.
    const [bx, by] = [x - 150 + (i % 2) * 16, y - i * 44];
    parts.push(rect(bx, by, 300 - i * 10, 40, color, { rx: 6 }));
    parts.push(rect(bx + 12, by + 8, 276 - i * 10, 6, '#ffffff', { opacity: 0.5 }));
  });
  parts.push(bookCover(x - 70, y - 400, 140, 190, COLORS.teal, 3));
  for (const [sx, sy, r] of [
    [x - 210, y - 330, 16],
    [x + 200, y - 280, 12],
    [x + 170, y - 420, 9],
  ] as const)
    parts.push(circle(sx, sy, r, SCHOOL.gold));
  return group(parts);
}

async function flyerSvg(copy: FlyerCopy, measure: TextMeasurer): Promise<string> {
  const fair = copy.theme === 'fair';
  const band = fair ? SCHOOL.maroon : '#1f6f78';
  const centred = { weight: 'bold', anchor: 'middle' } as const;
  const white = { ...centred, fill: '#ffffff' };
  const body = [rect(0, 0, W, H, SCHOOL.cream), rect(0, 0, W, 560, band)];
  if (fair) body.push(bunting(40));
  body.push(crest(W / 2, fair ? 200 : 150, 120));
  body.push(
    text(W / 2, fair ? 305 : 255, copy.kicker, {
      size: 30,
      fill: SCHOOL.goldLight,
      letterSpacing: 3,
      ...centred,
    }),
  );
  let y = fair ? 395 : 345;
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
  // The list.
  y = 830;
  const listX = fair ? 120 : 110;
  const listW = fair ? W - 240 : 640;
  for (const item of copy.items) {
    body.push(circle(listX + 14, y - 12, 12, band));
    const size = fair ? 40 : 34;
    const lines = await measure.wrap(item, { family: 'sans' }, size, listW - 50);
    for (const line of lines) {
      body.push(text(listX + 48, y, line, { size }));
      y += size * 1.28;
    }
    y += fair ? 34 : 18;
  }
  if (!fair) body.push(bookStack(960, 1310));
  // Footer.
  body.push(rect(0, H - 150, W, 150, band));
  const footerSize = await measure.fit(copy.footer, { family: 'sans', bold: true }, 40, W - 160);
  body.push(text(W / 2, H - 62, copy.footer, { size: footerSize, ...white }));
  body.push(
    sampleMark({
      label: copy.sample,
      size: 22,
      corner: 'top-right',
      margin: 24,
      canvasWidth: W,
      canvasHeight: H,
      tone: 'dark',
      labelWidth: await measure.width(copy.sample, { family: 'sans' }, 22),
    }),
  );
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
      { file: copy.file, width: W, minKB: 40, maxKB: 140, seed: 4180 },
      { file: thumb, width: THUMB_W, minKB: 12, maxKB: 40, seed: 4190 },
    ];
    for (const size of sizes) {
      const file = path.join(dir, size.file);
      await writeJpeg(file, svg, {
        width: size.width,
        height: Math.round((H * size.width) / W),
        minBytes: size.minKB * 1024,
        maxBytes: size.maxKB * 1024,
        seed: size.seed + index,
        description,
      });
    }
  }
}
