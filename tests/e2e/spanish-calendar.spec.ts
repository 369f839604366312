// The Spanish calendar says everything in Spanish: the page in each view, an event's details, and
// every Spanish feed. Proper names (the school, streets, calendar apps) are allowed by name
// (tests/english-words.ts); text marked as English (lang="en", the dialog's "In English" block)
// is not Spanish text and is left out.
import type { SchoolEvent } from '../../src/content/event-schema.ts';
import { EVENT_CATEGORIES } from '../../src/content/event-categories.ts';
import { englishForms, englishWordFinder } from '../english-words.ts';
import {
  expect,
  open,
  present,
  siteEntries,
  spanishText,
  test,
  TEST_TODAY,
  escapeRegExp,
} from './support.ts';

const events = siteEntries<SchoolEvent>('data/events');
const englishWords = englishWordFinder(events);

/** The text values of an iCalendar file (unfolded and unescaped), links left out. */
function feedTexts(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION|CATEGORIES|X-WR-CALNAME|NAME)[:;]/.test(line))
    .map((line) => line.slice(line.indexOf(':') + 1))
    .map((value) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1'))
    .map((value) => value.replace(/https?:\/\/\S+/g, ''))
    .join('\n');
}

test('the word check finds English places, times and labels, and lets names through', () => {
  expect(englishWords('Salón de padres del Edificio principal')).toEqual([]);
  expect(englishWords('Main Building Parent Room')).toEqual(
    expect.arrayContaining(['main', 'building', 'parent', 'room']),
  );
  expect(englishWords('8:15 AM - 9:00 AM')).toEqual(['am']);
  expect(englishWords('The Highbridge School, 1200 Nelson Avenue, Bronx, NY 10452')).toEqual([]);
  expect(englishWords('Categoría: PTA')).toEqual(['pta']);
});

test('the English-forms check finds English clocks, honorifics and PTA, not Spanish ones', () => {
  expect(englishForms('De 6:00 a 7:30 PM\n8:00\u00a0AM\nReunión de la PTA')).toEqual([
    'PM in “De 6:00 a 7:30 PM”',
    'AM in “8:00\u00a0AM”',
    'PTA in “Reunión de la PTA”',
  ]);
  expect(englishForms('Ms. Ana López, Mr. Luis Batista\nEscribir a Mrs. Akter')).toHaveLength(3);
  expect(englishForms('Dr. Elena Márquez\nDirectora')).toEqual(['Dr. in “Dr. Elena Márquez”']);
  // Spanish forms, initials and a man who is a doctor pass.
  expect(
    englishForms(
      [
        'Sra. Ana López, Sr. Luis Batista, Dra. Elena Márquez',
        '8:00 a. m. – 9:00 p. m.',
        'AM',
        'Para honrar al Dr. Martin Luther King Jr.',
        'el Dr. Pérez y la Dra. Márquez',
        'Dr. Juan Pérez',
        'Asociación de Padres (PTA en inglés): ver el PTAX',
      ].join('\n'),
      ['Juan Pérez'],
    ),
  ).toEqual(['PTA in “Asociación de Padres (PTA en inglés): ver el PTAX”']);
});

test.describe('the Spanish calendar page', () => {
  for (const width of [390, 1280]) {
    test(`has no English words in month, week or list view at ${width} px`, async ({ page }) => {
      // Three views' checks in one test: allow 15 s each on a busy machine.
      test.setTimeout(45_000);
      await page.setViewportSize({ width, height: 844 });
      await open(page, '/es/calendar');
      await test.step(`has no English words in month view at ${width} px`, async () => {
        expect(englishWords(await spanishText(page))).toEqual([]);
      });
      // Week and List views as a visitor chooses them: the state that ?view=week and ?view=list
      // open on (this week, this month, every category).
      await test.step(`has no English words in week view at ${width} px`, async () => {
        const week = page.getByRole('button', { name: 'Semana', exact: true });
        await week.click();
        await expect(week).toHaveAttribute('aria-pressed', 'true');
        expect(englishWords(await spanishText(page))).toEqual([]);
      });
      await test.step(`has no English words in list view at ${width} px`, async () => {
        const list = page.getByRole('button', { name: 'Lista', exact: true });
        await list.click();
        await expect(list).toHaveAttribute('aria-pressed', 'true');
        expect(englishWords(await spanishText(page))).toEqual([]);
      });
    });
  }

  test('has no English words in an event’s details', async ({ page }) => {
    // The next event of the test month with a place and a time: its dialog shows both.
    const event = present(
      events.find(
        (item) =>
          item.date >= TEST_TODAY &&
          item.date.startsWith(TEST_TODAY.slice(0, 7)) &&
          item.location !== undefined &&
          item.startTime !== undefined,
      ),
      'a timed event with a place in the fixture month',
    );
    const place = present(event.location, 'the event’s place');
    await open(page, '/es/calendar?view=list');
    await page
      .getByRole('link', {
        name: new RegExp(escapeRegExp(event.title.es)),
      })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: event.title.es });
    await expect(dialog).toContainText(place.es);
    await expect(dialog).toContainText(/a\.\sm\.|p\.\sm\./);
    expect(englishWords(await spanishText(page))).toEqual([]);

    // Its Google Calendar link has the same full place, in Spanish, as its .ics file.
    const google = new URL(
      (await dialog.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')) ?? '',
    );
    const ics = await (await page.request.get(`/es/calendar/events/${event.id}.ics`)).text();
    const location = /^LOCATION:(.*)$/m
      .exec(ics.replace(/\r\n[ \t]/g, ''))?.[1]
      ?.replace(/\\([,;\\])/g, '$1')
      .trim();
    expect(location).toMatch(new RegExp(`^${place.es}, \\d+ .+, Bronx, NY \\d{5}$`));
    expect(google.searchParams.get('location')).toBe(location);
  });
});

test('the Spanish feeds have no English words', async ({ request }) => {
  for (const feed of [
    '/es/calendar.ics',
    '/es/calendar/no-school.ics',
    ...EVENT_CATEGORIES.map((category) => `/es/calendar/${category}.ics`),
  ]) {
    const ics = await (await request.get(feed)).text();
    expect(ics, feed).toContain('BEGIN:VCALENDAR');
    expect(englishWords(feedTexts(ics)), feed).toEqual([]);
  }
  const one = events.find((event) => event.location !== undefined);
  const file = await (await request.get(`/es/calendar/events/${one?.id}.ics`)).text();
  expect(englishWords(feedTexts(file))).toEqual([]);
  expect(feedTexts(file)).toContain(one?.location?.es);
});
