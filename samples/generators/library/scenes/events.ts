/** Gallery scenes for school and family events (category "events"). */
import { armsPose, audienceRow, castAt, type CastOptions } from '../people.ts';
import {
  book,
  bookCover,
  drum,
  globe,
  guitar,
  hayBale,
  kite,
  lantern,
  openBook,
  picnicBlanket,
  plate,
  pot,
  pumpkin,
  signBoard,
  tent,
} from '../props.ts';
import {
  FOLIAGE,
  balloon,
  bookshelf,
  bunting,
  bush,
  caption,
  cloud,
  confetti,
  groundShadow,
  hangingString,
  highBridge,
  hills,
  lightWash,
  papelPicado,
  pts,
  river,
  schoolBanner,
  schoolBuilding,
  sky,
  spotlight,
  stringLights,
  sun,
  tree,
  treeRow,
  vignette,
  wall,
  windowFrame,
  woodFloor,
  type GalleryScene,
} from '../scenery.ts';
import {
  COLORS,
  SCHOOL,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  poly,
  rect,
  shade,
  stroke,
  type Point,
} from '../svg.ts';

const fallFestival: GalleryScene = {
  file: 'family-event-fall-festival.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'families at the fall festival in front of the school',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 560, [0, '#8dbad8'], [0.55, '#f1dcb8'], [1, '#f3c48c'])];
    parts.push(sun(c, 170, 250, 34, '#fff1cc'));
    parts.push(cloud(420, 120, 0.7, '#ffffff', 0.75), cloud(760, 80, 0.5, '#ffffff', 0.6));
    parts.push(hills(rng, 0, w, 470, 30, 600, '#c99f6e', 8));
    parts.push(
      schoolBuilding(360, 1000, 545, { floors: 3, floorHeight: 70, bays: 3, tower: 'right', rng }),
    );
    parts.push(schoolBanner(420, 312, 520, 50, 'FALL FESTIVAL · FESTIVAL DE OTOÑO'));
    parts.push(tree(250, 550, 95, FOLIAGE.orange), tree(90, 555, 78, FOLIAGE.red));
    parts.push(tree(1125, 552, 100, FOLIAGE.gold));
    // Ground: autumn lawn and a wide path from the doors
    parts.push(rect(0, 540, w, 260, '#b3b56f'));
    parts.push(path('M610,545 H750 L1010,800 H340 Z', '#e8d8ba'));
    parts.push(stringLights([0, 70], [w, 150], 70, 22, 5));
    parts.push(stringLights([0, 300], [520, 250], 30, 9, 4));
    // Tents with tables and vendors
    parts.push(tent(30, 350, 430, 650, SCHOOL.maroon));
    parts.push(tent(850, 1170, 430, 650, SCHOOL.gold));
    const vendors = [COLORS.forest, COLORS.mustard, SCHOOL.maroon, COLORS.teal];
    [120, 260, 960, 1080].forEach((x, i) => {
      const look = { top: vendors[i] ?? COLORS.teal };
      parts.push(castAt(rng, x, 660, 240, { build: 'adult', pose: 'hold', look }).svg);
    });
    for (const x0 of [45, 865])
      parts.push(rect(x0, 588, 290, 70, '#f7f1e4'), rect(x0, 588, 290, 10, '#e2d6bf'));
    for (let i = 0; i < 6; i += 1)
      parts.push(pumpkin(70 + i * 45, 592, 34, i % 3 === 1 ? '#f2a444' : '#e8822e'));
    for (let i = 0; i < 5; i += 1) {
      parts.push(
        rect(890 + i * 52, 552, 28, 38, '#9a5a2a', { rx: 5 }),
        rect(894 + i * 52, 546, 20, 8, '#e8e2d6'),
      );
    }
    parts.push(signBoard(190, 488, 250, 34, 'PUMPKINS · CALABAZAS', '#2f3440', SCHOOL.gold));
    parts.push(signBoard(1010, 488, 170, 34, 'CIDER · SIDRA', SCHOOL.maroon, '#ffffff'));
    // Family walking towards the doors (seen from behind), and a girl with balloons
    parts.push(groundShadow(560, 690, 110), groundShadow(632, 694, 76));
    parts.push(castAt(rng, 560, 690, 265, { build: 'adult', view: 'back', pose: 'walk' }).svg);
    const kid = castAt(rng, 630, 694, 170, {
      view: 'back',
      pose: 'holdHigh',
      look: { hairStyle: 'puffs', top: COLORS.purple },
    });
    const [kx, ky] = kid.handR;
    parts.push(kid.svg);
    parts.push(balloon(kx + 28, ky - 150, 30, SCHOOL.maroon, kid.handR));
    parts.push(balloon(kx - 14, ky - 176, 27, SCHOOL.gold, kid.handR));
    // Foreground: hay bales with pumpkins, children in front
    parts.push(hayBale(-20, 800, 230, 80), hayBale(40, 730, 180, 70));
    parts.push(pumpkin(80, 668, 50), pumpkin(150, 676, 40, '#f2a444'), pumpkin(250, 800, 56));
    parts.push(
      hayBale(1010, 800, 220, 78),
      pumpkin(1080, 728, 52),
      pumpkin(1150, 730, 44, '#f2a444'),
    );
    parts.push(
      groundShadow(380, 790, 110),
      groundShadow(880, 792, 100),
      groundShadow(790, 794, 120),
    );
    const holder = castAt(rng, 380, 790, 270, {
      pose: 'hold',
      look: { top: COLORS.teal, hairStyle: 'short' },
    });
    parts.push(
      holder.svg,
      pumpkin((holder.handL[0] + holder.handR[0]) / 2, holder.handL[1] + 26, 52),
    );
    parts.push(castAt(rng, 880, 792, 240, { pose: 'wave', look: { top: COLORS.coral } }).svg);
    const parent = { build: 'adult', pose: 'relaxed', look: { top: COLORS.navy } } as const;
    parts.push(castAt(rng, 790, 794, 340, parent).svg);
    const leaves = [FOLIAGE.orange.fill, FOLIAGE.red.fill, FOLIAGE.gold.fill];
    parts.push(confetti(rng, 0, 0, w, 520, 40, leaves, 9));
    parts.push(ellipse(600, 820, 700, 40, '#000000', { opacity: 0.05 }), vignette(c, 0.3));
    return parts;
  },
};

const hispanicHeritage: GalleryScene = {
  file: 'Día de la Herencia Hispana event.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'folklórico dancers and musicians at the Hispanic Heritage celebration in the gym',
  draw(c) {
    const { w, h, rng } = c;
    const wallColor = '#f5dfbd';
    const parts: string[] = [wall(c, '#f7e6c8', '#f2d3a6', 0.6)];
    parts.push(rect(0, 430, w, 150, SCHOOL.maroon), rect(0, 430, w, 10, SCHOOL.gold));
    const picado = [
      COLORS.pink,
      COLORS.orange,
      COLORS.teal,
      COLORS.lemon,
      COLORS.purple,
      COLORS.lime,
      COLORS.red,
      COLORS.sky,
    ];
    parts.push(papelPicado([-20, 24], [w + 20, 24], 26, picado, 64, wallColor));
    parts.push(papelPicado([-60, 140], [w + 60, 150], 30, [...picado].reverse(), 72, wallColor));
    parts.push(schoolBanner(330, 270, 540, 74, 'HERENCIA HISPANA'));
    parts.push(woodFloor(c, 580, '#d2a36c'));
    parts.push(spotlight(c, 300, 420, 760, 360), spotlight(c, 900, 760, 760, 360));
    // Musicians on the right
    const guitarist = castAt(rng, 1060, 720, 330, {
      build: 'adult',
      pose: 'hold',
      look: { top: COLORS.white, bottom: COLORS.charcoal, lower: 'pants', sleeves: 'long' },
    });
    parts.push(groundShadow(1060, 720, 120), guitarist.svg);
    parts.push(guitar(1060, guitarist.handL[1] + 10, 46, -60));
    parts.push(drum(150, 720, 50, SCHOOL.maroon), drum(90, 720, 36, COLORS.teal));
    // Dancers
    const dresses = [
      [COLORS.red, '#ffffff', COLORS.green],
      [COLORS.purple, COLORS.pink, '#ffffff'],
      [COLORS.teal, COLORS.lemon, COLORS.coral],
    ] as const;
    dresses.forEach((ruffles, i) => {
      const x = 330 + i * 260;
      parts.push(groundShadow(x, 744, 200, 0.14));
      parts.push(
        castAt(rng, x, 742, 300, {
          pose:
            i === 1 ? 'dance' : { armL: [-70, -50], armR: [70, 50], legL: [-6, 0], legR: [10, 2] },
          look: {
            lower: 'dress',
            top: ruffles[0],
            ruffles,
            sleeves: 'short',
            hairStyle: i === 1 ? 'bun' : i === 0 ? 'braids' : 'ponytail',
            shoes: '#2d2f36',
          },
        }).svg,
      );
    });
    parts.push(groundShadow(460, 748, 100, 0.14));
    const boy = castAt(rng, 460, 746, 290, {
      pose: 'walk',
      look: {
        top: '#ffffff',
        bottom: '#25262b',
        lower: 'pants',
        sleeves: 'long',
        hairStyle: 'short',
      },
    });
    parts.push(boy.svg, rect(446, boy.head[1] + 34, 28, 22, COLORS.red, { rx: 6 }));
    parts.push(confetti(rng, 0, 230, w, 560, 30, picado, 8));
    // Audience in front, seen from behind
    parts.push(audienceRow(rng, -20, w + 40, 840, 82, 0.05));
    parts.push(audienceRow(rng, -40, w + 40, h + 10, 100, 0.18), vignette(c, 0.3));
    return parts;
  },
};

/** A paper dragon for the Lunar New Year parade, its body following a wave. */
function dragon(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  size: number,
): { svg: string; points: Point[] } {
  const parts: string[] = [];
  const points: Point[] = [];
  const count = 14;
  for (let i = count; i >= 0; i -= 1) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const yy = y + Math.sin(t * Math.PI * 2.2) * amp;
    points.unshift([x, yy]);
    const r = size * (1 - t * 0.45);
    parts.push(circle(x, yy + r * 0.25, r * 0.95, SCHOOL.gold));
    parts.push(circle(x, yy, r, i % 2 === 0 ? '#d63a2f' : '#e2533a'));
    parts.push(
      path(
        `M${n(x - r * 0.5)},${n(yy - r * 0.8)} L${n(x)},${n(yy - r * 1.45)} L${n(x + r * 0.5)},${n(yy - r * 0.8)} Z`,
        SCHOOL.gold,
      ),
    );
    parts.push(ellipse(x, yy + r * 0.35, r * 0.55, r * 0.35, '#f6d36b'));
  }
  // Head at the left end
  const [hx, hy] = points[0] ?? [x0, y];
  const s = size * 1.5;
  parts.push(
    path(
      `M${n(hx + s * 0.3)},${n(hy - s * 0.7)} Q${n(hx - s * 1.2)},${n(hy - s * 0.9)} ${n(hx - s * 1.5)},${n(hy - s * 0.1)} L${n(hx - s * 1.1)},${n(hy + s * 0.15)} L${n(hx - s * 1.45)},${n(hy + s * 0.45)} Q${n(hx - s * 0.6)},${n(hy + s * 0.9)} ${n(hx + s * 0.4)},${n(hy + s * 0.5)} Z`,
      '#d63a2f',
    ),
    path(
      `M${n(hx - s * 1.1)},${n(hy + s * 0.15)} L${n(hx - s * 1.45)},${n(hy + s * 0.45)} Q${n(hx - s * 0.6)},${n(hy + s * 0.9)} ${n(hx + s * 0.1)},${n(hy + s * 0.55)} Z`,
      '#f6d36b',
    ),
    circle(hx - s * 0.45, hy - s * 0.3, s * 0.22, '#ffffff'),
    circle(hx - s * 0.5, hy - s * 0.3, s * 0.11, '#1d1614'),
    stroke(
      `M${n(hx - s * 0.1)},${n(hy - s * 0.7)} q${n(s * 0.3)},${n(-s * 0.6)} ${n(s * 0.8)},${n(-s * 0.55)}`,
      SCHOOL.gold,
      s * 0.1,
    ),
    stroke(
      `M${n(hx - s * 1.45)},${n(hy - s * 0.05)} q${n(-s * 0.5)},${n(-s * 0.1)} ${n(-s * 0.6)},${n(-s * 0.55)}`,
      SCHOOL.gold,
      s * 0.05,
    ),
    stroke(
      `M${n(hx - s * 1.4)},${n(hy + s * 0.45)} q${n(-s * 0.4)},${n(s * 0.2)} ${n(-s * 0.45)},${n(s * 0.6)}`,
      SCHOOL.gold,
      s * 0.05,
    ),
    path(
      `M${n(hx - s * 0.2)},${n(hy - s * 0.75)} l${n(s * 0.25)},${n(-s * 0.25)} l${n(s * 0.1)},${n(s * 0.3)} Z`,
      '#f6d36b',
    ),
  );
  return { svg: group(parts), points };
}

const lunarNewYear: GalleryScene = {
  file: 'event-lunar-new-year-lanterns.jpg',
  aspect: '3:2',
  longSide: 2200,
  subject: 'students carrying a paper dragon under red lanterns at the Lunar New Year celebration',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 620, [0, '#1c2550'], [0.45, '#5a3a6e'], [0.75, '#d9805a'])];
    // Skyline silhouettes with lit windows
    let x = -20;
    while (x < w) {
      const bw = rng.range(70, 150);
      const bh = rng.range(120, 260);
      parts.push(rect(x, 600 - bh, bw, bh + 10, '#3a2c52'));
      for (let yy = 600 - bh + 16; yy < 585; yy += 22) {
        for (let xx = x + 10; xx < x + bw - 14; xx += 20) {
          if (rng.chance(0.35)) parts.push(rect(xx, yy, 9, 12, '#f3c46b', { opacity: 0.8 }));
        }
      }
      x += bw + rng.range(4, 20);
    }
    parts.push(rect(0, 600, w, 200, '#4a3a5c'), rect(0, 600, w, 8, '#5d4a70'));
    for (let i = 0; i < 9; i += 1)
      parts.push(rect(-40 + i * 150, 660 + (i % 2) * 60, 120, 4, '#5d4a70'));
    // Lantern strings
    const rows: ReadonlyArray<readonly [Point, Point, number, number, number]> = [
      [[-20, 40], [w + 20, 70], 40, 9, 34],
      [[-20, 170], [w + 20, 150], 50, 7, 44],
    ];
    for (const [a, b, sag, count, size] of rows) {
      const string = hangingString(a, b, sag, '#2a2030', 3);
      parts.push(string.svg);
      for (let i = 0; i < count; i += 1) {
        const p = string.at((i + 0.5) / count);
        parts.push(lantern(p[0], p[1], size, i % 3 === 2 ? '#e0452f' : '#cf2f2a'));
      }
    }
    // Dragon and the children holding it up on poles
    const d = dragon(290, 1010, 370, 24, 40);
    const holders = [300, 470, 640, 810, 980];
    const kids = holders.map((hx, i) =>
      castAt(rng, hx, 730 - (i % 2) * 8, 250, {
        pose: {
          armL: [-165, 170],
          armR: [165, -170],
          legL: i % 2 === 0 ? [-12, -4] : [-4, 0],
          legR: i % 2 === 0 ? [6, 0] : [14, 4],
        },
        look: { top: i % 2 === 0 ? '#d63a2f' : SCHOOL.gold, sleeves: 'long' },
      }),
    );
    kids.forEach((kid, i) => {
      const hand: Point = [(kid.handL[0] + kid.handR[0]) / 2, (kid.handL[1] + kid.handR[1]) / 2];
      const k = Math.round((i / (holders.length - 1)) * (d.points.length - 1));
      const target = d.points[Math.min(d.points.length - 1, k)] ?? hand;
      parts.push(line(hand[0], hand[1] + 40, target[0], target[1], '#8a5a3c', 7));
    });
    parts.push(d.svg);
    for (const kid of kids) parts.push(groundShadow(kid.head[0], 732, 90, 0.25), kid.svg);
    parts.push(confetti(rng, 0, 220, w, 560, 36, [SCHOOL.gold, '#f6d36b', '#ff8a5c'], 7));
    parts.push(
      audienceRow(rng, -40, 260, 815, 110, 0.35),
      audienceRow(rng, 960, w + 60, 815, 110, 0.35),
      vignette(c, 0.35),
    );
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
    const parts: string[] = [wall(c, '#efe3cd', '#e6d3b3', 0.6)];
    parts.push(windowFrame(60, 70, 170, 220, '#bfe0f0'), windowFrame(970, 70, 170, 220, '#bfe0f0'));
    parts.push(bookshelf(rng, 280, 60, 300, 470, 4), bookshelf(rng, 620, 60, 300, 470, 4));
    parts.push(
      bunting([0, 330], [w, 330], 30, [SCHOOL.maroon, SCHOOL.gold, COLORS.teal, COLORS.coral], 34),
    );
    parts.push(schoolBanner(300, 250, 600, 66, 'BOOK FAIR · FERIA DEL LIBRO'));
    parts.push(rect(0, 560, w, 340, '#4f6f99'), rect(0, 560, w, 8, '#3e5b80'));
    parts.push(ellipse(600, 800, 520, 70, '#5b7fa6'));
    // Browsing children and the volunteer behind the table
    const volunteer = castAt(rng, 820, 700, 330, {
      build: 'adult',
      pose: 'hold',
      look: { top: SCHOOL.maroon, hairStyle: 'hijab', scarf: COLORS.teal },
    });
    parts.push(volunteer.svg);
    parts.push(book(volunteer.handR[0] - 10, volunteer.handR[1] - 10, 60, 80, COLORS.blue, -6));
    const spines = [
      COLORS.red,
      COLORS.teal,
      COLORS.mustard,
      COLORS.blue,
      COLORS.purple,
      COLORS.green,
    ];
    const covers = [
      COLORS.red,
      COLORS.teal,
      COLORS.navy,
      COLORS.purple,
      COLORS.green,
      COLORS.orange,
      SCHOOL.maroon,
    ];
    const stack = (x: number, y: number, count: number): string[] =>
      Array.from({ length: count }, (_, i) =>
        rect(x + rng.range(-4, 4), y - (i + 1) * 14, 110, 13, rng.pick(spines), { rx: 2 }),
      );
    for (const [x0, x1] of pts([90, 520, 640, 1110])) {
      parts.push(rect(x0, 620, x1 - x0, 110, SCHOOL.gold), rect(x0, 612, x1 - x0, 14, '#d89e2a'));
      parts.push(rect(x0 + 8, 700, x1 - x0 - 16, 8, '#d89e2a'));
      let bx = x0 + 20;
      let i = 0;
      while (bx + 70 < x1) {
        if (i % 3 === 2) {
          parts.push(...stack(bx, 612, rng.int(3, 5)));
          bx += 125;
        } else {
          parts.push(bookCover(bx, 612 - 96, 70, 96, rng.pick(covers), i));
          bx += 86;
        }
        i += 1;
      }
    }
    const reader = castAt(rng, 300, 880, 330, {
      pose: 'hold',
      look: { top: COLORS.lime, hairStyle: 'bob' },
    });
    parts.push(
      groundShadow(300, 880, 120),
      reader.svg,
      openBook((reader.handL[0] + reader.handR[0]) / 2, reader.handL[1] + 20, 130, COLORS.purple),
    );
    const browser = castAt(rng, 600, 860, 300, {
      view: 'back',
      pose: armsPose([-8, -3], [150, 160]),
      look: { top: COLORS.sky, backpack: COLORS.red },
    });
    parts.push(
      groundShadow(600, 860, 100),
      browser.svg,
      book(browser.handR[0], browser.handR[1] - 30, 54, 74, COLORS.coral, 10),
    );
    const pair = castAt(rng, 950, 890, 310, {
      pose: 'hold',
      look: { top: COLORS.orange, hairStyle: 'afro' },
    });
    parts.push(
      groundShadow(950, 890, 110),
      pair.svg,
      book((pair.handL[0] + pair.handR[0]) / 2, pair.handL[1] - 10, 70, 90, COLORS.teal),
    );
    parts.push(lightWash(c, '#fff4d6', 0.35), vignette(c, 0.25));
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
    const parts: string[] = [sky(c, 420, [0, '#6fb1e0'], [0.7, '#cfe7f3'])];
    parts.push(sun(c, 1040, 110, 40));
    parts.push(cloud(120, 120, 0.9), cloud(560, 80, 0.6, '#ffffff', 0.85));
    parts.push(hills(rng, 0, w, 330, 30, 420, '#a9c7b4', 6));
    const bridge = { color: '#c9b9a0', steel: [470, 760], arch: 48, pier: 16 } as const;
    parts.push(highBridge(-20, w + 20, 300, 420, bridge));
    parts.push(river(0, w, 400, 440, '#8fc0d8', rng));
    parts.push(hills(rng, 0, w, 440, 16, 480, '#7fae6a', 8));
    const foliage = [FOLIAGE.green, FOLIAGE.spring, FOLIAGE.deep];
    parts.push(...treeRow(rng, 9, [40, 140], 470, [40, 60], foliage, 20));
    parts.push(rect(0, 460, w, 340, '#8cc063'));
    parts.push(path('M0,560 Q600,520 1200,580 V800 H0 Z', '#7fb65a'));
    parts.push(kite(930, 190, 40, [COLORS.red, COLORS.lemon], [1000, 560]));
    // Blankets with families
    parts.push(
      picnicBlanket(90, 600, 360, 120, COLORS.red),
      picnicBlanket(700, 640, 380, 120, COLORS.blue),
    );
    const sit = (x: number, y: number, height: number, top: string, o: SitOptions): string =>
      castAt(rng, x, y, height, { seated: 'floor', view: 'front', look: { top }, ...o }).svg;
    parts.push(sit(190, 660, 300, COLORS.mustard, { build: 'adult', view: 'back' }));
    parts.push(sit(330, 672, 220, COLORS.teal, { pose: 'hold' }));
    parts.push(plate(260, 700, 40, ['#e05a47', '#7cc06a', '#f2c14e']));
    parts.push(
      rect(390, 640, 60, 44, '#b98a5e', { rx: 8 }),
      path('M395,640 Q420,600 445,640', 'none', { stroke: '#8a5a3c', 'stroke-width': 5 }),
    );
    parts.push(sit(820, 700, 300, COLORS.coral, { build: 'adult', pose: 'hold' }));
    parts.push(sit(960, 706, 280, COLORS.navy, { build: 'adult', pose: 'relaxed' }));
    parts.push(plate(890, 740, 42, ['#f2c14e', '#e05a47']));
    // Children playing
    parts.push(groundShadow(560, 700, 80), groundShadow(1010, 610, 70));
    const runner = { view: 'side', facing: 1, pose: 'run', look: { top: COLORS.lemon } } as const;
    parts.push(castAt(rng, 560, 700, 230, runner).svg);
    parts.push(castAt(rng, 1010, 600, 200, { pose: 'holdHigh', look: { top: COLORS.purple } }).svg);
    parts.push(
      ellipse(650, 560, 34, 10, COLORS.coral),
      ellipse(650, 556, 24, 6, shade(COLORS.coral, 0.2)),
    );
    parts.push(bush(60, 790, 70, FOLIAGE.deep), bush(1160, 800, 80, FOLIAGE.green));
    parts.push(vignette(c, 0.22));
    return parts;
  },
};

/** Options for a figure sitting on a picnic blanket. */
type SitOptions = Omit<CastOptions, 'x' | 'y' | 'height'>;

/** "Welcome" in families' languages, on cards under the International Night banner. */
export const INTERNATIONAL_GREETINGS: readonly string[] = [
  'Welcome',
  'Bienvenidos',
  'Bienvenue',
  'Karibu',
  'Bem-vindos',
  'Benvenuti',
  'Witamy',
  'Hoş geldiniz',
];

const internationalNight: GalleryScene = {
  file: 'event-international-night-flags.jpg',
  aspect: '3:2',
  longSide: 1800,
  subject: 'families sharing dishes from home at International Night in the cafeteria',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#2f6f73', '#3d8588', 0.6)];
    parts.push(rect(0, 430, w, 370, '#e7dcc8'), rect(0, 430, w, 10, '#c9bca4'));
    for (let x = 0; x < w; x += 60) parts.push(rect(x, 430, 2, 370, '#d8ccb6'));
    // Strings of bright made-up flags
    const flagColors = [
      COLORS.red,
      COLORS.lemon,
      COLORS.green,
      COLORS.blue,
      '#ffffff',
      COLORS.orange,
    ];
    for (const [y0, y1, sag] of [
      [30, 60, 40],
      [150, 130, 45],
    ] as const) {
      const string = hangingString([-20, y0], [w + 20, y1], sag, '#f4efe4', 3);
      parts.push(string.svg);
      for (let i = 0; i < 16; i += 1) {
        const p = string.at((i + 0.5) / 16);
        const cA = rng.pick([...flagColors, COLORS.navy, COLORS.sky]);
        const cB = rng.pick(flagColors);
        const fx = p[0] - 24;
        const kind = i % 4;
        parts.push(rect(fx, p[1], 48, 32, cA));
        if (kind === 0) parts.push(rect(fx + 16, p[1], 16, 32, cB));
        if (kind === 1) parts.push(rect(fx, p[1] + 11, 48, 10, cB));
        if (kind === 2) parts.push(circle(fx + 24, p[1] + 16, 8, cB));
        if (kind === 3) parts.push(poly(pts([fx, p[1], fx + 20, p[1] + 16, fx, p[1] + 32]), cB));
      }
    }
    parts.push(schoolBanner(170, 226, 860, 70, 'INTERNATIONAL NIGHT · NOCHE INTERNACIONAL', true));
    const greetings = INTERNATIONAL_GREETINGS;
    const cardColors = [
      COLORS.coral,
      COLORS.lemon,
      '#ffffff',
      COLORS.lime,
      COLORS.sky,
      COLORS.pink,
      COLORS.orange,
    ];
    const cardWidth = (word: string): number => word.length * 12.5 + 26;
    let gx = (w - greetings.reduce((sum, word) => sum + cardWidth(word) + 10, -10)) / 2;
    greetings.forEach((word, i) => {
      const gw = cardWidth(word);
      const gy = 330 + (i % 2) * 12;
      const tilt = `rotate(${i % 2 === 0 ? -2 : 2} ${n(gx + gw / 2)} ${n(gy + 20)})`;
      parts.push(
        group(
          [
            rect(gx, gy, gw, 40, cardColors[i % cardColors.length] ?? '#ffffff', { rx: 6 }),
            caption(gx + gw / 2, gy + 26, word, 16, COLORS.charcoal),
          ],
          { transform: tilt },
        ),
      );
      gx += gw + 10;
    });
    parts.push(globe(1100, 640, 62));
    // Families serving behind the long table
    const servers = [COLORS.rose, COLORS.mustard, COLORS.navy, COLORS.lime];
    [190, 420, 660, 900].forEach((x, i) => {
      const server = { build: 'adult', pose: i % 2 === 0 ? 'hold' : 'relaxed' } as const;
      parts.push(
        castAt(rng, x, 760, 380, { ...server, look: { top: servers[i] ?? COLORS.lime } }).svg,
      );
    });
    parts.push(
      rect(50, 620, 1010, 30, '#f4efe4'),
      rect(50, 646, 1010, 120, SCHOOL.maroon),
      rect(50, 646, 1010, 10, SCHOOL.maroonDark),
    );
    const foods = ['#e05a47', '#f2c14e', '#7cc06a', '#c9884a', '#f6e2b0', '#9b4a2c'] as const;
    parts.push(pot(130, 628, 54, '#3b3d45', '#e0a03a'), plate(260, 626, 50, [foods[0], foods[2]]));
    parts.push(
      pot(400, 628, 50, COLORS.teal, '#f6e2b0'),
      plate(530, 626, 50, [foods[3], foods[4], foods[1]]),
    );
    parts.push(pot(660, 628, 56, COLORS.red, '#9b4a2c'), plate(790, 626, 50, [foods[1], foods[5]]));
    parts.push(pot(930, 628, 50, '#8a5a3c', '#7cc06a'));
    // Children with plates in the foreground
    (['back', 'front', 'back'] as const).forEach((view, i) => {
      const x = 250 + i * 310;
      const kid = castAt(rng, x, 820, 330, { view, pose: view === 'front' ? 'hold' : 'relaxed' });
      parts.push(groundShadow(x, 820, 110), kid.svg);
      const mid = (kid.handL[0] + kid.handR[0]) / 2;
      if (view === 'front') parts.push(plate(mid, kid.handL[1], 50, ['#e05a47', '#f2c14e']));
    });
    parts.push(stringLights([0, 420], [w, 420], 20, 20, 4), vignette(c, 0.3));
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
