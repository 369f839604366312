/**
 * Head-and-shoulders portraits of the three (fictional) leaders on a soft school-coloured
 * backdrop, written as 600×750 JPEGs to public/assets/images/our-school/leadership/<id>.jpg, the
 * paths data/leadership.json names. No badge is drawn in (the pages in both languages show them):
 * the EXIF tags and each portrait's alt text say it is a sample.
 */
import nodePath from 'node:path';
import leaders from '../../content/our-school/leaders.json' with { type: 'json' };
import {
  portrait,
  portraitSpec,
  type PortraitJson,
  type PortraitSpec,
} from '../library/portrait.ts';
import { circle, crest, group, radialGradient, rect, shade, svgDocument } from '../library/svg.ts';
import { writePhoto } from '../library/output.ts';

interface Leader {
  id: string;
  name: string;
  role: string;
  backdrop: string;
  look: PortraitSpec;
}

const LEADERS_JSON: readonly (Omit<Leader, 'look'> & { look: PortraitJson })[] = leaders;

/** Every person in content/our-school/leaders.json is fictional; names match data/leadership.json. */
export const LEADERS: readonly Leader[] = LEADERS_JSON.map((l) => ({
  ...l,
  look: portraitSpec(l.look),
}));

const W = 800;
const H = 1000;

function portraitSvg(leader: Leader): string {
  const glow = `glow-${leader.id}`;
  const defs = [
    radialGradient(glow, W * 0.5, H * 0.42, W * 0.75, [
      [0, shade(leader.backdrop, 0.45)],
      [1, leader.backdrop],
    ]),
  ];
  const cx = W / 2;
  const cy = 440;
  const body = [
    rect(0, 0, W, H, `url(#${glow})`),
    // Soft arches of the High Bridge behind the sitter, like a studio backdrop.
    group(
      [0, 1, 2].map((i) => circle(120 + i * 280, 760, 190, shade(leader.backdrop, -0.06))),
      { opacity: 0.8 },
    ),
    group(crest(W - 92, 96, 96), { opacity: 0.85 }),
    portrait(leader.look, cx, cy, H + 20),
  ];
  return svgDocument({ width: W, height: H, defs, body });
}

export async function generatePortraits(staging: string): Promise<void> {
  const dir = nodePath.join(staging, 'assets', 'images', 'our-school', 'leadership');
  for (const leader of LEADERS) {
    await writePhoto(portraitSvg(leader), {
      base: nodePath.join(dir, leader.id),
      widths: [600],
      maxBytes: 70 * 1024,
      plainName: true,
      description: `Sample portrait illustration of a fictional person, ${leader.name}, ${leader.role}, The Highbridge School. Not a photograph`,
    });
  }
}
