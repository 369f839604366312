/**
 * Scholar Store hours flyers for the PBIS page, in English and in Spanish: a printable US Letter
 * page (1200 × 1553 px) with the two buildings' store hours. The same facts are written in the
 * page's text and in the pictures' alt text (data/pbis.json); the flyers' own words are in
 * content/enrichment-arts/store-hours-flyers.json.
 */
import flyers from '../../content/enrichment-arts/store-hours-flyers.json' with { type: 'json' };
import { pts, type Canvas } from '../library/scenery.ts';
import {
  SCHOOL,
  SERIF,
  circle,
  crest,
  group,
  line,
  path,
  poly,
  rect,
  text,
} from '../library/svg.ts';
import type { TextOptions } from '../library/svg.ts';

export const FLYER_SIZE = [1200, 1553] as const;

/** One flyer's words ("mark" is its "sample" badge; "subject" its EXIF description, in English). */
type Flyer = (typeof flyers)[number];

const GREEN = '#2f6b3c';
const KICKER: TextOptions = { size: 30, weight: 'bold', fill: SCHOOL.goldLight, letterSpacing: 3 };

/** Bold serif type, the flyers' display face. */
function serifBold(size: number, fill: string, anchor?: 'middle'): TextOptions {
  return { size, family: SERIF, weight: 'bold', fill, anchor };
}

/** A Scholar Dollar bill, tilted: a green note with a gold "$" seal and a "1" in two corners. */
function dollarBill(cx: number, cy: number, label: string, values: string): string {
  const [x, y, w, h] = [cx - 310, cy - 135, 620, 270];
  /** Centred green type on the bill. */
  const note = (nx: number, ny: number, content: string, o: TextOptions) =>
    text(nx, ny, content, { ...o, fill: GREEN, anchor: 'middle' });
  return group(
    [
      rect(x, y, w, h, '#e9f2df', { rx: 18, stroke: GREEN, 'stroke-width': 8 }),
      circle(cx, cy - 34, 60, SCHOOL.gold),
      note(cx, cy - 6, '$', serifBold(84, GREEN)),
      note(x + 62, y + 82, '1', serifBold(56, GREEN)),
      note(x + w - 62, y + 82, '1', serifBold(56, GREEN)),
      note(cx, y + h - 70, label, { size: 30, weight: 'bold', letterSpacing: 4 }),
      note(cx, y + h - 38, values, { size: 19 }),
    ],
    { transform: `rotate(-5 ${cx} ${cy})` },
  );
}

/** Things from the store along the foot of the page: a pencil, a star and a party crown. */
function storeIcons(y: number): string {
  const star = Array.from({ length: 10 }, (_, i) => {
    const [a, r] = [-Math.PI / 2 + (i * Math.PI) / 5, i % 2 === 0 ? 62 : 26];
    return [600 + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
  return group([
    group(
      [
        rect(110, y - 16, 180, 32, SCHOOL.gold, { rx: 6 }),
        poly(pts([290, y - 16, 330, y, 290, y + 16]), '#2b2320'),
      ],
      { transform: `rotate(-20 215 ${y})` },
    ),
    poly(star, SCHOOL.gold),
    path(`M860,${y + 40} l-10,-80 50,40 35,-55 35,55 50,-40 -10,80 Z`, SCHOOL.maroon),
  ]);
}

/** A white card for one building's hours, its edge maroon (first) or gold. */
function card(b: Flyer['buildings'][number], i: number, w: number): string[] {
  const [x, y] = [150, 760 + i * 290];
  return [
    rect(90, y, w - 180, 260, SCHOOL.white, { rx: 24, stroke: SCHOOL.grayLight }),
    rect(90, y, 22, 260, i === 0 ? SCHOOL.maroon : SCHOOL.gold, { rx: 11 }),
    text(x, y + 62, b.name, serifBold(42, SCHOOL.maroon)),
    text(x, y + 104, b.grades, { size: 28, fill: SCHOOL.gray }),
    text(x, y + 170, b.days, { size: 48, weight: 'bold', fill: SCHOOL.ink }),
    text(x, y + 222, `${b.time}  ·  ${b.where}`, { size: 30, fill: SCHOOL.ink }),
  ];
}

function drawFlyer(c: Canvas, copy: Flyer): string[] {
  const { w, h } = c;
  return [
    rect(0, 0, w, h, '#fffaf0'),
    // Header band with the crest.
    rect(0, 0, w, 330, SCHOOL.maroon),
    rect(0, 330, w, 14, SCHOOL.gold),
    crest(170, 165, 210),
    text(320, 110, copy.kicker.toUpperCase(), KICKER),
    text(316, 205, copy.title, serifBold(104, SCHOOL.white)),
    text(320, 275, copy.subtitle, { size: 54, weight: 'bold', fill: SCHOOL.gold }),
    dollarBill(w / 2, 540, copy.dollar, copy.values),
    ...copy.buildings.flatMap((b, i) => card(b, i, w)),
    storeIcons(1375),
    line(90, 1430, w - 90, 1430, SCHOOL.grayLight, 3),
    text(w / 2, 1490, copy.footer, serifBold(48, SCHOOL.maroon, 'middle')),
  ];
}

export const FLYERS = flyers.map((copy) => ({ ...copy, draw: (c: Canvas) => drawFlyer(c, copy) }));
