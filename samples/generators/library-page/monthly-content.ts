/**
 * The words of the sample "Book & Word of the Month" PDF: one page per school month, September
 * to June. Every book and author is invented for the sample; nothing here names a real title.
 */

export interface Bilingual {
  en: string;
  es: string;
}

export interface MonthPage {
  /** Month of the page, 1–12 (September = 9). */
  month: number;
  monthName: Bilingual;
  book: {
    title: string;
    /** The title of the (imaginary) Spanish edition. */
    titleEs: string;
    author: string;
    grades: Bilingual;
    summary: Bilingual;
    /** Cover colour and motif of the drawn cover. */
    color: string;
    motif:
      'bridge' | 'leaf' | 'pot' | 'star' | 'snow' | 'quilt' | 'moon' | 'pocket' | 'garden' | 'sun';
  };
  word: {
    en: string;
    es: string;
    partOfSpeech: Bilingual;
    definition: Bilingual;
    example: Bilingual;
  };
  atHome: Bilingual;
}

export const MONTH_PAGES: readonly MonthPage[] = [
  {
    month: 9,
    monthName: { en: 'September', es: 'Septiembre' },
    book: {
      title: 'Hello, Highbridge!',
      titleEs: '¡Hola, Highbridge!',
      author: 'Dana Okafor',
      grades: { en: 'Grades K–2', es: 'de kínder a 2.º grado' },
      summary: {
        en: 'On her first day at a new school, Rosa counts every hello she hears, from the crossing guard to the cafeteria cook. By Friday she has so many that she starts giving them away.',
        es: 'En su primer día en una escuela nueva, Rosa cuenta cada saludo que escucha, desde el guardia del cruce hasta la cocinera del comedor. Para el viernes tiene tantos que empieza a regalarlos.',
      },
      color: '#2a6f97',
      motif: 'bridge',
    },
    word: {
      en: 'curious',
      es: 'curioso, curiosa',
      partOfSpeech: { en: 'adjective', es: 'adjetivo' },
      definition: {
        en: 'Wanting to know or learn about something.',
        es: 'Que quiere saber o aprender algo.',
      },
      example: {
        en: 'Rosa was curious about the old bridge she could see from her classroom window.',
        es: 'Rosa sentía curiosidad por el puente antiguo que veía desde la ventana de su salón.',
      },
    },
    atHome: {
      en: 'Take a walk around your block and ask your child three “I wonder…” questions about what you see.',
      es: 'Dé un paseo por su cuadra y haga con su hijo tres preguntas que empiecen con “Me pregunto…” sobre lo que vean.',
    },
  },
  {
    month: 10,
    monthName: { en: 'October', es: 'Octubre' },
    book: {
      title: 'The Pumpkin Patch Detectives',
      titleEs: 'Los detectives del huerto de calabazas',
      author: 'Luis Ferrer',
      grades: { en: 'Grades 2–4', es: 'de 2.º a 4.º grado' },
      summary: {
        en: 'When the biggest pumpkin in the community garden goes missing, three friends follow muddy footprints, a trail of seeds and one very guilty-looking squirrel.',
        es: 'Cuando desaparece la calabaza más grande del huerto comunitario, tres amigos siguen huellas de lodo, un rastro de semillas y una ardilla con cara de culpable.',
      },
      color: '#c8612b',
      motif: 'leaf',
    },
    word: {
      en: 'observe',
      es: 'observar',
      partOfSpeech: { en: 'verb', es: 'verbo' },
      definition: {
        en: 'To watch something carefully to learn about it.',
        es: 'Mirar algo con atención para aprender sobre ello.',
      },
      example: {
        en: 'The detectives observed the footprints before they made a guess.',
        es: 'Los detectives observaron las huellas antes de adivinar qué había pasado.',
      },
    },
    atHome: {
      en: 'Look out the window together for two minutes. Each of you lists five things you observed, then compare.',
      es: 'Miren juntos por la ventana durante dos minutos. Cada uno anota cinco cosas que observó y luego comparen sus listas.',
    },
  },
  {
    month: 11,
    monthName: { en: 'November', es: 'Noviembre' },
    book: {
      title: 'Abuela’s Kitchen Table',
      titleEs: 'La mesa de la cocina de Abuela',
      author: 'Carmen Ríos-Walker',
      grades: { en: 'Grades K–3', es: 'de kínder a 3.er grado' },
      summary: {
        en: 'Every Sunday, a family squeezes around Abuela’s small table. Each dish comes with a story, and this year Mateo is ready to tell one of his own.',
        es: 'Cada domingo, una familia se acomoda alrededor de la pequeña mesa de Abuela. Cada plato trae una historia, y este año Mateo está listo para contar la suya.',
      },
      color: '#8c3b4a',
      motif: 'pot',
    },
    word: {
      en: 'grateful',
      es: 'agradecido, agradecida',
      partOfSpeech: { en: 'adjective', es: 'adjetivo' },
      definition: {
        en: 'Feeling thankful for something or someone.',
        es: 'Que siente gratitud por algo o por alguien.',
      },
      example: {
        en: 'Mateo felt grateful for the stories his grandmother shared.',
        es: 'Mateo se sentía agradecido por las historias que le contaba su abuela.',
      },
    },
    atHome: {
      en: 'At dinner, take turns naming one person who helped you this week and how you could thank them.',
      es: 'Durante la cena, nombren por turnos a una persona que los ayudó esta semana y cómo podrían darle las gracias.',
    },
  },
  {
    month: 12,
    monthName: { en: 'December', es: 'Diciembre' },
    book: {
      title: 'Lights Over the Harlem River',
      titleEs: 'Luces sobre el río Harlem',
      author: 'Theo Brandt',
      grades: { en: 'Grades 1–3', es: 'de 1.º a 3.er grado' },
      summary: {
        en: 'On the longest night of the year, neighbors from every building on the block hang a light in their window, and a boy who just moved in decides to add his own.',
        es: 'En la noche más larga del año, los vecinos de cada edificio de la cuadra cuelgan una luz en su ventana, y un niño recién llegado decide poner la suya.',
      },
      color: '#27406b',
      motif: 'star',
    },
    word: {
      en: 'generous',
      es: 'generoso, generosa',
      partOfSpeech: { en: 'adjective', es: 'adjetivo' },
      definition: {
        en: 'Happy to share your time or things with others.',
        es: 'Que comparte con gusto su tiempo o sus cosas con los demás.',
      },
      example: {
        en: 'Our generous neighbor lent us her ladder to hang the lights.',
        es: 'Nuestra vecina generosa nos prestó su escalera para colgar las luces.',
      },
    },
    atHome: {
      en: 'Choose one toy or book your child has outgrown and decide together who could enjoy it next.',
      es: 'Elijan un juguete o un libro que su hijo ya no use y decidan juntos quién podría disfrutarlo.',
    },
  },
  {
    month: 1,
    monthName: { en: 'January', es: 'Enero' },
    book: {
      title: 'Snow Day Inventors',
      titleEs: 'Inventores en un día de nieve',
      author: 'Meera Castellanos',
      grades: { en: 'Grades 2–5', es: 'de 2.º a 5.º grado' },
      summary: {
        en: 'Stuck inside during a blizzard, twins Nia and Omar try to build a machine that delivers hot chocolate across the apartment. It fails six times before it works.',
        es: 'Encerrados en casa durante una tormenta de nieve, los mellizos Nia y Omar intentan construir una máquina que lleve chocolate caliente de un lado a otro del apartamento. Falla seis veces antes de funcionar.',
      },
      color: '#3d8fb5',
      motif: 'snow',
    },
    word: {
      en: 'persevere',
      es: 'perseverar',
      partOfSpeech: { en: 'verb', es: 'verbo' },
      definition: {
        en: 'To keep trying even when something is hard.',
        es: 'Seguir intentándolo aunque algo sea difícil.',
      },
      example: {
        en: 'The twins persevered until their machine finally worked.',
        es: 'Los mellizos perseveraron hasta que su máquina por fin funcionó.',
      },
    },
    atHome: {
      en: 'Tell your child about something you found hard to learn and what helped you keep going.',
      es: 'Cuéntele a su hijo algo que le costó aprender y qué le ayudó a seguir adelante.',
    },
  },
  {
    month: 2,
    monthName: { en: 'February', es: 'Febrero' },
    book: {
      title: 'The Quilt of Many Voices',
      titleEs: 'La colcha de muchas voces',
      author: 'Jordan Ellis',
      grades: { en: 'Grades 3–5', es: 'de 3.er a 5.º grado' },
      summary: {
        en: 'Each square of Great-Aunt Bernice’s quilt remembers someone who spoke up for what was right. Jasmine learns their stories, then stitches a square for herself.',
        es: 'Cada cuadro de la colcha de la tía abuela Bernice recuerda a alguien que alzó la voz por lo justo. Jasmine aprende sus historias y luego cose un cuadro propio.',
      },
      color: '#6b3f8f',
      motif: 'quilt',
    },
    word: {
      en: 'courage',
      es: 'valentía',
      partOfSpeech: { en: 'noun', es: 'sustantivo' },
      definition: {
        en: 'Being brave enough to do what is right, even when you feel afraid.',
        es: 'Ser lo bastante valiente para hacer lo correcto, aunque se sienta miedo.',
      },
      example: {
        en: 'It took courage for Jasmine to read her poem to the whole school.',
        es: 'Jasmine necesitó valentía para leer su poema frente a toda la escuela.',
      },
    },
    atHome: {
      en: 'Ask an older relative or neighbor to share a story about a time they showed courage.',
      es: 'Pida a un familiar o vecino mayor que cuente una ocasión en la que demostró valentía.',
    },
  },
  {
    month: 3,
    monthName: { en: 'March', es: 'Marzo' },
    book: {
      title: 'Maya Measures the Moon',
      titleEs: 'Maya mide la luna',
      author: 'Sofía Herrera-Cole',
      grades: { en: 'Grades 2–4', es: 'de 2.º a 4.º grado' },
      summary: {
        en: 'Maya wants to know how far away the Moon is. With a ruler, a flashlight and help from the librarian, she invents her own way to find out.',
        es: 'Maya quiere saber a qué distancia está la Luna. Con una regla, una linterna y la ayuda de la bibliotecaria, inventa su propia manera de averiguarlo.',
      },
      color: '#1f4e5f',
      motif: 'moon',
    },
    word: {
      en: 'invent',
      es: 'inventar',
      partOfSpeech: { en: 'verb', es: 'verbo' },
      definition: {
        en: 'To make or think of something new that did not exist before.',
        es: 'Crear o idear algo nuevo que no existía antes.',
      },
      example: {
        en: 'Maya invented a tool out of cardboard and string.',
        es: 'Maya inventó una herramienta con cartón y cordel.',
      },
    },
    atHome: {
      en: 'Give your child three household objects and ask them to invent something useful with them.',
      es: 'Dele a su hijo tres objetos de la casa y pídale que invente algo útil con ellos.',
    },
  },
  {
    month: 4,
    monthName: { en: 'April', es: 'Abril' },
    book: {
      title: 'Poems in My Pocket',
      titleEs: 'Poemas en mi bolsillo',
      author: 'Isaiah Monroe',
      grades: { en: 'Grades K–5', es: 'de kínder a 5.º grado' },
      summary: {
        en: 'Short, funny and surprising poems about subway rides, rainy recess and a cat who thinks he is the principal, written to be read aloud and carried everywhere.',
        es: 'Poemas cortos, graciosos y sorprendentes sobre viajes en metro, recreos lluviosos y un gato que se cree el director, escritos para leerse en voz alta y llevarse a todas partes.',
      },
      color: '#2f7d4f',
      motif: 'pocket',
    },
    word: {
      en: 'express',
      es: 'expresar',
      partOfSpeech: { en: 'verb', es: 'verbo' },
      definition: {
        en: 'To show what you think or feel with words, art or actions.',
        es: 'Mostrar lo que uno piensa o siente con palabras, arte o acciones.',
      },
      example: {
        en: 'Luis expressed his love of trains in a four-line poem.',
        es: 'Luis expresó su amor por los trenes en un poema de cuatro versos.',
      },
    },
    atHome: {
      en: 'Write a short poem together about your street and tuck it in a pocket to read to someone tomorrow.',
      es: 'Escriban juntos un poema corto sobre su calle y guárdenlo en un bolsillo para leérselo a alguien mañana.',
    },
  },
  {
    month: 5,
    monthName: { en: 'May', es: 'Mayo' },
    book: {
      title: 'The Garden on 167th Street',
      titleEs: 'El jardín de la calle 167',
      author: 'Ana Beltrán',
      grades: { en: 'Grades 1–4', es: 'de 1.º a 4.º grado' },
      summary: {
        en: 'An empty lot full of weeds becomes a garden when a whole building pitches in: one family brings seeds, another brings soil and the kids bring the watering cans.',
        es: 'Un terreno baldío lleno de maleza se convierte en jardín cuando todo el edificio colabora: una familia trae semillas, otra trae tierra y los niños traen las regaderas.',
      },
      color: '#5a8f3c',
      motif: 'garden',
    },
    word: {
      en: 'collaborate',
      es: 'colaborar',
      partOfSpeech: { en: 'verb', es: 'verbo' },
      definition: {
        en: 'To work together with others to reach a shared goal.',
        es: 'Trabajar junto con otras personas para lograr una meta común.',
      },
      example: {
        en: 'The neighbors collaborated to plant forty tomato seedlings.',
        es: 'Los vecinos colaboraron para sembrar cuarenta plantas de tomate.',
      },
    },
    atHome: {
      en: 'Plan and cook a simple snack together, with each family member in charge of one step.',
      es: 'Planeen y preparen juntos una merienda sencilla, con cada miembro de la familia a cargo de un paso.',
    },
  },
  {
    month: 6,
    monthName: { en: 'June', es: 'Junio' },
    book: {
      title: 'Ready, Set, Summer!',
      titleEs: '¡En sus marcas, listos, verano!',
      author: 'Malik Stanton',
      grades: { en: 'Grades K–3', es: 'de kínder a 3.er grado' },
      summary: {
        en: 'On the last day of school, a class fills a jar with memories of the year, then makes a list of everything they want to discover over the summer.',
        es: 'El último día de clases, un grupo llena un frasco con recuerdos del año y luego hace una lista de todo lo que quiere descubrir durante el verano.',
      },
      color: '#d08a1e',
      motif: 'sun',
    },
    word: {
      en: 'reflect',
      es: 'reflexionar',
      partOfSpeech: { en: 'verb', es: 'verbo' },
      definition: {
        en: 'To think carefully about something that happened and what you learned.',
        es: 'Pensar con calma en algo que pasó y en lo que se aprendió.',
      },
      example: {
        en: 'We reflected on our favorite books of the year.',
        es: 'Reflexionamos sobre nuestros libros favoritos del año.',
      },
    },
    atHome: {
      en: 'Make a summer reading list with your child: one funny book, one true book and one book in Spanish.',
      es: 'Haga con su hijo una lista de lectura para el verano: un libro divertido, uno de no ficción y uno en español.',
    },
  },
];
