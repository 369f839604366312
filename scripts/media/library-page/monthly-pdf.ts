/**
 * The sample "Book & Word of the Month" PDF: ten pages, September to June, each with the featured
 * book (a drawn cover, title, author, grades and a summary) and the word of the month, in English
 * and in Spanish. Real text in a tagged structure (headings, paragraphs, a figure with its
 * alternative text, Spanish passages marked as Spanish), so it reads aloud and reflows.
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
} from './pdf-kit.ts';

const PAGE_W = 612;
const MARGIN = 54;
const CONTENT_W = PAGE_W - MARGIN * 2;
const ES = 'es-US';

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
  const alt = `Cover of “${book.title}” by ${book.author} (sample illustration).`;
  parent.add(
    doc.struct('Figure', { alt }, () => {
      doc.save();
      doc.roundedRect(x + 6, y + 6, w, h, 6).fill('#d9d2c6');
      doc.roundedRect(x, y, w, h, 6).fill(book.color);
      doc.rect(x, y, w * 0.08, h).fill(darken(book.color, 0.25));
      doc.rect(x + w * 0.16, y + 14, w * 0.72, 2).fill(INK.gold);
      doc
        .font('serifBold')
        .fontSize(15)
        .fillColor('#ffffff')
        .text(book.title, x + w * 0.14, y + 24, { width: w * 0.78, align: 'center' });
      drawMotif(doc, book.motif, x + w * 0.54, y + h * 0.6, w * 0.62, book.color);
      doc
        .font('sans')
        .fontSize(9)
        .fillColor('#ffffff')
        .text(book.author, x + w * 0.14, y + h - 24, { width: w * 0.78, align: 'center' });
      doc.restore();
    }),
  );
}

function monthPage(doc: Pdf, root: Struct, page: MonthPage, index: number, total: number): void {
  doc.addPage();
  const sect = doc.struct('Sect');
  root.add(sect);

  // Header band.
  artifact(doc, () => {
    doc.rect(0, 0, PAGE_W, 118).fill(INK.maroon);
    doc.rect(0, 118, PAGE_W, 5).fill(INK.gold);
  });
  let y = tagged(
    doc,
    sect,
    'P',
    'THE HIGHBRIDGE SCHOOL LIBRARY · BOOK & WORD OF THE MONTH',
    MARGIN,
    30,
    {
      font: 'sansBold',
      size: 9.5,
      color: INK.gold,
      width: CONTENT_W,
    },
  );
  tagged(
    doc,
    sect,
    'P',
    'BIBLIOTECA DE LA ESCUELA HIGHBRIDGE · LIBRO Y PALABRA DEL MES',
    MARGIN,
    y + 2,
    {
      font: 'sansBold',
      size: 9.5,
      color: INK.gold,
      width: CONTENT_W,
    },
    ES,
  );
  tagged(doc, sect, 'H1', page.monthName.en, MARGIN, 64, {
    font: 'serifBold',
    size: 32,
    color: '#ffffff',
    width: CONTENT_W / 2,
  });
  tagged(
    doc,
    sect,
    'P',
    page.monthName.es,
    MARGIN + CONTENT_W / 2,
    70,
    {
      font: 'serifBold',
      size: 26,
      color: lighten(INK.gold, 0.45),
      width: CONTENT_W / 2,
      align: 'right',
    },
    ES,
  );

  // Book of the month: cover on the left, text on the right.
  const coverW = 150;
  const coverH = 210;
  const top = 146;
  drawCover(doc, sect, page, MARGIN, top, coverW, coverH);
  const textX = MARGIN + coverW + 28;
  const textW = CONTENT_W - coverW - 28;
  const { book } = page;
  y = tagged(doc, sect, 'H2', 'Book of the Month · Libro del mes', textX, top, {
    font: 'sansBold',
    size: 11,
    color: INK.maroon,
    width: textW,
  });
  y = tagged(doc, sect, 'P', book.title, textX, y + 4, {
    font: 'serifBold',
    size: 20,
    width: textW,
  });
  y = tagged(
    doc,
    sect,
    'P',
    `En español: ${book.titleEs}`,
    textX,
    y + 1,
    {
      font: 'sansItalic',
      size: 10.5,
      color: INK.soft,
      width: textW,
    },
    ES,
  );
  y = tagged(doc, sect, 'P', `by ${book.author} · ${book.grades.en}`, textX, y + 4, {
    font: 'sans',
    size: 10.5,
    color: INK.soft,
    width: textW,
  });
  y = tagged(doc, sect, 'P', book.summary.en, textX, y + 8, {
    font: 'sans',
    size: 10.5,
    width: textW,
  });
  y = tagged(
    doc,
    sect,
    'P',
    book.summary.es,
    textX,
    y + 6,
    {
      font: 'sans',
      size: 10.5,
      color: INK.soft,
      width: textW,
    },
    ES,
  );

  // Word of the month: English and Spanish side by side in a box.
  const boxTop = Math.max(y, top + coverH) + 24;
  const columnW = (CONTENT_W - 56) / 2;
  const { word } = page;
  const enDetails = [`(${word.partOfSpeech.en}) ${word.definition.en}`, `“${word.example.en}”`];
  const esDetails = [`(${word.partOfSpeech.es}) ${word.definition.es}`, `“${word.example.es}”`];
  const columnHeight = (details: string[], wordText: string): number =>
    measure(doc, wordText, { font: 'serifBold', size: 24, width: columnW }) +
    details.reduce(
      (sum, text) => sum + 8 + measure(doc, text, { font: 'sans', size: 10.5, width: columnW }),
      0,
    );
  const boxH = 58 + Math.max(columnHeight(enDetails, word.en), columnHeight(esDetails, word.es));
  artifact(doc, () => {
    doc.roundedRect(MARGIN, boxTop, CONTENT_W, boxH, 10).fill(INK.cream);
    doc.roundedRect(MARGIN, boxTop, 6, boxH, 3).fill(INK.gold);
    doc.rect(MARGIN + 28 + columnW + 13, boxTop + 50, 1, boxH - 66).fill(INK.line);
  });
  tagged(doc, sect, 'H2', 'Word of the Month · Palabra del mes', MARGIN + 24, boxTop + 18, {
    font: 'sansBold',
    size: 11,
    color: INK.maroon,
    width: CONTENT_W - 48,
  });
  const writeColumn = (x: number, wordText: string, details: string[], lang?: string): void => {
    const column = doc.struct('Div', lang === undefined ? {} : { lang });
    sect.add(column);
    let cy = tagged(doc, column, 'P', wordText, x, boxTop + 44, {
      font: 'serifBold',
      size: 24,
      color: INK.maroonDark,
      width: columnW,
    });
    details.forEach((text, i) => {
      cy = tagged(doc, column, 'P', text, x, cy + 8, {
        font: i === 1 ? 'sansItalic' : 'sans',
        size: 10.5,
        width: columnW,
      });
    });
    column.end();
  };
  writeColumn(MARGIN + 28, word.en, enDetails);
  writeColumn(MARGIN + 28 + columnW + 28, word.es, esDetails, ES);

  // Try it at home.
  y = boxTop + boxH + 20;
  y = tagged(doc, sect, 'H2', 'Try it at home · Inténtelo en casa', MARGIN, y, {
    font: 'sansBold',
    size: 11,
    color: INK.maroon,
    width: CONTENT_W,
  });
  y = tagged(doc, sect, 'P', page.atHome.en, MARGIN, y + 6, {
    font: 'sans',
    size: 10.5,
    width: CONTENT_W,
  });
  y = tagged(
    doc,
    sect,
    'P',
    page.atHome.es,
    MARGIN,
    y + 4,
    {
      font: 'sans',
      size: 10.5,
      color: INK.soft,
      width: CONTENT_W,
    },
    ES,
  );
  y = tagged(
    doc,
    sect,
    'P',
    'Find this book in both school libraries. Ask the librarian to put it on hold for your child.',
    MARGIN,
    y + 10,
    {
      font: 'sans',
      size: 10.5,
      width: CONTENT_W,
    },
  );
  y = tagged(
    doc,
    sect,
    'P',
    'Encuentre este libro en las dos bibliotecas de la escuela. Pida a la bibliotecaria que lo reserve para su hijo.',
    MARGIN,
    y + 4,
    {
      font: 'sans',
      size: 10.5,
      color: INK.soft,
      width: CONTENT_W,
    },
    ES,
  );
  if (y > 720)
    throw new Error(`${page.monthName.en}: the page is too full (ends at ${Math.round(y)} pt)`);

  // Footer: the sample note is content; the page number is pagination.
  artifact(doc, () => doc.rect(MARGIN, 730, CONTENT_W, 0.8).fill(INK.line));
  tagged(
    doc,
    sect,
    'P',
    'Sample document: the books and authors are fictional. · Documento de muestra: los libros y autores son ficticios.',
    MARGIN,
    738,
    {
      font: 'sans',
      size: 8,
      color: INK.soft,
      width: CONTENT_W - 70,
    },
  );
  artifact(
    doc,
    () => {
      doc
        .font('sans')
        .fontSize(8)
        .fillColor(INK.soft)
        .text(`${index + 1} / ${total}`, MARGIN + CONTENT_W - 60, 738, {
          width: 60,
          align: 'right',
        });
    },
    'Pagination',
  );
  sect.end();
}

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
}
