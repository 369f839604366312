/**
 * The sample "Book & Word of the Month" PDF: ten pages, September to June, each with the featured
 * book (a drawn cover, title, author, grades and a summary) and the word of the month, in English
 * and in Spanish. Real text in a tagged structure (headings, paragraphs, a figure with its
 * alternative text, Spanish passages marked as Spanish), so it reads aloud and reflows.
 *
 * Families read it on phones, in the library page's viewer: each page is a narrow one-column page
 * (5.5 inches wide) whose smallest text is 12.5 pt, so that at a phone's width (about 356 CSS px)
 * no text is smaller than 11 CSS px. It prints on US Letter scaled to fit.
 */
import { MONTH_PAGES, type MonthPage } from './monthly-content.ts';
import {
  artifact,
  createPdf,
  INK,
  measure,
  savePdf,
  tagged,
  type Pdf,
  type Struct,
  type TextStyle,
} from './pdf-kit.ts';

// 5.5 × 14 inches. The library page keeps a box of this shape for the page while the PDF loads
// (.library-monthly in src/pages/library/library.css): change both together.
const PAGE_W = 396;
const PAGE_H = 1008;
const MARGIN = 24;
const CONTENT_W = PAGE_W - MARGIN * 2;
const ES = 'es-US';

/** The type scale, in points: nothing on the page is smaller than SMALL. */
const SMALL = 12.5;
const BODY = 13;
const HEADING = 14;
const FOOTER_H = 62;

function lighten(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount);
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `#${[16, 8, 0]
    .map((shift) =>
      Math.round(((value >> shift) & 0xff) * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The motif in the middle of a drawn cover, centred on (cx, cy), about `s` points wide. */
function drawMotif(
  doc: Pdf,
  motif: MonthPage['book']['motif'],
  cx: number,
  cy: number,
  s: number,
  color: string,
): void {
  const light = lighten(color, 0.75);
  const mid = lighten(color, 0.45);
  doc.save();
  switch (motif) {
    case 'bridge': {
      // The arches of the High Bridge over the river.
      doc.rect(cx - s / 2, cy - s * 0.05, s, s * 0.1).fill(light);
      for (let i = 0; i < 4; i += 1) {
        const x = cx - s / 2 + (i * s) / 4;
        doc.rect(x, cy + s * 0.05, s * 0.05, s * 0.3).fill(light);
        doc
          .moveTo(x + s * 0.05, cy + s * 0.35)
          .bezierCurveTo(
            x + s * 0.05,
            cy + s * 0.1,
            x + s * 0.25,
            cy + s * 0.1,
            x + s * 0.25,
            cy + s * 0.35,
          )
          .lineWidth(s * 0.02)
          .stroke(light);
      }
      for (let i = 0; i < 3; i += 1)
        doc.rect(cx - s / 2, cy + s * (0.4 + i * 0.07), s, s * 0.02).fill(mid);
      break;
    }
    case 'leaf': {
      // A pumpkin and a magnifying glass.
      for (const dx of [-0.18, 0.18, 0])
        doc.ellipse(cx + dx * s, cy + s * 0.1, s * 0.24, s * 0.2).fill(dx === 0 ? light : mid);
      doc.rect(cx - s * 0.03, cy - s * 0.2, s * 0.06, s * 0.12).fill(lighten('#2f6b4a', 0.3));
      doc
        .circle(cx + s * 0.3, cy - s * 0.22, s * 0.12)
        .lineWidth(s * 0.04)
        .stroke(light);
      doc
        .moveTo(cx + s * 0.38, cy - s * 0.13)
        .lineTo(cx + s * 0.5, cy)
        .lineWidth(s * 0.05)
        .stroke(light);
      break;
    }
    case 'pot': {
      // A pot on the table with steam rising.
      doc.roundedRect(cx - s * 0.3, cy - s * 0.05, s * 0.6, s * 0.35, s * 0.06).fill(light);
      doc.rect(cx - s * 0.38, cy - s * 0.08, s * 0.76, s * 0.06).fill(mid);
      for (const dx of [-0.15, 0, 0.15]) {
        doc
          .moveTo(cx + dx * s, cy - s * 0.14)
          .bezierCurveTo(
            cx + (dx - 0.08) * s,
            cy - s * 0.24,
            cx + (dx + 0.08) * s,
            cy - s * 0.32,
            cx + dx * s,
            cy - s * 0.42,
          )
          .lineWidth(s * 0.025)
          .stroke(light);
      }
      doc.rect(cx - s / 2, cy + s * 0.32, s, s * 0.04).fill(mid);
      break;
    }
    case 'star': {
      // A star above lit windows.
      const points: Array<[number, number]> = [];
      for (let i = 0; i < 10; i += 1) {
        const r = i % 2 === 0 ? s * 0.2 : s * 0.08;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push([cx + r * Math.cos(a), cy - s * 0.2 + r * Math.sin(a)]);
      }
      doc.polygon(...points).fill(INK.gold);
      for (let row = 0; row < 2; row += 1)
        for (let col = 0; col < 4; col += 1)
          doc
            .rect(cx - s * 0.4 + col * s * 0.21, cy + s * 0.12 + row * s * 0.18, s * 0.14, s * 0.12)
            .fill((row + col) % 2 === 0 ? INK.gold : light);
      break;
    }
    case 'snow': {
      // Three snowflakes.
      for (const [dx, dy, r] of [
        [0, 0, 0.26],
        [-0.32, 0.28, 0.12],
        [0.33, -0.24, 0.14],
      ] as const) {
        for (let i = 0; i < 3; i += 1) {
          const a = (i * Math.PI) / 3;
          doc
            .moveTo(cx + dx * s - Math.cos(a) * r * s, cy + dy * s - Math.sin(a) * r * s)
            .lineTo(cx + dx * s + Math.cos(a) * r * s, cy + dy * s + Math.sin(a) * r * s)
            .lineWidth(s * 0.03)
            .stroke(light);
        }
      }
      break;
    }
    case 'quilt': {
      // A patchwork of squares.
      const colors = [light, INK.gold, mid, '#f2a97c', light, mid, INK.gold, light, '#f2a97c'];
      for (let i = 0; i < 9; i += 1) {
        const x = cx - s * 0.36 + (i % 3) * s * 0.24;
        const y = cy - s * 0.36 + Math.floor(i / 3) * s * 0.24;
        doc.rect(x, y, s * 0.22, s * 0.22).fill(colors[i] ?? light);
      }
      break;
    }
    case 'moon': {
      // A crescent moon and a ruler.
      doc.circle(cx, cy - s * 0.1, s * 0.26).fill(light);
      doc.circle(cx + s * 0.12, cy - s * 0.16, s * 0.24).fill(color);
      doc.rect(cx - s * 0.45, cy + s * 0.3, s * 0.9, s * 0.1).fill(INK.gold);
      for (let i = 0; i < 9; i += 1)
        doc
          .rect(
            cx - s * 0.4 + i * s * 0.1,
            cy + s * 0.3,
            s * 0.012,
            s * (i % 2 === 0 ? 0.06 : 0.035),
          )
          .fill(INK.ink);
      break;
    }
    case 'pocket': {
      // A folded poem peeking out of a pocket.
      doc.rect(cx - s * 0.16, cy - s * 0.38, s * 0.34, s * 0.36).fill('#ffffff');
      for (let i = 0; i < 4; i += 1)
        doc.rect(cx - s * 0.11, cy - s * 0.32 + i * s * 0.07, s * 0.24, s * 0.02).fill(mid);
      doc
        .moveTo(cx - s * 0.32, cy - s * 0.1)
        .lineTo(cx + s * 0.32, cy - s * 0.1)
        .lineTo(cx + s * 0.28, cy + s * 0.3)
        .lineTo(cx, cy + s * 0.4)
        .lineTo(cx - s * 0.28, cy + s * 0.3)
        .closePath()
        .fill(light);
      break;
    }
    case 'garden': {
      // Three sprouts in a raised bed.
      doc.rect(cx - s * 0.45, cy + s * 0.15, s * 0.9, s * 0.22).fill('#a77b50');
      for (const dx of [-0.28, 0, 0.28]) {
        doc.rect(cx + dx * s - s * 0.015, cy - s * 0.15, s * 0.03, s * 0.3).fill(light);
        doc.ellipse(cx + dx * s - s * 0.07, cy - s * 0.12, s * 0.08, s * 0.04).fill(light);
        doc.ellipse(cx + dx * s + s * 0.07, cy - s * 0.2, s * 0.08, s * 0.04).fill(light);
      }
      break;
    }
    case 'sun': {
      // A sun with rays.
      for (let i = 0; i < 12; i += 1) {
        const a = (i * Math.PI) / 6;
        doc
          .moveTo(cx + Math.cos(a) * s * 0.26, cy + Math.sin(a) * s * 0.26)
          .lineTo(cx + Math.cos(a) * s * 0.42, cy + Math.sin(a) * s * 0.42)
          .lineWidth(s * 0.04)
          .stroke(lighten(INK.gold, 0.3));
      }
      doc.circle(cx, cy, s * 0.2).fill(lighten(INK.gold, 0.3));
      break;
    }
  }
  doc.restore();
}

/** The cover's label, in English and in Spanish. */
function coverLabel(book: MonthPage['book']): string {
  return (
    `Cover of “${book.title}” by ${book.author} (sample illustration). ` +
    `Portada de «${book.title}», de ${book.author} (ilustración de muestra).`
  );
}

/** The drawn cover, as a figure whose alternative text describes it. */
function drawCover(
  doc: Pdf,
  parent: Struct,
  page: MonthPage,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const { book } = page;
  parent.add(
    doc.struct('Figure', { alt: coverLabel(book) }, () => {
      doc.save();
      doc.roundedRect(x + 5, y + 5, w, h, 6).fill('#d9d2c6');
      doc.roundedRect(x, y, w, h, 6).fill(book.color);
      doc.rect(x, y, w * 0.08, h).fill(darken(book.color, 0.25));
      doc.rect(x + w * 0.16, y + 10, w * 0.72, 2).fill(INK.gold);
      const textX = x + w * 0.12;
      const textW = w * 0.84;
      const title: TextStyle = { font: 'serifBold', size: BODY, width: textW, align: 'center' };
      const author: TextStyle = { font: 'sans', size: SMALL, width: textW, align: 'center' };
      const titleBottom = y + 16 + measure(doc, book.title, title);
      const authorTop = y + h - 8 - measure(doc, book.author, author);
      doc
        .font('serifBold')
        .fontSize(BODY)
        .fillColor('#ffffff')
        .text(book.title, textX, y + 16, { width: textW, align: 'center', lineGap: 2 });
      const motifSize = Math.min(w * 0.62, authorTop - titleBottom - 8);
      drawMotif(
        doc,
        book.motif,
        x + w * 0.54,
        (titleBottom + authorTop) / 2,
        motifSize,
        book.color,
      );
      doc
        .font('sans')
        .fontSize(SMALL)
        .fillColor('#ffffff')
        .text(book.author, textX, authorTop, { width: textW, align: 'center', lineGap: 2 });
      doc.restore();
    }),
  );
}

/** A paragraph in English and its Spanish version below it, in the softer ink. */
function bilingual(
  doc: Pdf,
  parent: Struct,
  text: { en: string; es: string },
  y: number,
  style: TextStyle,
  gap = 4,
): number {
  const below = tagged(doc, parent, 'P', text.en, MARGIN, y, style);
  return tagged(doc, parent, 'P', text.es, MARGIN, below + gap, { ...style, color: INK.soft }, ES);
}

function monthPage(doc: Pdf, root: Struct, page: MonthPage, index: number, total: number): void {
  doc.addPage({
    size: [PAGE_W, PAGE_H],
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 },
  });
  const sect = doc.struct('Sect');
  root.add(sect);
  const label: TextStyle = { font: 'sansBold', size: SMALL, color: INK.gold, width: CONTENT_W };
  const heading: TextStyle = {
    font: 'sansBold',
    size: HEADING,
    color: INK.maroon,
    width: CONTENT_W,
  };
  const body: TextStyle = { font: 'sans', size: BODY, width: CONTENT_W };

  // Header band: what the page is, that it is a sample, and the month in both languages.
  const bandH = 112;
  artifact(doc, () => {
    doc.rect(0, 0, PAGE_W, bandH).fill(INK.maroon);
    doc.rect(0, bandH, PAGE_W, 5).fill(INK.gold);
    doc
      .roundedRect(PAGE_W - MARGIN - 140, 14, 140, 22, 11)
      .lineWidth(1.2)
      .stroke('#ffffff');
  });
  tagged(doc, sect, 'P', 'SAMPLE · MUESTRA', PAGE_W - MARGIN - 140, 19, {
    ...label,
    color: '#ffffff',
    width: 140,
    align: 'center',
  });
  let y = tagged(doc, sect, 'P', 'BOOK & WORD OF THE MONTH', MARGIN, 18, {
    ...label,
    width: CONTENT_W - 148,
  });
  tagged(doc, sect, 'P', 'LIBRO Y PALABRA DEL MES', MARGIN, y + 2, label, ES);
  tagged(doc, sect, 'H1', page.monthName.en, MARGIN, 64, {
    font: 'serifBold',
    size: 30,
    color: '#ffffff',
    width: CONTENT_W * 0.55,
  });
  tagged(
    doc,
    sect,
    'P',
    page.monthName.es,
    MARGIN + CONTENT_W * 0.45,
    70,
    {
      font: 'serifBold',
      size: 24,
      color: lighten(INK.gold, 0.45),
      width: CONTENT_W * 0.55,
      align: 'right',
    },
    ES,
  );

  // Book of the month: the cover beside the title, author and grades; the summary below.
  const { book } = page;
  y = tagged(doc, sect, 'H2', 'Book of the Month · Libro del mes', MARGIN, bandH + 20, heading);
  const coverW = 106;
  const coverH = 148;
  const coverTop = y + 10;
  drawCover(doc, sect, page, MARGIN, coverTop, coverW, coverH);
  const sideX = MARGIN + coverW + 16;
  const side = { width: CONTENT_W - coverW - 16 };
  let sideY = tagged(doc, sect, 'P', book.title, sideX, coverTop, {
    font: 'serifBold',
    size: 19,
    ...side,
  });
  sideY = tagged(
    doc,
    sect,
    'P',
    `En español: ${book.titleEs}`,
    sideX,
    sideY + 4,
    { font: 'sansItalic', size: SMALL, color: INK.soft, ...side },
    ES,
  );
  sideY = tagged(doc, sect, 'P', `by ${book.author} · ${book.grades.en}`, sideX, sideY + 8, {
    font: 'sans',
    size: SMALL,
    ...side,
  });
  tagged(
    doc,
    sect,
    'P',
    `de ${book.author} · ${book.grades.es}`,
    sideX,
    sideY + 4,
    { font: 'sans', size: SMALL, color: INK.soft, ...side },
    ES,
  );
  y = bilingual(doc, sect, book.summary, coverTop + coverH + 16, body, 6);

  // Word of the month: the English word, then the Spanish one, in a box.
  const { word } = page;
  const columns = [
    {
      word: word.en,
      partOfSpeech: word.partOfSpeech.en,
      definition: word.definition.en,
      example: word.example.en,
    },
    {
      word: word.es,
      partOfSpeech: word.partOfSpeech.es,
      definition: word.definition.es,
      example: word.example.es,
      lang: ES,
    },
  ];
  const innerX = MARGIN + 18;
  const innerW = CONTENT_W - 30;
  const wordStyle: TextStyle = {
    font: 'serifBold',
    size: 22,
    color: INK.maroonDark,
    width: innerW,
  };
  const detail: TextStyle = { font: 'sans', size: BODY, width: innerW };
  const columnHeight = (column: (typeof columns)[number]): number =>
    measure(doc, column.word, wordStyle) +
    4 +
    measure(doc, `(${column.partOfSpeech}) ${column.definition}`, detail) +
    4 +
    measure(doc, `“${column.example}”`, { ...detail, font: 'sansItalic' });
  const boxTop = y + 18;
  const boxH =
    16 + 18 + 8 + columns.reduce((sum, column) => sum + columnHeight(column), 0) + 16 + 14;
  artifact(doc, () => {
    doc.roundedRect(MARGIN, boxTop, CONTENT_W, boxH, 10).fill(INK.cream);
    doc.roundedRect(MARGIN, boxTop, 6, boxH, 3).fill(INK.gold);
  });
  let wy = tagged(doc, sect, 'H2', 'Word of the Month · Palabra del mes', innerX, boxTop + 14, {
    ...heading,
    width: innerW,
  });
  columns.forEach((column, i) => {
    const div = doc.struct('Div', column.lang === undefined ? {} : { lang: column.lang });
    sect.add(div);
    if (i > 0) {
      artifact(doc, () => doc.rect(innerX, wy + 7, innerW, 1).fill(INK.line));
      wy += 16;
    }
    wy = tagged(doc, div, 'P', column.word, innerX, wy + 8, wordStyle);
    wy = tagged(
      doc,
      div,
      'P',
      `(${column.partOfSpeech}) ${column.definition}`,
      innerX,
      wy + 4,
      detail,
    );
    wy = tagged(doc, div, 'P', `“${column.example}”`, innerX, wy + 4, {
      ...detail,
      font: 'sansItalic',
    });
    div.end();
  });

  // Try it at home, and where to find the book.
  y = tagged(
    doc,
    sect,
    'H2',
    'Try it at home · Inténtelo en casa',
    MARGIN,
    boxTop + boxH + 18,
    heading,
  );
  y = bilingual(doc, sect, page.atHome, y + 6, body);
  y = bilingual(
    doc,
    sect,
    {
      en: 'Find this book in both school libraries. Ask the librarian to put it on hold for your child.',
      es: 'Encuentre este libro en las dos bibliotecas de la escuela. Pida a la bibliotecaria que lo reserve para su hijo.',
    },
    y + 10,
    body,
  );
  const footerTop = PAGE_H - FOOTER_H;
  if (y > footerTop - 8)
    throw new Error(
      `${page.monthName.en}: the page is too full (ends at ${Math.round(y)} pt, the footer starts at ${footerTop} pt)`,
    );
  maxBottom = Math.max(maxBottom, y);

  // Footer: the sample note is content; the page number is pagination.
  artifact(doc, () => doc.rect(MARGIN, footerTop, CONTENT_W, 0.8).fill(INK.line));
  const note: TextStyle = { font: 'sans', size: SMALL, color: INK.soft, width: CONTENT_W - 50 };
  const noteY = tagged(
    doc,
    sect,
    'P',
    'Sample: the books and authors are fictional.',
    MARGIN,
    footerTop + 8,
    note,
  );
  tagged(
    doc,
    sect,
    'P',
    'Muestra: los libros y autores son ficticios.',
    MARGIN,
    noteY + 2,
    note,
    ES,
  );
  artifact(
    doc,
    () => {
      doc
        .font('sans')
        .fontSize(SMALL)
        .fillColor(INK.soft)
        .text(`${index + 1} / ${total}`, MARGIN + CONTENT_W - 46, footerTop + 8, {
          width: 46,
          align: 'right',
        });
    },
    'Pagination',
  );
  sect.end();
}

/** The lowest point the content of any page reached (reported, to size the page). */
let maxBottom = 0;

/** Writes the ten-page PDF to `file`. */
export async function writeMonthlyPdf(file: string): Promise<void> {
  const { doc, root } = createPdf({
    title: 'Book & Word of the Month / Libro y palabra del mes (sample)',
    subject:
      'The Highbridge School Library: a featured book and a word of the month for each month from September to June, in English and Spanish. Sample document with fictional books.',
    lang: 'en-US',
  });
  MONTH_PAGES.forEach((page, index) => monthPage(doc, root, page, index, MONTH_PAGES.length));
  await savePdf(doc, root, file);
  console.log(
    `  the fullest page's content ends at ${Math.round(maxBottom)} pt; its footer starts at ${PAGE_H - FOOTER_H} pt`,
  );
}
