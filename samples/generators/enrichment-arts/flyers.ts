/**
 * Scholar Store hours flyers for the PBIS page, in English and in Spanish: a printable US Letter
 * page (1200 × 1553 px) with the two buildings' store hours. The same facts are written in the
 * page's text and in the pictures' alt text (data/pbis.json); the flyers' own words are in
 * content/enrichment-arts/store-hours-flyers.json.
 */
import flyers from '../../content/enrichment-arts/store-hours-flyers.json' with { type: 'json' };
import type { Canvas } from '../library/scenery.ts';
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
import { pts } from '../library/scenery.ts';

export const FLYER_SIZE = [1200, 1553] as const;

interface Flyer {
  file: string;
  /** What it shows (for the EXIF description, in English). */
  subject: string;
  /** Its "sample" badge, in the flyer's own language. */
  mark: string;
  kicker: string;
  title: string;
  subtitle: string;
  buildings: Array<{ name: string; grades: string; days: string; time: string; where: string }>;
  dollar: string;
  values: string;
  footer: string;
}

/** Bold serif type, the flyers' display face. */
const serifBold = (size: number, fill: string, anchor?: 'middle') =>
  ({ size, family: SERIF, weight: 'bold', fill, anchor }) as const;

/** A Scholar Dollar bill, tilted. */
function dollarBill(cx: number, cy: number, label: string, values: string): string {
  const [w, h] = [620, 270];
  const [x, y] = [cx - w / 2, cy - h / 2];
  const green = '#2f5f39';
  const figure = (fx: number, fy: number, content: string, size: number) =>
    text(fx, fy, content, serifBold(size, green, 'middle'));
  return group(
    [
      rect(x + 10, y + 12, w, h, '#000000', { rx: 18, opacity: 0.15 }),
      rect(x, y, w, h, '#e9f2df', { rx: 18, stroke: '#3e7a4a', 'stroke-width': 8 }),
      rect(x + 22, y + 22, w - 44, h - 44, 'none', {
        rx: 10,
        stroke: '#3e7a4a',
        'stroke-width': 3,
        'stroke-dasharray': '10 8',
      }),
      circle(cx, cy - 34, 60, SCHOOL.gold, { stroke: '#3e7a4a', 'stroke-width': 6 }),
      figure(cx, cy - 6, '$', 84),
      figure(x + 62, y + 82, '1', 56),
      figure(x + w - 62, y + 82, '1', 56),
      text(cx, y + h - 70, label, {
        size: 30,
        weight: 'bold',
        anchor: 'middle',
        fill: green,
        letterSpacing: 4,
      }),
      text(cx, y + h - 38, values, { size: 19, anchor: 'middle', fill: green }),
    ],
    { transform: `rotate(-5 ${cx} ${cy})` },
  );
}

/** Small store items: a pencil, a star and a party crown. */
function storeIcons(y: number): string {
  return group([
    // Pencil
    group(
      [
        rect(120, y - 16, 170, 32, SCHOOL.gold, { rx: 4 }),
        rect(100, y - 16, 26, 32, '#ee8fb0', { rx: 6 }),
        rect(120, y - 16, 14, 32, '#b8b0a8'),
        poly(pts([290, y - 16, 330, y, 290, y + 16]), '#e8c9a0'),
        poly(pts([316, y - 6, 330, y, 316, y + 6]), '#2b2320'),
      ],
      { transform: `rotate(-20 215 ${y})` },
    ),
    // Star
    poly(
      Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 === 0 ? 62 : 26;
        return [600 + Math.cos(a) * r, y + Math.sin(a) * r] as const;
      }),
      SCHOOL.gold,
      { stroke: SCHOOL.goldDark, 'stroke-width': 4 },
    ),
    // Crown
    path(
      `M860,${y + 40} L850,${y - 40} L900,${y - 5} L935,${y - 55} L970,${y - 5} L1020,${y - 40} L1010,${y + 40} Z`,
      SCHOOL.maroon,
    ),
    circle(935, y - 58, 10, SCHOOL.gold),
    circle(850, y - 42, 9, SCHOOL.gold),
    circle(1020, y - 42, 9, SCHOOL.gold),
    rect(856, y + 22, 158, 12, SCHOOL.gold),
  ]);
}

function drawFlyer(c: Canvas, copy: Flyer): string[] {
  const { w, h } = c;
  const parts: string[] = [rect(0, 0, w, h, '#fffaf0')];
  // Header band with the crest.
  parts.push(rect(0, 0, w, 330, SCHOOL.maroon), rect(0, 330, w, 14, SCHOOL.gold));
  parts.push(crest(170, 165, 210));
  parts.push(
    text(320, 110, copy.kicker.toUpperCase(), {
      size: 30,
      weight: 'bold',
      fill: SCHOOL.goldLight,
      letterSpacing: 3,
    }),
    text(316, 205, copy.title, serifBold(104, SCHOOL.white)),
    text(320, 275, copy.subtitle, { size: 54, weight: 'bold', fill: SCHOOL.gold }),
  );
  parts.push(dollarBill(w / 2, 540, copy.dollar, copy.values));
  // Two building cards.
  const card = { rx: 24, stroke: SCHOOL.grayLight, 'stroke-width': 3 };
  copy.buildings.forEach((building, i) => {
    const y = 760 + i * 290;
    parts.push(
      rect(90, y, w - 180, 260, SCHOOL.white, card),
      rect(90, y, 22, 260, i === 0 ? SCHOOL.maroon : SCHOOL.gold, { rx: 11 }),
      text(150, y + 62, building.name, serifBold(42, SCHOOL.maroon)),
      text(150, y + 104, building.grades, { size: 28, fill: SCHOOL.gray }),
      text(150, y + 170, building.days, { size: 48, weight: 'bold', fill: SCHOOL.ink }),
      text(150, y + 222, `${building.time}  ·  ${building.where}`, { size: 30, fill: SCHOOL.ink }),
    );
  });
  parts.push(storeIcons(1375), line(90, 1430, w - 90, 1430, SCHOOL.grayLight, 3));
  parts.push(text(w / 2, 1490, copy.footer, serifBold(48, SCHOOL.maroon, 'middle')));
  return parts;
}

export const FLYERS = (flyers satisfies readonly Flyer[]).map((copy) => ({
  ...copy,
  draw: (c: Canvas) => drawFlyer(c, copy),
}));
