/**
 * The community-events sample photos: flat illustrations (fictional people) of the event
 * highlights on /community-events, drawn with the shared illustration library.
 */
import { audienceRow, cast, type Figure } from '../library/people.ts';
import {
  book,
  openBook,
  raisedBed,
  lettuce,
  sunflower,
  tomatoPlant,
  wateringCan,
} from '../library/props.ts';
import {
  FOLIAGE,
  backdrop,
  balloonArch,
  banner,
  bunting,
  cloud,
  confetti,
  highBridge,
  hills,
  lightWash,
  river,
  schoolBuilding,
  stringLights,
  sun,
  table,
  tree,
  vignette,
  windowFrame,
  woodFloor,
  type Canvas,
  type GalleryScene,
} from '../library/scenery.ts';
import {
  COLORS,
  SCHOOL,
  SERIF,
  SANS,
  circle,
  ellipse,
  line,
  path,
  rect,
  text,
  type Rng,
} from '../library/svg.ts';
import {
  bib,
  can,
  cardboardBox,
  cup,
  donut,
  donutBox,
  medal,
  rake,
  trashBag,
  vest,
} from './props.ts';

/** One event photo: its file stem (under public/assets/images/community-events/). */
export interface CommunityScene extends GalleryScene {
  /** The event the photo belongs to (matches the page's event ids). */
  event: string;
}

const TEAM_SHIRTS = [SCHOOL.maroon, SCHOOL.maroonLight, SCHOOL.maroon];

/** A dad's outfit: short hair (or none), trousers. */
const dadLook = (rng: Rng) => ({
  hairStyle: rng.pick(['short', 'crop', 'bald', 'locs', 'afro'] as const),
  lower: 'pants' as const,
  top: rng.pick([
    COLORS.navy,
    COLORS.teal,
    COLORS.forest,
    COLORS.blue,
    COLORS.charcoal,
    COLORS.mustard,
  ]),
});
const WINTER = { sleeves: 'long' as const };

const bareTree = (x: number, baseY: number, h: number): string => {
  const parts = [line(x, baseY, x, baseY - h, '#5d4536', h * 0.07)];
  for (const [t, dx] of [
    [0.45, -0.35],
    [0.6, 0.3],
    [0.75, -0.25],
    [0.85, 0.22],
  ] as const) {
    parts.push(line(x, baseY - h * t, x + h * dx, baseY - h * (t + 0.22), '#5d4536', h * 0.03));
  }
  return parts.join('');
};

/** The sky, far hills and a lawn: the park by the Harlem River. */
function park(c: Canvas, horizon: number, lawn = '#8cc267'): string[] {
  const { w, rng } = c;
  return [
    backdrop(
      c,
      [
        [0, '#5aa7dd'],
        [1, '#d4ecf7'],
      ],
      0,
      horizon,
    ),
    sun(c, 1030, 110, 38),
    cloud(300, 110, 0.8),
    cloud(760, 70, 0.55, '#ffffff', 0.85),
    hills(rng, 0, w, horizon - 40, 24, horizon + 20, '#a8cdb0', 6),
    rect(0, horizon, w, c.h - horizon, lawn),
  ];
}

/** Runners and walkers, each in a team shirt with a race bib. */
function runner(
  rng: Rng,
  x: number,
  y: number,
  height: number,
  adult: boolean,
  index: number,
): string {
  const fig = cast(rng, {
    x,
    y,
    height,
    build: adult ? 'adult' : 'child',
    pose: index % 2 === 0 ? 'run' : 'runB',
    view: 'side',
    facing: 1,
    look: { top: TEAM_SHIRTS[index % TEAM_SHIRTS.length], lower: 'shorts', sleeves: 'short' },
  });
  const chest: [number, number] = [
    fig.head[0] + fig.headRadius * 0.2,
    fig.head[1] + fig.headRadius * 2.4,
  ];
  return fig.svg + bib(chest[0], chest[1], fig.headRadius * 1.1, String(100 + index * 37));
}

const walkRunStart: CommunityScene = {
  event: 'walkRun',
  file: 'walk-run-start-line.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'runners of all ages leaving the start line of the Heroes of Highbridge 2-mile walk/run',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 430);
    parts.push(
      schoolBuilding(760, 1150, 432, {
        floors: 3,
        floorHeight: 40,
        bays: 2,
        tower: 'left',
        rng,
        banners: false,
      }),
    );
    for (let i = 0; i < 6; i += 1)
      parts.push(tree(40 + i * 120, 440, rng.range(34, 46), FOLIAGE.green));
    parts.push(rect(0, 470, w, 330, '#8a8f98'), rect(0, 470, w, 8, '#c9cdd3'));
    parts.push(line(0, 700, w, 700, '#ffffff', 8));
    parts.push(balloonArch(140, 1060, 700, 420, 20, [SCHOOL.maroon, SCHOOL.gold, '#ffffff']));
    parts.push(
      banner(360, 300, 480, 64, SCHOOL.maroon, 'HEROES OF HIGHBRIDGE · 2 MI', SCHOOL.gold, SERIF),
    );
    parts.push(audienceRow(rng, 0, w, 560, 40, 0.05));
    const row: Array<[number, number, boolean]> = [
      [180, 650, true],
      [300, 665, false],
      [420, 640, true],
      [560, 670, false],
      [690, 645, true],
      [820, 668, false],
      [950, 650, true],
    ];
    row.forEach(([x, y, adult], i) => parts.push(runner(rng, x, y, adult ? 230 : 160, adult, i)));
    const front: Array<[number, number, boolean]> = [
      [250, 790, false],
      [470, 800, true],
      [760, 790, true],
      [1010, 800, false],
    ];
    front.forEach(([x, y, adult], i) =>
      parts.push(runner(rng, x, y, adult ? 300 : 210, adult, i + 7)),
    );
    parts.push(confetti(rng, 0, 0, w, 400, 60, [SCHOOL.gold, SCHOOL.maroon, '#ffffff'], 6));
    parts.push(lightWash(c, '#fff3d6', 0.12));
    return parts;
  },
};

const walkRunBridge: CommunityScene = {
  event: 'walkRun',
  file: 'walk-run-high-bridge.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'families walking the race route by the Harlem River with the High Bridge behind them',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 360, '#7fb65a');
    parts.push(river(0, w, 360, 520, '#5d9cc4', rng));
    parts.push(
      highBridge(-20, w + 20, 250, 470, {
        color: '#b56a4d',
        arch: 58,
        pier: 18,
        steel: [420, 760],
        railing: true,
      }),
    );
    parts.push(rect(0, 520, w, 280, '#7fb65a'));
    parts.push(
      path('M0,640 C300,600 900,600 1200,630 L1200,720 C900,690 300,700 0,740 Z', '#d8c9a8'),
    );
    for (let i = 0; i < 5; i += 1)
      parts.push(tree(60 + i * 280, 560, rng.range(40, 55), FOLIAGE.deep));
    const walkers: Array<[number, number, 'adult' | 'child']> = [
      [140, 700, 'adult'],
      [200, 704, 'child'],
      [420, 680, 'adult'],
      [470, 684, 'child'],
      [640, 670, 'adult'],
      [900, 676, 'adult'],
      [960, 680, 'child'],
    ];
    walkers.forEach(([x, y, build], i) =>
      parts.push(
        cast(rng, {
          x,
          y,
          height: build === 'adult' ? 190 : 120,
          build,
          pose: 'walk',
          view: 'side',
          facing: 1,
          look: { top: TEAM_SHIRTS[i % 3], sleeves: 'short' },
        }).svg,
      ),
    );
    parts.push(rect(1040, 560, 12, 120, '#6b6e76'));
    parts.push(rect(990, 560, 112, 56, '#ffffff', { rx: 6 }));
    parts.push(
      text(1046, 598, '1 MI', {
        size: 28,
        family: SANS,
        weight: 'bold',
        anchor: 'middle',
        fill: SCHOOL.maroon,
      }),
    );
    parts.push(vignette(c, 0.18));
    return parts;
  },
};

const walkRunWater: CommunityScene = {
  event: 'walkRun',
  file: 'walk-run-water-station.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'student and parent volunteers handing out water cups at the halfway station',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 380);
    for (let i = 0; i < 7; i += 1)
      parts.push(tree(80 + i * 170, 400, rng.range(40, 56), FOLIAGE.green));
    parts.push(rect(0, 430, w, 370, '#9aa0a8'));
    parts.push(banner(140, 250, 360, 56, SCHOOL.gold, 'WATER · AGUA', SCHOOL.maroon, SANS));
    // Volunteers behind the table
    const volunteers = [200, 320, 440];
    for (const [i, x] of volunteers.entries()) {
      const fig = cast(rng, {
        x,
        y: 640,
        height: i === 1 ? 230 : 170,
        build: i === 1 ? 'adult' : 'child',
        pose: 'hold',
      });
      parts.push(
        fig.svg,
        vest(x, fig.head[1] + fig.headRadius * 1.15, fig.headRadius * 3.2, fig.headRadius * 3.3),
      );
    }
    parts.push(table(110, 560, 440, 120, '#e9e3d6'));
    for (let i = 0; i < 12; i += 1) parts.push(cup(135 + i * 35, 566, 22));
    // Runners passing and reaching for cups
    parts.push(runner(rng, 720, 720, 260, true, 2));
    parts.push(runner(rng, 880, 730, 180, false, 3));
    parts.push(runner(rng, 1040, 720, 250, true, 4));
    parts.push(trashBag(600, 700, 60, COLORS.forest));
    return parts;
  },
};

const walkRunFinish: CommunityScene = {
  event: 'walkRun',
  file: 'walk-run-finish-medals.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'children cheering with their finisher medals after the walk/run',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 420);
    parts.push(
      schoolBuilding(60, 520, 422, {
        floors: 3,
        floorHeight: 44,
        bays: 3,
        tower: 'right',
        rng,
        banners: false,
      }),
    );
    parts.push(bunting([0, 60], [w, 90], 40, [SCHOOL.maroon, SCHOOL.gold, '#ffffff'], 30));
    parts.push(banner(640, 260, 420, 60, SCHOOL.maroon, 'FINISH · META', '#ffffff', SANS));
    parts.push(rect(640, 320, 10, 140, '#6b6e76'), rect(1050, 320, 10, 140, '#6b6e76'));
    parts.push(audienceRow(rng, 600, w, 500, 34));
    const kids = [
      [200, 760],
      [390, 780],
      [590, 770],
      [790, 780],
      [990, 765],
    ] as const;
    kids.forEach(([x, y], i) => {
      const fig: Figure = cast(rng, {
        x,
        y,
        height: 280,
        pose: i % 2 === 0 ? 'cheer' : 'wave',
        look: { top: TEAM_SHIRTS[i % 3], sleeves: 'short' },
      });
      parts.push(
        fig.svg,
        medal(fig.head[0], fig.head[1] + fig.headRadius * 1.2, fig.headRadius * 0.5),
      );
    });
    parts.push(
      confetti(rng, 0, 0, w, 600, 90, [SCHOOL.gold, SCHOOL.maroon, '#ffffff', COLORS.sky], 7),
    );
    return parts;
  },
};

/** The cafeteria: cream walls, windows with morning light, a wood floor. */
function cafeteria(c: Canvas, floorY: number): string[] {
  const parts = [
    backdrop(
      c,
      [
        [0, '#f6ead8'],
        [1, '#efdcc1'],
      ],
      0,
      floorY,
    ),
  ];
  for (let i = 0; i < 3; i += 1) parts.push(windowFrame(120 + i * 360, 90, 220, 170, '#cfe6f4'));
  parts.push(woodFloor(c, floorY));
  return parts;
}

const donutsTables: CommunityScene = {
  event: 'dadsDonuts',
  file: 'dads-donuts-breakfast.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'dads and children sharing donuts at cafeteria tables on a June morning',
  draw(c) {
    const { w, rng } = c;
    const parts = cafeteria(c, 470);
    parts.push(banner(380, 300, 440, 62, SCHOOL.maroon, "DAD'S & DONUTS", SCHOOL.gold, SERIF));
    parts.push(stringLights([0, 40], [w, 40], 40, 20, 5));
    const pairs = [
      [180, 230],
      [560, 610],
      [930, 990],
    ] as const;
    for (const [dad, kid] of pairs) {
      parts.push(
        cast(rng, {
          x: dad,
          y: 640,
          height: 300,
          build: 'adult',
          pose: 'relaxed',
          look: dadLook(rng),
        }).svg,
      );
      parts.push(cast(rng, { x: kid, y: 660, height: 190, pose: 'hold' }).svg);
    }
    parts.push(table(60, 600, 1080, 200, '#e7d3b0'));
    parts.push(donutBox(140, 610, 220), donutBox(700, 610, 220));
    for (const x of [440, 520, 900, 1000])
      parts.push(
        ellipse(x, 614, 34, 10, '#ffffff'),
        donut(x, 604, 22, rng.pick(['#f4a3c0', '#6b3f2a', '#f8e7b9'])),
      );
    for (const x of [480, 600, 1060]) parts.push(cup(x, 612, 26, '#f7f1e4'));
    parts.push(lightWash(c, '#fff5e0', 0.16));
    return parts;
  },
};

const donutsReading: CommunityScene = {
  event: 'dadsDonuts',
  file: 'dads-donuts-story-time.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'a father reading a picture book with his daughter over a donut',
  draw(c) {
    const { rng } = c;
    const parts = cafeteria(c, 520);
    const dad = cast(rng, {
      x: 520,
      y: 700,
      height: 460,
      build: 'adult',
      pose: 'hold',
      look: { ...dadLook(rng), hairStyle: 'short', top: COLORS.navy, sleeves: 'long' },
    });
    const kid = cast(rng, {
      x: 740,
      y: 720,
      height: 300,
      pose: 'relaxed',
      look: { top: COLORS.pink, hairStyle: 'puffs' },
    });
    parts.push(dad.svg, kid.svg);
    parts.push(table(200, 640, 820, 160, '#e7d3b0'));
    parts.push(openBook(560, 600, 260, COLORS.teal));
    parts.push(ellipse(900, 652, 60, 16, '#ffffff'), donut(900, 638, 40, '#f4a3c0'));
    parts.push(cup(300, 652, 40, '#f7f1e4'), book(960, 560, 90, 20, COLORS.mustard, -8));
    parts.push(lightWash(c, '#fff5e0', 0.2));
    parts.push(vignette(c, 0.22));
    return parts;
  },
};

const donutsPhoto: CommunityScene = {
  event: 'dadsDonuts',
  file: 'dads-donuts-photo-frame.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'two dads and their children posing with a big paper photo frame',
  draw(c) {
    const { rng } = c;
    const parts = cafeteria(c, 560);
    parts.push(
      rect(250, 170, 700, 470, 'none', { stroke: SCHOOL.gold, 'stroke-width': 44, rx: 12 }),
    );
    parts.push(
      text(600, 160, '#DadsAndDonuts', {
        size: 44,
        family: SANS,
        weight: 'bold',
        anchor: 'middle',
        fill: SCHOOL.maroon,
      }),
    );
    parts.push(
      cast(rng, { x: 420, y: 660, height: 400, build: 'adult', pose: 'wave', look: dadLook(rng) })
        .svg,
    );
    parts.push(
      cast(rng, {
        x: 760,
        y: 660,
        height: 390,
        build: 'adult',
        pose: 'relaxed',
        look: dadLook(rng),
      }).svg,
    );
    parts.push(cast(rng, { x: 540, y: 700, height: 240, pose: 'cheer' }).svg);
    parts.push(cast(rng, { x: 660, y: 705, height: 210, pose: 'wave' }).svg);
    parts.push(confetti(rng, 260, 180, 940, 620, 40, [SCHOOL.gold, COLORS.pink, COLORS.sky], 6));
    parts.push(lightWash(c, '#fff5e0', 0.14));
    return parts;
  },
};

const dadsArrival: CommunityScene = {
  event: 'dadsToSchool',
  file: 'dads-walk-to-school.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'fathers walking their children up to the school doors on a September morning',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 500, '#a5a9b0');
    parts.push(
      schoolBuilding(180, 1020, 520, { floors: 3, floorHeight: 80, bays: 4, tower: 'right', rng }),
    );
    parts.push(
      banner(410, 200, 380, 58, SCHOOL.gold, 'WELCOME, DADS! · ¡BIENVENIDOS!', SCHOOL.maroon, SANS),
    );
    parts.push(rect(0, 520, w, 280, '#b9bcc2'), rect(0, 520, w, 10, '#d9dbe0'));
    parts.push(tree(90, 560, 70, FOLIAGE.green), tree(1120, 560, 75, FOLIAGE.green));
    const pairs = [
      [260, 320, 740],
      [560, 620, 770],
      [860, 800, 750],
    ] as const;
    for (const [dad, kid, y] of pairs) {
      parts.push(
        cast(rng, {
          x: dad,
          y,
          height: 330,
          build: 'adult',
          pose: 'walk',
          view: 'back',
          look: dadLook(rng),
        }).svg,
        cast(rng, {
          x: kid,
          y: y + 6,
          height: 200,
          pose: 'walk',
          view: 'back',
          look: { backpack: rng.pick([COLORS.red, COLORS.teal, COLORS.purple]) },
        }).svg,
      );
    }
    parts.push(lightWash(c, '#fff0cc', 0.14));
    return parts;
  },
};

/** A winter gym or classroom wall with a "Day of Service" banner. */
function serviceRoom(c: Canvas, label: string): string[] {
  const parts = [
    backdrop(
      c,
      [
        [0, '#e8eef4'],
        [1, '#d9e1ea'],
      ],
      0,
      520,
    ),
    woodFloor(c, 520, '#c7a071'),
    banner(330, 70, 540, 70, SCHOOL.maroon, label, '#ffffff', SERIF),
  ];
  parts.push(windowFrame(60, 160, 200, 170, '#dfeaf3'), windowFrame(940, 160, 200, 170, '#dfeaf3'));
  parts.push(bareTree(120, 330, 120), bareTree(1010, 330, 110));
  return parts;
}

const mlkFoodDrive: CommunityScene = {
  event: 'mlkDay',
  file: 'mlk-day-food-drive.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'students and parents sorting canned food into boxes on MLK Day of Service',
  draw(c) {
    const { rng } = c;
    const parts = serviceRoom(c, 'MLK DAY OF SERVICE · DÍA DE SERVICIO');
    parts.push(
      cast(rng, { x: 300, y: 640, height: 330, build: 'adult', pose: 'reachDown', options: WINTER })
        .svg,
    );
    parts.push(cast(rng, { x: 560, y: 660, height: 220, pose: 'hold', options: WINTER }).svg);
    parts.push(cast(rng, { x: 800, y: 655, height: 230, pose: 'reachDown', options: WINTER }).svg);
    parts.push(table(150, 600, 900, 200, '#d9b07c'));
    const labels = [COLORS.red, COLORS.green, COLORS.mustard, COLORS.blue, COLORS.orange];
    for (let i = 0; i < 14; i += 1)
      parts.push(
        can(210 + i * 30 + (i > 6 ? 260 : 0), 612, 34, labels[i % labels.length] ?? COLORS.red),
      );
    parts.push(cardboardBox(80, 780, 170, 130, 'food'), cardboardBox(960, 780, 180, 140, 'food'));
    for (let i = 0; i < 4; i += 1)
      parts.push(can(1000 + i * 34, 652, 36, labels[(i + 2) % labels.length] ?? COLORS.red));
    return parts;
  },
};

const mlkCards: CommunityScene = {
  event: 'mlkDay',
  file: 'mlk-day-kindness-cards.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'children writing kindness cards for neighbors at a senior center',
  draw(c) {
    const { rng } = c;
    const parts = serviceRoom(c, 'I HAVE A DREAM · YO TENGO UN SUEÑO');
    const kids = [250, 480, 720, 950];
    kids.forEach((x, i) =>
      parts.push(
        cast(rng, { x, y: 620, height: 250, pose: i % 2 === 0 ? 'write' : 'hold', options: WINTER })
          .svg,
      ),
    );
    parts.push(table(100, 560, 1000, 240, '#e9d2a7'));
    const cardColors = [COLORS.pink, COLORS.lemon, COLORS.sky, COLORS.lime, COLORS.lilac];
    for (let i = 0; i < 8; i += 1) {
      const x = 160 + i * 118;
      parts.push(
        rect(x, 578, 90, 64, cardColors[i % cardColors.length] ?? COLORS.pink, {
          rx: 4,
          transform: `rotate(${i % 2 === 0 ? -5 : 4} ${x + 45} 610)`,
        }),
      );
      parts.push(
        path(
          `M${x + 45},${602} c-8,-10 -22,-2 -12,10 l12,12 l12,-12 c10,-12 -4,-20 -12,-10 z`,
          SCHOOL.maroon,
        ),
      );
    }
    for (let i = 0; i < 6; i += 1)
      parts.push(
        line(
          180 + i * 170,
          680,
          210 + i * 170,
          700,
          rng.pick([COLORS.red, COLORS.blue, COLORS.green]),
          8,
        ),
      );
    return parts;
  },
};

const mlkCoatDrive: CommunityScene = {
  event: 'mlkDay',
  file: 'mlk-day-coat-drive.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'families folding donated winter coats for the neighborhood coat drive',
  draw(c) {
    const { rng } = c;
    const parts = serviceRoom(c, 'WARM COATS · ABRIGOS');
    parts.push(rect(140, 250, 920, 10, '#7d8894'));
    const coats = [
      COLORS.red,
      COLORS.navy,
      COLORS.mustard,
      COLORS.teal,
      COLORS.purple,
      COLORS.forest,
      COLORS.coral,
      COLORS.blue,
    ];
    coats.forEach((color, i) => {
      const x = 180 + i * 110;
      parts.push(
        path(`M${x},262 l-40,26 l-10,150 h100 l-10,-150 z`, color),
        line(x, 262, x, 436, '#00000033', 3),
      );
    });
    parts.push(
      cast(rng, { x: 330, y: 700, height: 330, build: 'adult', pose: 'hold', options: WINTER }).svg,
    );
    parts.push(cast(rng, { x: 600, y: 720, height: 220, pose: 'hold', options: WINTER }).svg);
    parts.push(
      cast(rng, { x: 860, y: 700, height: 320, build: 'adult', pose: 'hold', options: WINTER }).svg,
    );
    parts.push(table(180, 640, 840, 160, '#d9b07c'));
    for (let i = 0; i < 5; i += 1) {
      parts.push(
        rect(
          240 + i * 150,
          608 - (i % 2) * 10,
          110,
          36 + (i % 2) * 10,
          coats[(i + 3) % coats.length] ?? COLORS.red,
          { rx: 8 },
        ),
      );
    }
    parts.push(cardboardBox(60, 790, 150, 120), cardboardBox(1010, 790, 150, 120));
    return parts;
  },
};

const d9Garden: CommunityScene = {
  event: 'district9',
  file: 'district-9-garden-planting.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'students and neighbors planting vegetables in a community garden',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 360, '#7fb65a');
    for (let i = 0; i < 6; i += 1)
      parts.push(tree(60 + i * 220, 380, rng.range(44, 60), FOLIAGE.spring));
    parts.push(rect(0, 380, w, 30, '#6b6e76'));
    for (let i = 0; i < 30; i += 1) parts.push(rect(i * 42, 330, 4, 60, '#8d939c'));
    parts.push(line(0, 340, w, 340, '#8d939c', 4));
    parts.push(raisedBed(80, 560, 460, 90), raisedBed(680, 580, 460, 90));
    for (let i = 0; i < 5; i += 1)
      parts.push(lettuce(130 + i * 90, 565, 28), tomatoPlant(730 + i * 90, 585, 70));
    parts.push(sunflower(40, 560, 230, 30), sunflower(1160, 580, 250, 32));
    const gardeners: Array<[number, number, 'adult' | 'child', 'reachDown' | 'hold' | 'point']> = [
      [260, 720, 'child', 'reachDown'],
      [470, 730, 'adult', 'point'],
      [800, 740, 'child', 'reachDown'],
      [1000, 735, 'adult', 'hold'],
    ];
    for (const [x, y, build, pose] of gardeners) {
      const fig = cast(rng, { x, y, height: build === 'adult' ? 300 : 200, build, pose });
      parts.push(
        fig.svg,
        vest(x, fig.head[1] + fig.headRadius * 1.15, fig.headRadius * 3.2, fig.headRadius * 3.3),
      );
    }
    parts.push(wateringCan(600, 760, 60));
    parts.push(
      banner(420, 200, 360, 54, COLORS.forest, 'DISTRICT 9 · DISTRITO 9', '#ffffff', SANS),
    );
    return parts;
  },
};

const d9Cleanup: CommunityScene = {
  event: 'district9',
  file: 'district-9-street-cleanup.jpg',
  aspect: '3:2',
  longSide: 1500,
  subject: 'volunteers in safety vests raking leaves and bagging litter along Nelson Avenue',
  draw(c) {
    const { w, rng } = c;
    const parts = park(c, 460, '#b8bcc3');
    parts.push(
      schoolBuilding(500, 1180, 470, {
        floors: 4,
        floorHeight: 70,
        bays: 3,
        tower: 'left',
        rng,
        banners: false,
      }),
    );
    parts.push(tree(160, 480, 90, FOLIAGE.orange), tree(400, 480, 80, FOLIAGE.gold));
    parts.push(rect(0, 480, w, 320, '#c4c7cd'), rect(0, 700, w, 100, '#6f747c'));
    parts.push(line(0, 700, w, 700, '#e6e8ec', 8));
    for (let i = 0; i < 40; i += 1) {
      parts.push(
        ellipse(
          rng.range(0, w),
          rng.range(520, 690),
          9,
          4,
          rng.pick([COLORS.orange, COLORS.mustard, COLORS.red]),
        ),
      );
    }
    const crew: Array<[number, number, 'adult' | 'child', 'hold' | 'reachDown']> = [
      [220, 660, 'adult', 'hold'],
      [430, 670, 'child', 'reachDown'],
      [650, 665, 'adult', 'reachDown'],
      [900, 660, 'adult', 'hold'],
    ];
    for (const [x, y, build, pose] of crew) {
      const fig = cast(rng, {
        x,
        y,
        height: build === 'adult' ? 300 : 200,
        build,
        pose,
        options: { sleeves: 'long' },
      });
      parts.push(
        fig.svg,
        vest(x, fig.head[1] + fig.headRadius * 1.15, fig.headRadius * 3.2, fig.headRadius * 3.3),
      );
      if (pose === 'hold') parts.push(rake(fig.handR, x + 90, y, 70));
    }
    parts.push(
      trashBag(1080, 690, 80),
      trashBag(1140, 695, 70, COLORS.forest),
      trashBag(330, 690, 60),
    );
    return parts;
  },
};

export const COMMUNITY_SCENES: readonly CommunityScene[] = [
  walkRunStart,
  walkRunBridge,
  walkRunWater,
  walkRunFinish,
  donutsTables,
  donutsReading,
  donutsPhoto,
  dadsArrival,
  mlkFoodDrive,
  mlkCards,
  mlkCoatDrive,
  d9Garden,
  d9Cleanup,
];

/** The Family Wellness Day flyer's banner picture (1200×500 design units): stretching on the lawn. */
export function wellnessBanner(c: Canvas): string[] {
  const { w, rng } = c;
  const parts = park(c, 250, '#8cc267');
  parts.push(
    schoolBuilding(820, 1180, 260, {
      floors: 2,
      floorHeight: 44,
      bays: 2,
      tower: 'left',
      rng,
      banners: false,
    }),
  );
  for (let i = 0; i < 5; i += 1)
    parts.push(tree(40 + i * 150, 268, rng.range(30, 40), FOLIAGE.spring));
  parts.push(
    bunting([0, 30], [w, 50], 26, [SCHOOL.maroon, SCHOOL.gold, COLORS.teal, '#ffffff'], 22),
  );
  const stretchers: Array<[number, 'adult' | 'child']> = [
    [140, 'adult'],
    [260, 'child'],
    [380, 'adult'],
    [500, 'child'],
    [620, 'adult'],
  ];
  stretchers.forEach(([x, build], i) =>
    parts.push(
      ellipse(x, 462, 62, 12, [COLORS.teal, COLORS.purple, COLORS.coral][i % 3] ?? COLORS.teal),
      cast(rng, { x, y: 460, height: build === 'adult' ? 200 : 140, build, pose: 'cheer' }).svg,
    ),
  );
  parts.push(table(760, 400, 360, 80, '#f7f1e4'));
  const fruit = [COLORS.red, COLORS.orange, COLORS.lime, COLORS.lemon, COLORS.red, COLORS.green];
  for (let i = 0; i < 12; i += 1)
    parts.push(circle(785 + i * 27, 392, 12, fruit[i % fruit.length] ?? COLORS.red));
  parts.push(cast(rng, { x: 940, y: 470, height: 190, build: 'adult', pose: 'wave' }).svg);
  return parts;
}
