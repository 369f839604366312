/**
 * Emblems for the About Us page: the full school crest (shield, High Bridge arches, open book and
 * the 1889 ribbon) and the scales of justice, as transparent palette PNGs in
 * public/assets/images/about-us/.
 */
import nodePath from 'node:path';
import {
  SCHOOL,
  circle,
  crest,
  group,
  line,
  path,
  poly,
  rect,
  shade,
  svgDocument,
} from '../library/svg.ts';
import { writeArtworkPng } from '../library/output.ts';
import { pts } from '../library/scenery.ts';

const SIZE = 600;

/** A balance scale in the school's colours, level (fair) and resting on a stack of books. */
function scales(): string[] {
  const gold = SCHOOL.gold;
  const deep = SCHOOL.goldDark;
  const cx = 300;
  const pan = (x: number): string =>
    group([
      line(x, 190, x - 70, 330, deep, 5),
      line(x, 190, x + 70, 330, deep, 5),
      path(`M${x - 95},330 H${x + 95} Q${x},420 ${x - 95},330 Z`, gold),
      path(`M${x - 95},330 H${x + 95}`, 'none', { stroke: deep, 'stroke-width': 6 }),
      circle(x, 190, 10, deep),
    ]);
  return [
    // Books at the base
    rect(150, 480, 300, 38, SCHOOL.maroon, { rx: 6 }),
    rect(170, 446, 260, 36, shade(SCHOOL.maroon, 0.25), { rx: 6 }),
    rect(150, 508, 300, 6, SCHOOL.goldLight),
    rect(170, 472, 260, 5, SCHOOL.goldLight),
    // Pillar and beam
    poly(pts([cx - 60, 446, cx + 60, 446, cx + 24, 410, cx - 24, 410]), deep),
    rect(cx - 12, 150, 24, 265, gold),
    circle(cx, 130, 26, gold),
    circle(cx, 130, 12, SCHOOL.maroon),
    rect(130, 176, 340, 18, gold, { rx: 9 }),
    pan(150),
    pan(450),
  ];
}

/** Each emblem on a cream disc, with its file name and EXIF description. */
const EMBLEMS: ReadonlyArray<readonly [string, string[], string]> = [
  [
    'school-crest.png',
    [crest(300, 300, 470)],
    'Sample artwork of the Highbridge School crest, generated for the website',
  ],
  [
    'scales-of-justice.png',
    scales(),
    'Sample artwork of the scales of justice, generated for the Highbridge School website',
  ],
];

export async function generateHeritage(staging: string): Promise<void> {
  for (const [file, emblem, description] of EMBLEMS) {
    const body = [circle(300, 300, 290, SCHOOL.cream), ...emblem];
    const svg = svgDocument({ width: SIZE, height: SIZE, body });
    const target = nodePath.join(staging, 'assets', 'images', 'about-us', file);
    await writeArtworkPng(target, svg, 480, 60 * 1024, description);
  }
}
