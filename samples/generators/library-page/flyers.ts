/**
 * The four sample flyers of the library page's resource cards, drawn as SVG and written as JPEG:
 * the Back-to-School Fair and the library's Back-to-School welcome, each in English and Spanish.
 * The page gives each one alternative text with the same details (data/library.json).
 */
import path from 'node:path';
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

interface FlyerCopy {
  file: string;
  lang: 'en' | 'es';
  theme: 'fair' | 'welcome';
  kicker: string;
  title: string[];
  when: string;
  where: string;
  items: string[];
  footer: string;
  sample: string;
}

const FLYERS: FlyerCopy[] = [
  {
    file: 'back-to-school-fair-en.jpg',
    lang: 'en',
    theme: 'fair',
    kicker: 'THE HIGHBRIDGE SCHOOL · P.S. 418',
    title: ['Back-to-School', 'Fair'],
    when: 'Saturday, September 12 · 10:00 AM – 1:00 PM',
    where: 'Main Building schoolyard · 1200 Nelson Avenue, Bronx',
    items: [
      'Free backpacks and school supplies, while they last',
      'Sign up for a free public library card',
      'Book swap: bring a book, take a book',
      'Meet your child’s teachers and the librarian',
      'Face painting, music and healthy snacks',
    ],
    footer: 'All families welcome · Free',
    sample: 'Sample flyer',
  },
  {
    file: 'back-to-school-fair-es.jpg',
    lang: 'es',
    theme: 'fair',
    kicker: 'THE HIGHBRIDGE SCHOOL · P.S. 418',
    title: ['Feria de regreso', 'a clases'],
    when: 'Sábado 12 de septiembre · 10:00 a. m. – 1:00 p. m.',
    where: 'Patio del Edificio principal · 1200 Nelson Avenue, Bronx',
    items: [
      'Mochilas y útiles escolares gratis, hasta agotar existencias',
      'Solicite una tarjeta gratuita de la biblioteca pública',
      'Intercambio de libros: traiga uno y llévese otro',
      'Conozca a los maestros de su hijo y a la bibliotecaria',
      'Pintacaritas, música y meriendas saludables',
    ],
    footer: 'Todas las familias son bienvenidas · Entrada gratuita',
    sample: 'Volante de muestra',
  },
  {
    file: 'back-to-school-en.jpg',
    lang: 'en',
    theme: 'welcome',
    kicker: 'THE HIGHBRIDGE SCHOOL LIBRARY',
    title: ['Welcome Back,', 'Readers!'],
    when: 'The library is open from the first day of school',
    where: 'Main Building: Grades 2–5 · Early Childhood Building: 3K–Grade 1',
    items: [
      'Library class every week for every grade',
      'Borrow up to 2 books a week (3K to Grade 1: 1 book)',
      'Bring your library bag on your library day',
      'Breakfast readers welcome from 7:30 to 8:00 AM',
      'Return books on time so everyone gets a turn',
    ],
    footer: 'Questions? Visit the library or call the main office.',
    sample: 'Sample flyer',
  },
  {
    file: 'back-to-school-es.jpg',
    lang: 'es',
    theme: 'welcome',
    kicker: 'BIBLIOTECA DE THE HIGHBRIDGE SCHOOL',
    title: ['¡Bienvenidos de', 'nuevo, lectores!'],
    when: 'La biblioteca abre desde el primer día de clases',
    where: 'Edificio principal: 2.º a 5.º grado · Primera infancia: 3K a 1.er grado',
    items: [
      'Clase de biblioteca cada semana para todos los grados',
      'Saque hasta 2 libros por semana (de 3K a 1.er grado: 1 libro)',
      'Traiga su bolsa de biblioteca el día que le toque',
      'Lectura durante el desayuno de 7:30 a 8:00 a. m.',
      'Devuelva los libros a tiempo para que todos tengan su turno',
    ],
    footer: '¿Preguntas? Visite la biblioteca o llame a la oficina principal.',
    sample: 'Volante de muestra',
  },
];

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
    parts.push(rect(x - 150 + (i % 2) * 16, y - i * 44, 300 - i * 10, 40, color, { rx: 6 }));
    parts.push(
      rect(x - 138 + (i % 2) * 16, y - i * 44 + 8, 276 - i * 10, 6, '#ffffff', { opacity: 0.5 }),
    );
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
  const body: string[] = [rect(0, 0, W, H, SCHOOL.cream)];
  body.push(rect(0, 0, W, 560, band));
  if (fair) body.push(bunting(40));
  body.push(crest(W / 2, fair ? 200 : 150, 120));
  body.push(
    text(W / 2, fair ? 305 : 255, copy.kicker, {
      size: 30,
      fill: SCHOOL.goldLight,
      weight: 'bold',
      anchor: 'middle',
      letterSpacing: 3,
    }),
  );
  let y = fair ? 395 : 345;
  for (const line of copy.title) {
    const size = await measure.fit(line, { family: 'serif', bold: true }, 96, W - 160);
    body.push(
      text(W / 2, y, line, {
        size,
        fill: '#ffffff',
        family: SERIF,
        weight: 'bold',
        anchor: 'middle',
      }),
    );
    y += size * 1.05;
  }
  // When and where, on a gold ribbon.
  body.push(rect(70, 600, W - 140, 150, SCHOOL.gold, { rx: 24 }));
  const whenSize = await measure.fit(copy.when, { family: 'sans', bold: true }, 40, W - 220);
  body.push(text(W / 2, 664, copy.when, { size: whenSize, weight: 'bold', anchor: 'middle' }));
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
  body.push(
    text(W / 2, H - 62, copy.footer, {
      size: footerSize,
      fill: '#ffffff',
      weight: 'bold',
      anchor: 'middle',
    }),
  );
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

/** Writes the four flyers into `dir`; returns their paths. */
export async function writeFlyers(dir: string, measure: TextMeasurer): Promise<string[]> {
  const files: string[] = [];
  for (const [index, copy] of FLYERS.entries()) {
    const svg = await flyerSvg(copy, measure);
    const description = `Sample flyer generated for the Highbridge School library page, not a real event notice, language ${copy.lang}`;
    const file = path.join(dir, copy.file);
    await writeJpeg(file, svg, {
      width: W,
      height: H,
      minBytes: 40 * 1024,
      maxBytes: 140 * 1024,
      seed: 4180 + index,
      description,
    });
    // The card's small version (the overlay shows the full one).
    const thumb = path.join(dir, copy.file.replace(/\.jpg$/, '-480.jpg'));
    await writeJpeg(thumb, svg, {
      width: THUMB_W,
      height: Math.round((H * THUMB_W) / W),
      minBytes: 12 * 1024,
      maxBytes: 40 * 1024,
      seed: 4190 + index,
      description,
    });
    files.push(file, thumb);
  }
  return files;
}
