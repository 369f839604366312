/**
 * Text of the sample grade documents: welcome letters (English and Spanish, usted/ustedes
 * form) and supply lists. Dates follow data/events.json for 2026–2027 (first day Thursday,
 * September 10; Meet the Teacher Night Thursday, September 17). Teachers are the fictional
 * staff of the directory cards.
 */

export type Lang = 'en' | 'es';

export interface Letter {
  kind: 'welcome';
  lang: Lang;
  title: string;
  greeting: string;
  paragraphs: readonly string[];
  closing: string;
  /** e.g. "The Kindergarten Team". */
  team: string;
}

export interface SupplySection {
  heading: string;
  items: readonly string[];
}

export interface SupplyList {
  kind: 'supply';
  lang: Lang;
  title: string;
  subtitle: string;
  intro: string;
  columns: readonly [readonly SupplySection[], readonly SupplySection[]];
  note: string;
  closing: string;
  team: string;
}

export type ClassDocument = Letter | SupplyList;

const NOTE_EN =
  'Please send supplies by Friday, September 18. If buying supplies is difficult this year, just let us know: the Parent Association keeps extra supplies to share, no questions asked.';
const NOTE_ES =
  'Le pedimos que envíe los útiles a más tardar el viernes 18 de septiembre. Si este año le resulta difícil comprarlos, avísenos: la Asociación de Padres tiene útiles adicionales para compartir, sin preguntas.';
const INTRO_EN =
  'Here is what your child will need this year. Shared supplies are collected during the first days of school and used by the whole class. Please label personal items with your child’s name.';
const INTRO_ES =
  'Esta es la lista de lo que su hijo o hija necesitará este año. Los útiles compartidos se recogen durante los primeros días de clase y los usa toda la clase. Por favor, marque los artículos personales con el nombre de su hijo o hija.';

// ---------------------------------------------------------------------------------------------
// Kindergarten
// ---------------------------------------------------------------------------------------------

export const KINDERGARTEN_WELCOME_EN: Letter = {
  kind: 'welcome',
  lang: 'en',
  title: 'Welcome to Kindergarten!',
  greeting: 'Dear Kindergarten Families,',
  paragraphs: [
    'We are so happy to welcome your child to kindergarten at The Highbridge School! Kindergarten is a year of big firsts: the first book read alone, the first new friendships, the first whole sentence written with pride. We can’t wait to share every one of them with you.',
    'School begins on Thursday, September 10. Doors at the Early Childhood Building, 1235 Shakespeare Avenue, open at 7:30 a.m., and free breakfast is served in every classroom until 8:00 a.m. Please walk your child to the yard on the first mornings; we will be there to greet you.',
    'Our days are full of play, stories, songs and hands-on learning. We build letters with clay, count with blocks, plant seeds in the garden and talk about our feelings. Rest time, recess and snack are part of every day, so please send a water bottle and a change of clothes in a labeled bag.',
    'We would love to meet you at Meet the Teacher Night on Thursday, September 17. You will see the classroom, hear about our routines and learn simple ways to help at home: ten minutes of reading together each evening makes a big difference.',
    'You know your child best. If there is anything we should know, such as allergies, worries or favorite things, please write to us or call the main office at (718) 555-0142. Our door is always open.',
  ],
  closing: 'With warm wishes for a wonderful year,',
  team: 'The Kindergarten Team',
};

export const KINDERGARTEN_WELCOME_ES: Letter = {
  kind: 'welcome',
  lang: 'es',
  title: '¡Bienvenidos a kínder!',
  greeting: 'Estimadas familias de kínder:',
  paragraphs: [
    '¡Nos da mucha alegría dar la bienvenida a su hijo o hija al kínder de The Highbridge School! El kínder es un año de grandes primeras veces: el primer libro leído sin ayuda, las primeras amistades, la primera oración escrita con orgullo. Tenemos muchas ganas de compartir cada una de ellas con ustedes.',
    'Las clases comienzan el jueves 10 de septiembre. Las puertas del Edificio de primera infancia, en el 1235 de Shakespeare Avenue, abren a las 7:30 a. m., y el desayuno gratuito se sirve en cada salón hasta las 8:00 a. m. Durante las primeras mañanas, le pedimos que acompañe a su hijo o hija hasta el patio; allí estaremos para recibirlos.',
    'Nuestros días están llenos de juego, cuentos, canciones y aprendizaje práctico. Formamos letras con plastilina, contamos con bloques, sembramos semillas en el huerto y hablamos de lo que sentimos. Todos los días hay descanso, recreo y merienda, así que le pedimos que envíe una botella de agua y una muda de ropa en una bolsa marcada con su nombre.',
    'Nos encantaría conocerlos en la Noche para conocer a los maestros, el jueves 17 de septiembre. Podrán ver el salón, conocer nuestras rutinas y descubrir maneras sencillas de apoyar en casa: leer juntos diez minutos cada noche hace una gran diferencia.',
    'Nadie conoce a su hijo o hija mejor que usted. Si hay algo que debamos saber, como alergias, preocupaciones o sus cosas favoritas, escríbanos o llame a la oficina principal al (718) 555-0142. Nuestra puerta siempre está abierta.',
  ],
  closing: 'Con mucho cariño y los mejores deseos para este año,',
  team: 'El equipo de kínder',
};

export const KINDERGARTEN_SUPPLY_EN: SupplyList = {
  kind: 'supply',
  lang: 'en',
  title: 'Kindergarten Supply List',
  subtitle: 'School year 2026–2027 · Early Childhood Building',
  intro: INTRO_EN,
  columns: [
    [
      {
        heading: 'Everyday supplies',
        items: [
          '1 backpack (no wheels), big enough for a folder',
          '2 boxes of 24 crayons',
          '12 glue sticks',
          '2 packs of washable markers',
          '1 pair of child-safe scissors',
          '2 plastic pocket folders',
        ],
      },
      {
        heading: 'Personal items',
        items: [
          '1 complete change of clothes in a labeled bag',
          '1 reusable water bottle',
          '1 small nap towel or blanket',
        ],
      },
    ],
    [
      {
        heading: 'For our classroom',
        items: [
          '2 boxes of tissues',
          '1 container of baby wipes',
          '1 box of gallon zip-top bags',
          '4 dry-erase markers',
          '1 roll of paper towels',
        ],
      },
      {
        heading: 'Technology',
        items: ['Headphones with a cord (not earbuds)', 'A labeled pouch for the headphones'],
      },
    ],
  ],
  note: NOTE_EN,
  closing: 'Thank you for your help!',
  team: 'The Kindergarten Team',
};

export const KINDERGARTEN_SUPPLY_ES: SupplyList = {
  kind: 'supply',
  lang: 'es',
  title: 'Lista de útiles de kínder',
  subtitle: 'Año escolar 2026–2027 · Edificio de primera infancia',
  intro: INTRO_ES,
  columns: [
    [
      {
        heading: 'Útiles de todos los días',
        items: [
          '1 mochila (sin ruedas) en la que quepa una carpeta',
          '2 cajas de 24 crayones',
          '12 barras de pegamento',
          '2 paquetes de marcadores lavables',
          '1 tijera de punta redonda',
          '2 carpetas de plástico con bolsillos',
        ],
      },
      {
        heading: 'Artículos personales',
        items: [
          '1 muda de ropa completa en una bolsa marcada',
          '1 botella de agua reutilizable',
          '1 toalla o mantita pequeña para la siesta',
        ],
      },
    ],
    [
      {
        heading: 'Para nuestro salón',
        items: [
          '2 cajas de pañuelos desechables',
          '1 paquete de toallitas húmedas',
          '1 caja de bolsas resellables de un galón',
          '4 marcadores para pizarra blanca',
          '1 rollo de toallas de papel',
        ],
      },
      {
        heading: 'Tecnología',
        items: ['Audífonos con cable (no de botón)', 'Un estuche marcado para los audífonos'],
      },
    ],
  ],
  note: NOTE_ES,
  closing: '¡Gracias por su ayuda!',
  team: 'El equipo de kínder',
};

// ---------------------------------------------------------------------------------------------
// First grade
// ---------------------------------------------------------------------------------------------

export const FIRST_WELCOME_EN: Letter = {
  kind: 'welcome',
  lang: 'en',
  title: 'Welcome to First Grade!',
  greeting: 'Dear First Grade Families,',
  paragraphs: [
    'Welcome back to The Highbridge School, and welcome to first grade! This is the year when so many things click: reading grows from single words into whole stories, and numbers become tools for solving real problems. We are thrilled to be your child’s teachers.',
    'Our first day is Thursday, September 10. Doors open at 7:30 a.m. at the Early Childhood Building, with free breakfast until 8:00 a.m. Dismissal is at 2:20 p.m. from the Shakespeare Avenue yard.',
    'Every morning starts with a class meeting, where we greet each other and plan our day. In reading workshop, children choose books that fit them just right; in math we use games, counters and number lines; and in science we will study weather, plants and the animals that live along the Harlem River.',
    'Each Monday your child will bring home a blue folder with our weekly letter, a reading log and any notes from us. Please look through it together and send it back on Friday.',
    'Join us at Meet the Teacher Night on Thursday, September 17, to visit the classroom and ask all your questions. We look forward to a year of curiosity, kindness and growth, together.',
  ],
  closing: 'Warmly,',
  team: 'The First Grade Team',
};

export const FIRST_WELCOME_ES: Letter = {
  kind: 'welcome',
  lang: 'es',
  title: '¡Bienvenidos a primer grado!',
  greeting: 'Estimadas familias de primer grado:',
  paragraphs: [
    '¡Bienvenidos de nuevo a The Highbridge School y bienvenidos a primer grado! Este es el año en que muchas cosas encajan: la lectura pasa de palabras sueltas a cuentos completos, y los números se convierten en herramientas para resolver problemas reales. Nos hace mucha ilusión ser los maestros de su hijo o hija.',
    'El primer día de clases es el jueves 10 de septiembre. Las puertas del Edificio de primera infancia abren a las 7:30 a. m., con desayuno gratuito hasta las 8:00 a. m. La salida es a las 2:20 p. m. por el patio de Shakespeare Avenue.',
    'Cada mañana comienza con una reunión de clase, en la que nos saludamos y planificamos el día. En el taller de lectura, los niños eligen libros a su medida; en matemáticas usamos juegos, fichas y rectas numéricas; y en ciencias estudiaremos el clima, las plantas y los animales que viven a orillas del río Harlem.',
    'Cada lunes, su hijo o hija llevará a casa una carpeta azul con nuestra carta semanal, un registro de lectura y las notas que le enviemos. Le pedimos que la revisen juntos y que la devuelvan el viernes.',
    'Acompáñenos en la Noche para conocer a los maestros, el jueves 17 de septiembre, para visitar el salón y hacernos todas sus preguntas. Esperamos con entusiasmo un año de curiosidad, amabilidad y crecimiento, juntos.',
  ],
  closing: 'Con cariño,',
  team: 'El equipo de primer grado',
};

export const FIRST_SUPPLY_EN: SupplyList = {
  kind: 'supply',
  lang: 'en',
  title: 'First Grade Supply List',
  subtitle: 'School year 2026–2027 · Early Childhood Building',
  intro: INTRO_EN,
  columns: [
    [
      {
        heading: 'Everyday supplies',
        items: [
          '1 backpack (no wheels)',
          '24 sharpened No. 2 pencils',
          '2 large pink erasers',
          '2 boxes of 24 crayons',
          '10 glue sticks',
          '3 primary composition notebooks (with picture space)',
          '3 plastic pocket folders: red, blue and green',
        ],
      },
    ],
    [
      {
        heading: 'For our classroom',
        items: [
          '2 boxes of tissues',
          '1 container of disinfecting wipes',
          '1 box of quart zip-top bags',
          '4 dry-erase markers',
          '1 ream of white copy paper',
        ],
      },
      {
        heading: 'Personal items',
        items: [
          '1 change of clothes in a labeled bag',
          '1 reusable water bottle',
          'Headphones for the computer lab',
        ],
      },
    ],
  ],
  note: NOTE_EN,
  closing: 'Thank you for your help!',
  team: 'The First Grade Team',
};

export const FIRST_SUPPLY_ES: SupplyList = {
  kind: 'supply',
  lang: 'es',
  title: 'Lista de útiles de primer grado',
  subtitle: 'Año escolar 2026–2027 · Edificio de primera infancia',
  intro: INTRO_ES,
  columns: [
    [
      {
        heading: 'Útiles de todos los días',
        items: [
          '1 mochila (sin ruedas)',
          '24 lápices n.º 2 con punta',
          '2 borradores grandes de color rosa',
          '2 cajas de 24 crayones',
          '10 barras de pegamento',
          '3 cuadernos de composición para primaria (con espacio para dibujar)',
          '3 carpetas de plástico con bolsillos: roja, azul y verde',
        ],
      },
    ],
    [
      {
        heading: 'Para nuestro salón',
        items: [
          '2 cajas de pañuelos desechables',
          '1 envase de toallitas desinfectantes',
          '1 caja de bolsas resellables de un cuarto de galón',
          '4 marcadores para pizarra blanca',
          '1 paquete de papel blanco para fotocopias',
        ],
      },
      {
        heading: 'Artículos personales',
        items: [
          '1 muda de ropa en una bolsa marcada',
          '1 botella de agua reutilizable',
          'Audífonos para el laboratorio de computación',
        ],
      },
    ],
  ],
  note: NOTE_ES,
  closing: '¡Gracias por su ayuda!',
  team: 'El equipo de primer grado',
};

// ---------------------------------------------------------------------------------------------
// Second grade: the English letter and list use the names without a language (welcome.png,
// supply.png and its second page supply2.png); the Spanish versions are one page each
// (welcome-spanish.png, supply-spanish.png), since the eight document names have none for a Spanish page 2.
// ---------------------------------------------------------------------------------------------

export const SECOND_WELCOME: Letter = {
  kind: 'welcome',
  lang: 'en',
  title: 'Welcome to Second Grade!',
  greeting: 'Dear Second Grade Families,',
  paragraphs: [
    'Welcome to second grade, and welcome to the Main Building! For many of our students this is their first year on Nelson Avenue, in the big red-brick school with the bell tower. We know that is exciting and maybe a little nerve-racking, and we will help every child feel at home from the very first day.',
    'School starts on Thursday, September 10. Doors open at 7:30 a.m. and breakfast is served in the cafeteria until 8:00 a.m. Our classrooms are on the second floor; on the first morning, we will meet the children in the lobby and walk up with them.',
    'This year we will read chapter books, write our own true stories, add and subtract within 1,000 and explore our neighborhood, from the history of the High Bridge to the plants in our school garden. Each class visits the library every week, so please help your child remember to bring back their books.',
    'Homework is short: about twenty minutes of reading each night, plus one math practice page a week. What matters most is a daily habit and a cozy place to read.',
    'Please join us at Meet the Teacher Night on Thursday, September 17. Until then, you can reach us through the main office at (718) 555-0142 or office@highbridge-school.example. We are so glad your family is part of our class!',
  ],
  closing: 'See you soon,',
  team: 'The Second Grade Team',
};

export const SECOND_SUPPLY_PAGE_1: SupplyList = {
  kind: 'supply',
  lang: 'en',
  title: 'Second Grade Supply List',
  subtitle: 'School year 2026–2027 · Main Building · Page 1 of 2',
  intro: INTRO_EN,
  columns: [
    [
      {
        heading: 'Everyday supplies',
        items: [
          '1 sturdy backpack',
          '24 sharpened No. 2 pencils',
          '1 zippered pencil case',
          '2 large erasers',
          '1 box of 24 colored pencils',
          '1 box of 12 thin markers',
          '8 glue sticks',
          '1 pair of scissors',
          '1 ruler with inches and centimeters',
        ],
      },
    ],
    [
      {
        heading: 'Notebooks and folders',
        items: [
          '4 wide-ruled composition notebooks',
          '4 plastic pocket folders: red, blue, green and yellow',
          '1 spiral sketchbook',
          '1 take-home folder for homework',
        ],
      },
      {
        heading: 'Reading at home',
        items: ['1 cloth bag for library books', '1 bookmark (homemade ones are the best!)'],
      },
    ],
  ],
  note: 'Page 2 lists the shared classroom supplies, what we need for art and gym, and our optional wish list.',
  closing: 'Thank you!',
  team: 'The Second Grade Team',
};

export const SECOND_SUPPLY_PAGE_2: SupplyList = {
  kind: 'supply',
  lang: 'en',
  title: 'Second Grade Supply List',
  subtitle: 'School year 2026–2027 · Main Building · Page 2 of 2',
  intro:
    'These supplies are shared by the whole class. To keep things simple, families with last names A–M and N–Z bring different kinds of bags.',
  columns: [
    [
      {
        heading: 'For our classroom',
        items: [
          '2 boxes of tissues',
          '1 container of disinfecting wipes',
          'Families A–M: 1 box of gallon zip-top bags',
          'Families N–Z: 1 box of sandwich zip-top bags',
          '4 dry-erase markers',
          '1 pack of sticky notes',
        ],
      },
      {
        heading: 'Art and gym',
        items: [
          '1 old adult-size T-shirt to use as a paint smock',
          'Sneakers on gym days (Tuesdays and Thursdays)',
        ],
      },
    ],
    [
      {
        heading: 'Technology',
        items: ['Headphones with a cord (not earbuds)'],
      },
      {
        heading: 'Wish list (optional)',
        items: [
          'Paperback chapter books for our class library',
          'Board games with all their pieces',
          'Seed packets for the school garden',
          'Colored card stock',
        ],
      },
    ],
  ],
  note: NOTE_EN,
  closing: 'Thank you for your help!',
  team: 'The Second Grade Team',
};

export const SECOND_WELCOME_ES: Letter = {
  kind: 'welcome',
  lang: 'es',
  title: '¡Bienvenidos a segundo grado!',
  greeting: 'Estimadas familias de segundo grado:',
  paragraphs: [
    '¡Bienvenidos a segundo grado y al Edificio principal! Para muchos de nuestros estudiantes, este es su primer año en Nelson Avenue, en la gran escuela de ladrillo rojo con el campanario. Sabemos que es emocionante y que quizás da un poco de nervios, y ayudaremos a cada niño y niña a sentirse como en casa desde el primer día.',
    'Las clases comienzan el jueves 10 de septiembre. Las puertas abren a las 7:30 a. m. y el desayuno se sirve en la cafetería hasta las 8:00 a. m. Nuestros salones están en el segundo piso; la primera mañana recibiremos a los niños en el vestíbulo y subiremos con ellos.',
    'Este año leeremos libros por capítulos, escribiremos nuestras propias historias reales, sumaremos y restaremos con números hasta el 1,000 y exploraremos nuestro barrio, desde la historia del High Bridge hasta las plantas del huerto escolar. Cada clase visita la biblioteca todas las semanas, así que le pedimos que ayude a su hijo o hija a acordarse de devolver sus libros.',
    'Las tareas son cortas: unos veinte minutos de lectura cada noche y una página de práctica de matemáticas a la semana. Lo más importante es el hábito diario y un lugar cómodo para leer.',
    'Acompáñenos en la Noche para conocer a los maestros, el jueves 17 de septiembre. Hasta entonces, puede comunicarse con nosotros por medio de la oficina principal, al (718) 555-0142 o en office@highbridge-school.example. ¡Nos alegra mucho que su familia forme parte de nuestra clase!',
  ],
  closing: 'Hasta pronto,',
  team: 'El equipo de segundo grado',
};

/** Everything on the two English pages, on one page. */
export const SECOND_SUPPLY_ES: SupplyList = {
  kind: 'supply',
  lang: 'es',
  title: 'Lista de útiles de segundo grado',
  subtitle: 'Año escolar 2026–2027 · Edificio principal',
  intro:
    'Esto es lo que su hijo o hija necesitará este año; los útiles compartidos los usa toda la clase. Por favor, marque los artículos personales con su nombre.',
  columns: [
    [
      {
        heading: 'Útiles de todos los días',
        items: [
          '1 mochila resistente',
          '24 lápices n.º 2 con punta',
          '1 estuche con cierre para lápices',
          '2 borradores grandes',
          '1 caja de 24 lápices de colores',
          '1 caja de 12 marcadores de punta fina',
          '8 barras de pegamento',
          '1 tijera',
          '1 regla con pulgadas y centímetros',
        ],
      },
      {
        heading: 'Cuadernos y carpetas',
        items: [
          '4 cuadernos de composición de renglón ancho',
          '4 carpetas con bolsillos: roja, azul, verde y amarilla',
          '1 cuaderno de dibujo de espiral',
          '1 carpeta para llevar la tarea a casa',
        ],
      },
      {
        heading: 'Para leer en casa',
        items: [
          '1 bolsa de tela para los libros de la biblioteca',
          '1 separador de libros (¡los hechos en casa son los mejores!)',
        ],
      },
    ],
    [
      {
        heading: 'Para nuestro salón',
        items: [
          '2 cajas de pañuelos desechables',
          '1 envase de toallitas desinfectantes',
          'Apellidos A–M: 1 caja de bolsas resellables de galón',
          'Apellidos N–Z: 1 caja de bolsas resellables de sándwich',
          '4 marcadores para pizarra blanca',
          '1 paquete de notas adhesivas',
        ],
      },
      {
        heading: 'Arte y educación física',
        items: [
          '1 camiseta vieja de adulto para pintar',
          'Tenis para educación física (martes y jueves)',
        ],
      },
      {
        heading: 'Tecnología',
        items: ['Audífonos con cable (no de botón)'],
      },
      {
        heading: 'Lista de deseos (opcional)',
        items: [
          'Libros por capítulos para la biblioteca del salón',
          'Juegos de mesa con todas sus piezas',
          'Sobres de semillas para el huerto escolar',
          'Cartulina de colores',
        ],
      },
    ],
  ],
  note: NOTE_ES,
  closing: '¡Gracias por su ayuda!',
  team: 'El equipo de segundo grado',
};

// ---------------------------------------------------------------------------------------------
// Third grade
// ---------------------------------------------------------------------------------------------

export const THIRD_WELCOME_EN: Letter = {
  kind: 'welcome',
  lang: 'en',
  title: 'Welcome to Third Grade!',
  greeting: 'Dear Third Grade Families,',
  paragraphs: [
    'We are delighted to welcome you to third grade at The Highbridge School! Third graders become more independent learners: they read to learn, take on longer projects and begin to work with multiplication, fractions and maps. It is a big year, and we are ready to make it a joyful one.',
    'The first day of school is Thursday, September 10. Doors open at 7:30 a.m. at the Main Building, 1200 Nelson Avenue, and free breakfast is available until 8:00 a.m. Dismissal is at 2:20 p.m. from the Nelson Avenue entrance.',
    'This fall our science unit is all about water: where it comes from, how it travels and why the old Croton Aqueduct, carried over the Harlem River by the High Bridge, mattered so much to New York City. We will finish the unit with a walk across the bridge, weather permitting.',
    'Third grade is also the first year of the New York State tests in the spring. Please don’t worry: we prepare calmly, one skill at a time, and we will keep you informed along the way.',
    'Please check your child’s homework folder each night and sign the reading log on Fridays. We look forward to meeting you at Meet the Teacher Night on Thursday, September 17.',
  ],
  closing: 'Warm regards,',
  team: 'The Third Grade Team',
};

export const THIRD_WELCOME_ES: Letter = {
  kind: 'welcome',
  lang: 'es',
  title: '¡Bienvenidos a tercer grado!',
  greeting: 'Estimadas familias de tercer grado:',
  paragraphs: [
    '¡Es un placer darles la bienvenida a tercer grado en The Highbridge School! En tercer grado, los estudiantes se vuelven más independientes: leen para aprender, realizan proyectos más largos y empiezan a trabajar con la multiplicación, las fracciones y los mapas. Es un año importante, y estamos listos para que también sea un año feliz.',
    'El primer día de clases es el jueves 10 de septiembre. Las puertas del Edificio principal, en el 1200 de Nelson Avenue, abren a las 7:30 a. m., y hay desayuno gratuito hasta las 8:00 a. m. La salida es a las 2:20 p. m. por la entrada de Nelson Avenue.',
    'Este otoño, nuestra unidad de ciencias trata sobre el agua: de dónde viene, cómo se transporta y por qué el antiguo Acueducto de Croton, que cruzaba el río Harlem por el High Bridge, fue tan importante para la ciudad de Nueva York. Si el tiempo lo permite, terminaremos la unidad con una caminata por el puente.',
    'En tercer grado también se presentan por primera vez los exámenes del estado de Nueva York, en la primavera. No se preocupe: nos preparamos con calma, una destreza a la vez, y lo mantendremos informado en todo momento.',
    'Le pedimos que revise cada noche la carpeta de tareas de su hijo o hija y que firme el registro de lectura los viernes. Esperamos conocerlos en la Noche para conocer a los maestros, el jueves 17 de septiembre.',
  ],
  closing: 'Atentamente,',
  team: 'El equipo de tercer grado',
};

export const THIRD_SUPPLY_EN: SupplyList = {
  kind: 'supply',
  lang: 'en',
  title: 'Third Grade Supply List',
  subtitle: 'School year 2026–2027 · Main Building',
  intro: INTRO_EN,
  columns: [
    [
      {
        heading: 'Everyday supplies',
        items: [
          '1 backpack',
          '24 sharpened No. 2 pencils',
          '1 pencil case',
          '2 large erasers',
          '1 handheld pencil sharpener with a lid',
          '1 box of 24 colored pencils',
          '2 highlighters',
          '1 pair of scissors',
          '6 glue sticks',
          '1 ruler with inches and centimeters',
        ],
      },
    ],
    [
      {
        heading: 'Notebooks and folders',
        items: [
          '5 wide-ruled composition notebooks',
          '5 plastic pocket folders',
          '1 three-ring binder (1 inch)',
          '1 pack of wide-ruled loose-leaf paper',
        ],
      },
      {
        heading: 'For our classroom',
        items: [
          '2 boxes of tissues',
          '1 container of disinfecting wipes',
          '1 pack of sticky notes',
          '4 dry-erase markers',
        ],
      },
      {
        heading: 'Personal items',
        items: ['1 reusable water bottle', 'Headphones with a cord (not earbuds)'],
      },
    ],
  ],
  note: NOTE_EN,
  closing: 'Thank you for your help!',
  team: 'The Third Grade Team',
};

export const THIRD_SUPPLY_ES: SupplyList = {
  kind: 'supply',
  lang: 'es',
  title: 'Lista de útiles de tercer grado',
  subtitle: 'Año escolar 2026–2027 · Edificio principal',
  intro: INTRO_ES,
  columns: [
    [
      {
        heading: 'Útiles de todos los días',
        items: [
          '1 mochila',
          '24 lápices n.º 2 con punta',
          '1 estuche para lápices',
          '2 borradores grandes',
          '1 sacapuntas de mano con depósito',
          '1 caja de 24 lápices de colores',
          '2 resaltadores',
          '1 tijera',
          '6 barras de pegamento',
          '1 regla en pulgadas y centímetros',
        ],
      },
    ],
    [
      {
        heading: 'Cuadernos y carpetas',
        items: [
          '5 cuadernos de composición de renglón ancho',
          '5 carpetas de plástico con bolsillos',
          '1 carpeta de tres anillos (de 1 pulgada)',
          '1 paquete de hojas sueltas de renglón ancho',
        ],
      },
      {
        heading: 'Para nuestro salón',
        items: [
          '2 cajas de pañuelos desechables',
          '1 envase de toallitas desinfectantes',
          '1 paquete de notas adhesivas',
          '4 marcadores para pizarra blanca',
        ],
      },
      {
        heading: 'Artículos personales',
        items: ['1 botella de agua reutilizable', 'Audífonos con cable (no de botón)'],
      },
    ],
  ],
  note: NOTE_ES,
  closing: '¡Gracias por su ayuda!',
  team: 'El equipo de tercer grado',
};

// ---------------------------------------------------------------------------------------------
// Fourth grade
// ---------------------------------------------------------------------------------------------

export const FOURTH_WELCOME_EN: Letter = {
  kind: 'welcome',
  lang: 'en',
  title: 'Welcome to Fourth Grade!',
  greeting: 'Dear Fourth Grade Families,',
  paragraphs: [
    'Welcome to fourth grade! We are excited to spend this year with your child. Fourth graders are curious, capable and ready for real challenges, and our classroom is a place where questions are welcome and mistakes are part of learning.',
    'School begins on Thursday, September 10, at the Main Building, 1200 Nelson Avenue. Doors open at 7:30 a.m., breakfast is served until 8:00 a.m. and dismissal is at 2:20 p.m.',
    'This year we will read novels in book clubs, write persuasive letters, multiply and divide larger numbers and study the history of New York State, from the Lenape to the building of the Erie Canal. In the spring, every student will present a research project at our Fourth Grade Museum, and families are invited.',
    'Each student will receive a planner to write down homework and important dates. Please look at it together every evening; it is the best way to stay connected with what is happening in class.',
    'We hope to see you at Meet the Teacher Night on Thursday, September 17. If you have questions before then, please call the main office at (718) 555-0142. Thank you for sharing your child with us. It is going to be a great year!',
  ],
  closing: 'Sincerely,',
  team: 'The Fourth Grade Team',
};

export const FOURTH_WELCOME_ES: Letter = {
  kind: 'welcome',
  lang: 'es',
  title: '¡Bienvenidos a cuarto grado!',
  greeting: 'Estimadas familias de cuarto grado:',
  paragraphs: [
    '¡Bienvenidos a cuarto grado! Nos entusiasma compartir este año con su hijo o hija. Los estudiantes de cuarto grado son curiosos, capaces y están listos para enfrentar verdaderos desafíos; en nuestro salón, las preguntas son bienvenidas y los errores forman parte del aprendizaje.',
    'Las clases comienzan el jueves 10 de septiembre en el Edificio principal, en el 1200 de Nelson Avenue. Las puertas abren a las 7:30 a. m., el desayuno se sirve hasta las 8:00 a. m. y la salida es a las 2:20 p. m.',
    'Este año leeremos novelas en clubes de lectura, escribiremos cartas persuasivas, multiplicaremos y dividiremos números más grandes y estudiaremos la historia del estado de Nueva York, desde los lenapes hasta la construcción del canal de Erie. En la primavera, cada estudiante presentará un proyecto de investigación en nuestro Museo de Cuarto Grado, y las familias están invitadas.',
    'Cada estudiante recibirá una agenda para anotar las tareas y las fechas importantes. Le pedimos que la revisen juntos cada noche; es la mejor manera de estar al tanto de lo que pasa en clase.',
    'Esperamos verlos en la Noche para conocer a los maestros, el jueves 17 de septiembre. Si tiene alguna pregunta antes de esa fecha, llame a la oficina principal al (718) 555-0142. Gracias por confiarnos a su hijo o hija: ¡va a ser un gran año!',
  ],
  closing: 'Atentamente,',
  team: 'El equipo de cuarto grado',
};

export const FOURTH_SUPPLY_EN: SupplyList = {
  kind: 'supply',
  lang: 'en',
  title: 'Fourth Grade Supply List',
  subtitle: 'School year 2026–2027 · Main Building',
  intro: INTRO_EN,
  columns: [
    [
      {
        heading: 'Everyday supplies',
        items: [
          '1 backpack',
          '24 sharpened No. 2 pencils',
          '4 blue or black pens',
          '2 red pens for corrections',
          '1 pencil case',
          '2 large erasers',
          '1 box of 24 colored pencils',
          '3 highlighters in different colors',
          '1 protractor',
          '1 ruler with inches and centimeters',
        ],
      },
    ],
    [
      {
        heading: 'Notebooks and folders',
        items: [
          '6 wide-ruled composition notebooks',
          '1 graph-paper notebook for math',
          '6 plastic pocket folders',
          '1 two-inch binder with 5 dividers',
        ],
      },
      {
        heading: 'For our classroom',
        items: [
          '2 boxes of tissues',
          '1 container of disinfecting wipes',
          '2 packs of sticky notes',
          '4 dry-erase markers',
        ],
      },
      {
        heading: 'Personal items',
        items: ['1 reusable water bottle', 'Headphones with a cord (not earbuds)'],
      },
    ],
  ],
  note: NOTE_EN,
  closing: 'Thank you for your help!',
  team: 'The Fourth Grade Team',
};

export const FOURTH_SUPPLY_ES: SupplyList = {
  kind: 'supply',
  lang: 'es',
  title: 'Lista de útiles de cuarto grado',
  subtitle: 'Año escolar 2026–2027 · Edificio principal',
  intro: INTRO_ES,
  columns: [
    [
      {
        heading: 'Útiles de todos los días',
        items: [
          '1 mochila',
          '24 lápices n.º 2 con punta',
          '4 bolígrafos azules o negros',
          '2 bolígrafos rojos para corregir',
          '1 estuche para lápices',
          '2 borradores grandes',
          '1 caja de 24 lápices de colores',
          '3 resaltadores de distintos colores',
          '1 transportador',
          '1 regla en pulgadas y centímetros',
        ],
      },
    ],
    [
      {
        heading: 'Cuadernos y carpetas',
        items: [
          '6 cuadernos de composición de renglón ancho',
          '1 cuaderno cuadriculado para matemáticas',
          '6 carpetas de plástico con bolsillos',
          '1 carpeta de dos pulgadas con 5 separadores',
        ],
      },
      {
        heading: 'Para nuestro salón',
        items: [
          '2 cajas de pañuelos desechables',
          '1 envase de toallitas desinfectantes',
          '2 paquetes de notas adhesivas',
          '4 marcadores para pizarra blanca',
        ],
      },
      {
        heading: 'Artículos personales',
        items: ['1 botella de agua reutilizable', 'Audífonos con cable (no de botón)'],
      },
    ],
  ],
  note: NOTE_ES,
  closing: '¡Gracias por su ayuda!',
  team: 'El equipo de cuarto grado',
};
