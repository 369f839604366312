/**
 * The sample summer reading list: page 1 in English, page 2 in Spanish (marked as Spanish), with
 * suggested books for three grade bands and the summer reading challenge. Fictional books.
 */
import { artifact, createPdf, INK, savePdf, tagged, type Pdf, type Struct } from './pdf-kit.ts';

const PAGE_W = 612;
const MARGIN = 54;
const CONTENT_W = PAGE_W - MARGIN * 2;

interface Suggestion {
  title: string;
  author: string;
  about: { en: string; es: string };
}

interface Band {
  name: { en: string; es: string };
  books: Suggestion[];
}

const BANDS: Band[] = [
  {
    name: { en: '3K to Kindergarten', es: 'De 3K a kínder' },
    books: [
      {
        title: 'Splash, Said the Puddle',
        author: 'Hana Yoshida-Park',
        about: {
          en: 'A rainy-day rhyme to read aloud and act out.',
          es: 'Una rima de día lluvioso para leer en voz alta y actuar.',
        },
      },
      {
        title: 'Ten Little Bodegas',
        author: 'Rafael Cruz',
        about: {
          en: 'Count from one to ten on a walk through the neighborhood.',
          es: 'Cuente del uno al diez en un paseo por el barrio.',
        },
      },
      {
        title: 'Who Lives in the Park?',
        author: 'Greta Lindqvist',
        about: {
          en: 'Lift-the-flap animals hiding in a city park.',
          es: 'Animales escondidos en un parque de la ciudad, con solapas para levantar.',
        },
      },
    ],
  },
  {
    name: { en: 'Grades 1 and 2', es: '1.er y 2.º grado' },
    books: [
      {
        title: 'Benny and the Big Library Card',
        author: 'Tamara Osei',
        about: {
          en: 'Benny gets his first library card and borrows far too many books.',
          es: 'Benny recibe su primera tarjeta de biblioteca y saca demasiados libros.',
        },
      },
      {
        title: 'The Rooftop Tomato Club',
        author: 'Inés Calderón',
        about: {
          en: 'Friends grow a garden on top of their apartment building.',
          es: 'Unos amigos cultivan un huerto en la azotea de su edificio.',
        },
      },
      {
        title: 'Marco Makes a Map',
        author: 'Oliver Chen-Bailey',
        about: {
          en: 'A boy maps his block and discovers its secrets.',
          es: 'Un niño dibuja el mapa de su cuadra y descubre sus secretos.',
        },
      },
    ],
  },
  {
    name: { en: 'Grades 3 to 5', es: 'De 3.er a 5.º grado' },
    books: [
      {
        title: 'The Secret Stairs of Highbridge',
        author: 'Lucía Montalvo',
        about: {
          en: 'A mystery that winds through the stairways of the West Bronx.',
          es: 'Un misterio que recorre las escalinatas del oeste del Bronx.',
        },
      },
      {
        title: 'Goalkeeper Girl',
        author: 'Adaeze Nwosu',
        about: {
          en: 'Ify tries out for the travel soccer team and learns to lead.',
          es: 'Ify hace la prueba para el equipo de fútbol y aprende a liderar.',
        },
      },
      {
        title: 'How to Build a Robot Dog',
        author: 'Samuel Ortega',
        about: {
          en: 'Real projects, mistakes included, from a young inventor.',
          es: 'Proyectos reales, errores incluidos, de un joven inventor.',
        },
      },
    ],
  },
];

const COPY = {
  en: {
    eyebrow: 'THE HIGHBRIDGE SCHOOL LIBRARY',
    title: 'Summer Reading List',
    intro:
      'Reading every day over the summer keeps young minds growing. Choose books your child enjoys: picture books, comics, chapter books and books in Spanish all count.',
    challengeTitle: 'The Summer Reading Challenge',
    challenge: [
      'Read (or be read to) for 20 minutes a day.',
      'Write the title of each book you finish on your reading log.',
      'Bring your log to the library in September to earn a certificate and a new book to keep.',
    ],
    publicLibrary:
      'Free books all summer: with a public library card your family can borrow printed books and e-books in English and Spanish.',
    sample: 'Sample document: the books and authors are fictional.',
  },
  es: {
    eyebrow: 'BIBLIOTECA DE THE HIGHBRIDGE SCHOOL',
    title: 'Lista de lectura de verano',
    intro:
      'Leer todos los días durante el verano mantiene activa la mente de los niños. Elija libros que le gusten a su hijo o hija: los libros ilustrados, los cómics, las novelas y los libros en español cuentan.',
    challengeTitle: 'El reto de lectura de verano',
    challenge: [
      // Like the English, the steps speak to the child: infinitives, not "Lea" (to the parent).
      'Leer (o escuchar a alguien leer) 20 minutos al día.',
      'Anotar en el registro de lectura el título de cada libro terminado.',
      'Llevar el registro a la biblioteca en septiembre para recibir un certificado y un libro nuevo de regalo.',
    ],
    publicLibrary:
      'Libros gratis todo el verano: con una tarjeta de la biblioteca pública, su familia puede sacar libros impresos y electrónicos en inglés y en español.',
    sample: 'Documento de muestra: los libros y autores son ficticios.',
  },
} as const;

function languagePage(doc: Pdf, root: Struct, lng: 'en' | 'es', page: number): void {
  doc.addPage();
  const copy = COPY[lng];
  const sect = doc.struct('Sect', lng === 'es' ? { lang: 'es-US' } : {});
  root.add(sect);
  artifact(doc, () => {
    doc.rect(0, 0, PAGE_W, 108).fill('#1f6f78');
    doc.rect(0, 108, PAGE_W, 5).fill(INK.gold);
  });
  tagged(doc, sect, 'P', copy.eyebrow, MARGIN, 32, {
    font: 'sansBold',
    size: 9.5,
    color: INK.gold,
    width: CONTENT_W,
  });
  tagged(doc, sect, 'H1', copy.title, MARGIN, 52, {
    font: 'serifBold',
    size: 30,
    color: '#ffffff',
    width: CONTENT_W,
  });
  let y = tagged(doc, sect, 'P', copy.intro, MARGIN, 134, {
    font: 'sans',
    size: 11,
    width: CONTENT_W,
  });
  for (const band of BANDS) {
    y = tagged(doc, sect, 'H2', band.name[lng], MARGIN, y + 16, {
      font: 'sansBold',
      size: 13,
      color: '#1f6f78',
      width: CONTENT_W,
    });
    const list = doc.struct('L');
    sect.add(list);
    for (const book of band.books) {
      const item = doc.struct('LI');
      list.add(item);
      artifact(doc, () => doc.circle(MARGIN + 4, y + 12, 2.2).fill(INK.maroon));
      y = tagged(
        doc,
        item,
        'LBody',
        `${book.title}, ${lng === 'en' ? 'by' : 'de'} ${book.author}. ${book.about[lng]}`,
        MARGIN + 14,
        y + 6,
        {
          font: 'sans',
          size: 10.5,
          width: CONTENT_W - 14,
        },
      );
      item.end();
    }
    list.end();
  }
  y += 22;
  const boxTop = y;
  const challengeHeight = 118;
  artifact(doc, () => {
    doc.roundedRect(MARGIN, boxTop, CONTENT_W, challengeHeight, 10).fill(INK.cream);
    doc.roundedRect(MARGIN, boxTop, 6, challengeHeight, 3).fill(INK.gold);
  });
  y = tagged(doc, sect, 'H2', copy.challengeTitle, MARGIN + 22, boxTop + 14, {
    font: 'sansBold',
    size: 13,
    color: INK.maroon,
    width: CONTENT_W - 44,
  });
  const steps = doc.struct('L');
  sect.add(steps);
  copy.challenge.forEach((step, i) => {
    const item = doc.struct('LI');
    steps.add(item);
    tagged(doc, item, 'Lbl', `${i + 1}.`, MARGIN + 22, y + 6, {
      font: 'sansBold',
      size: 10.5,
      width: 16,
    });
    y = tagged(doc, item, 'LBody', step, MARGIN + 40, y + 6, {
      font: 'sans',
      size: 10.5,
      width: CONTENT_W - 66,
    });
    item.end();
  });
  steps.end();
  y = Math.max(y, boxTop + challengeHeight);
  y = tagged(doc, sect, 'P', copy.publicLibrary, MARGIN, y + 18, {
    font: 'sans',
    size: 10.5,
    width: CONTENT_W,
  });
  if (y > 720)
    throw new Error(`summer reading (${lng}): the page is too full (ends at ${Math.round(y)} pt)`);
  artifact(doc, () => doc.rect(MARGIN, 730, CONTENT_W, 0.8).fill(INK.line));
  tagged(doc, sect, 'P', copy.sample, MARGIN, 738, {
    font: 'sans',
    size: 8,
    color: INK.soft,
    width: CONTENT_W - 60,
  });
  artifact(
    doc,
    () => {
      doc
        .font('sans')
        .fontSize(8)
        .fillColor(INK.soft)
        .text(`${page} / 2`, MARGIN + CONTENT_W - 50, 738, { width: 50, align: 'right' });
    },
    'Pagination',
  );
  sect.end();
}

/** Writes the two-page summer reading list to `file`. */
export async function writeSummerReadingPdf(file: string): Promise<void> {
  const { doc, root } = createPdf({
    title: 'Summer Reading List / Lista de lectura de verano (sample)',
    subject:
      'The Highbridge School Library: suggested summer books by grade and the summer reading challenge, in English and Spanish. Sample document with fictional books.',
    lang: 'en-US',
  });
  languagePage(doc, root, 'en', 1);
  languagePage(doc, root, 'es', 2);
  await savePdf(doc, root, file);
}
