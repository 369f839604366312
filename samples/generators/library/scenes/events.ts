/** Gallery scenes for school and family events (category "events"). */
import { audienceRow, castAt, castOnGround, handsMid } from '../people.ts';
import type { BuildName, CastOptions, Figure } from '../people.ts';
import {
  bookCover,
  kite,
  lantern,
  openBook,
  picnicBlanket,
  plate,
  pot,
  pumpkin,
  tent,
} from '../props.ts';
import {
  FOLIAGE,
  bookshelf,
  confetti,
  hangingString,
  highBridge,
  papelPicado,
  schoolBuilding,
  sky,
  stage,
  sun,
  tree,
  vignette,
  wall,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, SCHOOL, ellipse, line, path, rect, type Rng } from '../svg.ts';

type Cast = Omit<CastOptions, 'x' | 'y' | 'height'>;

/** A standing figure on a shadow a little wider than the kit's (the celebration scenes use it too). */
export const person = (rng: Rng, x: number, y: number, height: number, o: Cast = {}): Figure =>
  castOnGround(rng, x, y, height, o, 0.4);

const FOODS = ['#e05a47', '#f2c14e', '#7cc06a', '#c9884a', '#9b4a2c'] as const;

const fallFestival: GalleryScene = {
  file: 'family-event-fall-festival.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'families at the fall festival in front of the school',
  draw(c) {
    const { w, rng } = c;
    const parts = [sky(c, 560, [0, '#8dbad8'], [1, '#f3c48c'])];
    const building = { floors: 3, floorHeight: 70, bays: 2, tower: 'right', rng } as const;
    parts.push(schoolBuilding(360, 860, 545, building), rect(0, 540, w, 260, '#b3b56f'));
    parts.push(tree(200, 550, 100, FOLIAGE.orange), tree(1040, 552, 100, FOLIAGE.gold));
    // Pumpkin stall on the left
    parts.push(tent(30, 350, 420, 660, SCHOOL.maroon), rect(50, 590, 280, 70, '#f7f1e4'));
    for (let i = 0; i < 5; i += 1) parts.push(pumpkin(85 + i * 52, 594, 40));
    // Bean-bag toss on the right: a slanted board with a hole, and a child about to throw
    parts.push(path('M900,730 H1100 L1070,620 H930 Z', SCHOOL.gold));
    parts.push(ellipse(1000, 650, 26, 10, '#3b2a20'), rect(960, 705, 30, 22, COLORS.red));
    const thrower = person(rng, 790, 750, 250, { pose: 'holdHigh', look: { top: COLORS.teal } });
    const [tx, ty] = thrower.handR;
    parts.push(thrower.svg, rect(tx - 14, ty - 14, 28, 24, COLORS.blue, { rx: 5 }));
    // A family in the middle, the child carrying a pumpkin
    parts.push(person(rng, 500, 770, 340, { build: 'adult', look: { top: COLORS.navy } }).svg);
    const kid = person(rng, 610, 780, 230, { pose: 'hold', look: { top: COLORS.purple } });
    parts.push(kid.svg, pumpkin(handsMid(kid)[0], handsMid(kid)[1] + 26, 50));
    parts.push(pumpkin(90, 780, 64), pumpkin(170, 770, 44, '#f2a444'), pumpkin(1120, 780, 56));
    const leaves = [FOLIAGE.orange.fill, FOLIAGE.red.fill, FOLIAGE.gold.fill];
    parts.push(confetti(rng, 0, 0, w, 520, 30, leaves, 9), vignette(c, 0.25));
    return parts;
  },
};

const hispanicHeritage: GalleryScene = {
  file: 'Día de la Herencia Hispana event.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'folklórico dancers at the Hispanic Heritage celebration on the auditorium stage',
  draw(c) {
    const { w, h, rng } = c;
    const back = '#f5dfbd';
    const parts = [stage(c, 600, SCHOOL.maroon, back), rect(0, 600, w, h - 600, '#d2a36c')];
    const picado = [COLORS.pink, COLORS.orange, COLORS.teal, COLORS.lemon, COLORS.purple];
    parts.push(papelPicado([150, 110], [w - 150, 110], 40, picado, 70, back));
    // Three dancers swirling wide ruffled skirts
    const skirts = [
      [COLORS.red, '#ffffff', COLORS.green],
      [COLORS.purple, COLORS.pink, '#ffffff'],
      [COLORS.teal, COLORS.lemon, COLORS.coral],
    ] as const;
    skirts.forEach((ruffles, i) => {
      const hairStyle = i === 1 ? 'bun' : 'braids';
      const look = { lower: 'dress', top: ruffles[0], ruffles, hairStyle } as const;
      parts.push(person(rng, 330 + i * 270, 730, 330, { pose: 'dance', look }).svg);
    });
    // Families watching from the front rows
    parts.push(audienceRow(rng, -20, w + 40, h + 10, 110, 0.15), vignette(c, 0.3));
    return parts;
  },
};

const lunarNewYear: GalleryScene = {
  file: 'event-lunar-new-year-lanterns.jpg',
  aspect: '3:2',
  longSide: 2200,
  subject: 'students carrying red paper lanterns in the Lunar New Year parade at dusk',
  draw(c) {
    const { w, rng } = c;
    const parts = [sky(c, 620, [0, '#1c2550'], [0.5, '#5a3a6e'], [1, '#d9805a'])];
    // Skyline silhouettes and the street
    for (let x = -20; x < w; x += rng.range(110, 160)) {
      parts.push(rect(x, rng.range(330, 470), 100, 300, '#3a2c52'));
    }
    parts.push(rect(0, 600, w, 200, '#4a3a5c'));
    const string = hangingString([-20, 30], [w + 20, 50], 40, '#2a2030', 3);
    parts.push(string.svg);
    for (let i = 0; i < 8; i += 1) parts.push(lantern(...string.at((i + 0.5) / 8), 34));
    // Marchers, each with a lantern hanging from a pole
    [180, 390, 600, 810, 1020].forEach((x, i) => {
      const top = i % 2 === 0 ? '#d63a2f' : SCHOOL.gold;
      const kid = person(rng, x, 740 - (i % 2) * 14, 270, { pose: 'holdHigh', look: { top } });
      const [tx, ty] = [kid.handR[0] + 40, kid.handR[1] - 150];
      parts.push(kid.svg, line(...kid.handR, tx, ty, '#8a5a3c', 6), lantern(tx, ty, 40));
    });
    parts.push(confetti(rng, 0, 120, w, 560, 30, [SCHOOL.gold, '#ff8a5c'], 7), vignette(c, 0.35));
    return parts;
  },
};

const bookFair: GalleryScene = {
  file: 'event-book-fair-library.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'students choosing books at the book fair in the school library',
  draw(c) {
    const { w, rng } = c;
    const parts = [wall(c, '#efe3cd', '#e6d3b3', 0.6)];
    parts.push(bookshelf(rng, 120, 70, 440, 460, 4), bookshelf(rng, 640, 70, 440, 460, 4));
    parts.push(rect(0, 560, w, 340, '#4f6f99'));
    // Two tables of new books, shown face-out
    const covers = [COLORS.red, COLORS.teal, COLORS.navy, COLORS.purple, COLORS.green];
    for (const x0 of [70, 650]) {
      parts.push(rect(x0, 620, 480, 110, SCHOOL.gold), rect(x0, 612, 480, 14, '#d89e2a'));
      for (let i = 0; i < 5; i += 1) {
        parts.push(bookCover(x0 + 24 + i * 90, 516, 70, 96, rng.pick(covers), i));
      }
    }
    // One reads, one browses from behind, one holds the book they chose
    const reader = person(rng, 280, 860, 330, { pose: 'hold', look: { top: COLORS.lime } });
    parts.push(
      reader.svg,
      openBook(handsMid(reader)[0], handsMid(reader)[1] + 20, 130, COLORS.purple),
    );
    const back = { view: 'back', look: { top: COLORS.sky, backpack: COLORS.red } } as const;
    parts.push(person(rng, 600, 850, 300, back).svg);
    const holder = person(rng, 930, 870, 310, { pose: 'hold', look: { top: COLORS.orange } });
    const [bx, by] = handsMid(holder);
    parts.push(holder.svg, bookCover(bx - 35, by - 60, 70, 90, COLORS.teal, 3), vignette(c, 0.25));
    return parts;
  },
};

const familyPicnic: GalleryScene = {
  file: 'event-family-picnic-park.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'families at the spring picnic in the park by the High Bridge',
  draw(c) {
    const { w, rng } = c;
    const parts = [sky(c, 420, [0, '#6fb1e0'], [1, '#cfe7f3']), sun(1040, 110, 40)];
    parts.push(highBridge(-20, w + 20, 300, 430, { color: '#c9b9a0', steel: [470, 760] }));
    parts.push(rect(0, 420, w, 380, '#8cc063'));
    // Two families sharing food on blankets
    parts.push(picnicBlanket(80, 610, 360, 120, COLORS.red));
    parts.push(picnicBlanket(660, 640, 380, 120, COLORS.blue));
    const sit = (x: number, y: number, height: number, build: BuildName = 'adult'): string =>
      castAt(rng, x, y, height, { seated: 'floor', build }).svg;
    parts.push(sit(190, 675, 300), sit(330, 682, 220, 'child'));
    parts.push(sit(790, 705, 300), sit(930, 710, 280));
    parts.push(plate(260, 712, 40, FOODS.slice(0, 3)), plate(860, 742, 42, FOODS.slice(2)));
    // Two children flying a kite
    const flier = person(rng, 1080, 610, 220, { pose: 'holdHigh', look: { top: COLORS.purple } });
    parts.push(flier.svg, kite(880, 170, 44, [COLORS.red, COLORS.lemon], flier.handR));
    parts.push(person(rng, 560, 620, 200, { pose: 'cheer', look: { top: COLORS.lemon } }).svg);
    parts.push(vignette(c, 0.22));
    return parts;
  },
};

const internationalNight: GalleryScene = {
  file: 'event-international-night-flags.jpg',
  aspect: '3:2',
  longSide: 1800,
  subject: 'families sharing dishes from home at International Night in the cafeteria',
  draw(c) {
    const { w, rng } = c;
    const parts = [wall(c, '#2f6f73', '#3d8588', 0.6), rect(0, 430, w, 370, '#e7dcc8')];
    // A string of bright made-up two-colour flags
    const colors = [COLORS.red, COLORS.lemon, COLORS.green, COLORS.blue, '#ffffff', COLORS.navy];
    const string = hangingString([-20, 60], [w + 20, 60], 50, '#f4efe4', 3);
    parts.push(string.svg);
    for (let i = 0; i < 14; i += 1) {
      const [x, y] = string.at((i + 0.5) / 14);
      parts.push(rect(x - 30, y, 60, 40, rng.pick(colors)));
      parts.push(rect(x - 10, y, 20, 40, i % 2 ? COLORS.orange : COLORS.sky));
    }
    // Families serving from pots and plates along the long table
    [250, 600, 950].forEach((x, i) => {
      const look = { top: [COLORS.rose, COLORS.mustard, COLORS.lime][i] };
      parts.push(castAt(rng, x, 760, 400, { build: 'adult', pose: 'hold', look }).svg);
    });
    parts.push(rect(60, 600, 1080, 30, '#f4efe4'), rect(60, 626, 1080, 174, SCHOOL.maroon));
    FOODS.forEach((food, i) => {
      const x = 160 + i * 220;
      parts.push(i % 2 ? plate(x, 606, 56, [food]) : pot(x, 610, 60, COLORS.teal, food));
    });
    // Children with plates in the foreground
    const kid = person(rng, 420, 820, 330, { pose: 'hold', look: { top: COLORS.lemon } });
    parts.push(kid.svg, plate(...handsMid(kid), 50, FOODS.slice(0, 2)));
    parts.push(person(rng, 820, 820, 320, { view: 'back', look: { top: COLORS.sky } }).svg);
    parts.push(vignette(c, 0.3));
    return parts;
  },
};

export const EVENT_SCENES: readonly GalleryScene[] = [
  fallFestival,
  hispanicHeritage,
  lunarNewYear,
  bookFair,
  familyPicnic,
  internationalNight,
];
