// The calendar's months are files the page fetches (src/domain/calendar-months.ts): the page comes
// with the build day's month (November 2026 on the test day) and the events still to come, and
// fetches any other month when the visitor goes there, saying so while it loads and offering to try
// again when it cannot. Past school years stay browsable: the fixture calendar has one event seven
// years back (tests/fixtures/content/events/296.json), which must stay out of the page's script.
import type { Page, Route } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  open,
  test,
  text,
  watchScripts,
  withoutScripts,
  type Lng,
  settle,
  escapeRegExp,
} from './support.ts';

const MONTH_FILES = '**/generated/calendar/*.json';

const heading = (page: Page) => page.locator('#cal-title');
/** The calendar itself (the views under the month's heading), not the Upcoming Events beside it. */
const grid = (page: Page) => page.locator('section[aria-labelledby="cal-title"]');
const calendarPath = (lng: Lng, query = '') => `${lng === 'es' ? '/es' : ''}/calendar${query}`;
/** An event's link in the calendar, by its title in the page's language. */
const eventButton = (page: Page, title: string) =>
  grid(page)
    .getByRole('link', { name: new RegExp(escapeRegExp(title)) })
    .first();

/**
 * Answers the page's requests for month files as `mode` says at the time: let through, held until
 * `release()` (then let through), or failed as when the connection drops. Records each file asked for.
 */
async function controlMonths(page: Page) {
  const control = {
    mode: 'pass' as 'pass' | 'hold' | 'fail',
    requested: [] as string[],
    held: [] as Route[],
    release: async () => {
      const held = control.held.splice(0);
      control.mode = 'pass';
      await Promise.all(held.map((route) => route.continue()));
    },
  };
  await page.route(MONTH_FILES, async (route) => {
    control.requested.push(new URL(route.request().url()).pathname);
    if (control.mode === 'hold') control.held.push(route);
    else if (control.mode === 'fail') await route.abort('internetdisconnected');
    else await route.continue();
  });
  return control;
}

for (const lng of LANGUAGES) {
  const t = (key: string) => text(lng, 'calendar', key);
  /** The words of the page's language. */
  const say = <T>(words: Record<Lng, T>): T => words[lng];

  test(`another month is fetched when the visitor goes there, and kept (${lng})`, async ({
    page,
  }) => {
    const months = await controlMonths(page);
    await open(page, calendarPath(lng));
    await expect(
      eventButton(page, say({ en: 'Thanksgiving Recess', es: 'Receso de Acción de Gracias' })),
    ).toBeVisible();
    expect(months.requested, 'the build day’s month comes with the page').toEqual([]);

    months.mode = 'hold';
    await page.getByRole('link', { name: t('nav.previousMonth') }).click();
    await expect(heading(page)).toHaveText(say({ en: 'October 2026', es: 'Octubre de 2026' }));
    const status = grid(page).getByRole('status');
    await expect(status).toHaveText(t('load.loading'));
    await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(grid(page).getByRole('table')).toHaveCount(0);
    expect(months.requested).toEqual(['/generated/calendar/2026-10.json']);
    await expectNoAxeViolations(page);

    await months.release();
    await expect(
      eventButton(page, say({ en: 'Fall Costume Parade', es: 'Desfile de disfraces de otoño' })),
    ).toBeVisible();
    await expect(status).toHaveText('');
    await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);

    // Back to November and to October again: nothing more to fetch.
    await page.getByRole('link', { name: t('nav.nextMonth') }).click();
    await page.getByRole('link', { name: t('nav.previousMonth') }).click();
    await expect(
      eventButton(page, say({ en: 'Fall Costume Parade', es: 'Desfile de disfraces de otoño' })),
    ).toBeVisible();
    expect(months.requested).toHaveLength(1);
  });

  test(`a week is in the file of its Sunday's month (${lng})`, async ({ page }) => {
    const months = await controlMonths(page);
    await open(page, calendarPath(lng, '?view=week'));
    // Nov 29 – Dec 5 starts in November, whose file (the page's own) holds the whole week.
    await page.getByRole('link', { name: t('nav.nextWeek') }).click();
    await expect(heading(page)).toHaveText(
      say({ en: 'Nov 29 – Dec 5, 2026', es: '29 nov. – 5 dic. 2026' }),
    );
    await expect(grid(page).getByText(t('noEvents'))).toHaveCount(7);
    expect(months.requested).toEqual([]);
    await page.getByRole('link', { name: t('nav.nextWeek') }).click();
    await expect(
      eventButton(page, say({ en: 'Hour of Code Week', es: 'Semana de la Hora del Código' })),
    ).toBeVisible();
    expect(months.requested).toEqual(['/generated/calendar/2026-12.json']);
  });

  test(`a month that cannot be loaded says so, and Try again loads it (${lng})`, async ({
    page,
  }) => {
    const months = await controlMonths(page);
    await open(page, calendarPath(lng, '?view=list'));
    months.mode = 'fail';
    await page.getByRole('link', { name: t('nav.nextMonth') }).click();
    await expect(heading(page)).toHaveText(say({ en: 'December 2026', es: 'Diciembre de 2026' }));
    await expect(grid(page).getByRole('status')).toHaveText(t('load.failed'));
    await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);

    months.mode = 'hold';
    await grid(page)
      .getByRole('button', { name: t('load.retry') })
      .click();
    await expect(grid(page).getByRole('status')).toHaveText(t('load.loading'));
    // The button has gone: the keyboard stays where it was, in the calendar.
    await expect(grid(page).locator('div[tabindex="-1"]')).toBeFocused();
    await months.release();
    await expect(
      eventButton(page, say({ en: 'Winter Concert', es: 'Concierto de invierno' })),
    ).toBeVisible();
    expect(months.requested).toEqual([
      '/generated/calendar/2026-12.json',
      '/generated/calendar/2026-12.json',
    ]);
  });

  test(`an upcoming event of a month not loaded opens at once, its details following (${lng})`, async ({
    page,
  }) => {
    const months = await controlMonths(page);
    // Testing only: the next one is in April 2027, a month the page has not loaded.
    await open(page, calendarPath(lng, '?cats=testing'));
    const title = say({
      en: 'NYS English Language Arts Exams (Grades 3–5)',
      es: 'Exámenes estatales de Artes del Lenguaje en Inglés (3.º a 5.º grado)',
    });
    const upcoming = page.getByRole('region', { name: t('upcoming.title') });
    months.mode = 'fail';
    await upcoming.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(say({ en: 'Main Building', es: 'Edificio principal' }));
    await expect(dialog.getByRole('status')).toHaveText(t('dialog.failed'));

    months.mode = 'hold';
    await dialog.getByRole('button', { name: t('load.retry') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('dialog.loading'));
    await months.release();
    await expect(dialog).toContainText(
      say({ en: 'take the state ELA exams', es: 'presentan los exámenes estatales de inglés' }),
    );
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
      'href',
      localizePath('/calendar/events/269.ics', lng),
    );
    expect(new Set(months.requested)).toEqual(new Set(['/generated/calendar/2027-04.json']));
  });
}

test('past school years stay browsable, and out of the page’s script and HTML', async ({
  page,
  request,
}) => {
  const scripts = watchScripts(page);
  const months = await controlMonths(page);
  await open(page, '/calendar');
  await settle(page);
  const script = (await scripts()).map(({ text }) => text).join('\n');
  const html = await (await request.get('/calendar')).text();
  // What November shows is there; an event seven years back and one of this September are not.
  expect(script).toContain('Thanksgiving Recess');
  expect(html).toContain('Thanksgiving Recess');
  for (const title of ['Pumpkin Patch Picnic', 'Meet the Teacher Night']) {
    expect(script, title).not.toContain(title);
    expect(html, title).not.toContain(title);
  }
  expect(months.requested).toEqual([]);

  // They are in their months' files, which the calendar fetches.
  await open(page, '/calendar?month=2019-10');
  await expect(heading(page)).toHaveText('October 2019');
  await expect(eventButton(page, 'Pumpkin Patch Picnic')).toBeVisible();
  await open(page, '/es/calendar?view=list&month=2026-09');
  await expect(eventButton(page, 'Noche para conocer a los maestros')).toBeVisible();
  expect(months.requested).toEqual([
    '/generated/calendar/2019-10.json',
    '/generated/calendar/2026-09.json',
  ]);
});

// Each month with a file has its own page (/calendar/2026-12, src/domain/event-pages.ts): without
// scripts, previous, next and Today are links between them, and an event is a link to its page.
for (const lng of LANGUAGES) {
  const t = (key: string) => text(lng, 'calendar', key);
  /** The words of the page's language. */
  const say = <T>(words: Record<Lng, T>): T => words[lng];
  const december = say({ en: 'December 2026', es: 'diciembre de 2026' });
  const november = say({ en: 'November 2026', es: 'noviembre de 2026' });

  test(`without scripts, the months and the events are links that work (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutScripts(browser, baseURL, { width: 360, height: 800 });
    await page.goto(calendarPath(lng));
    await expect(heading(page)).toHaveText(new RegExp(november, 'i'));
    await page.getByRole('link', { name: t('nav.nextMonth') }).click();
    await expect(page).toHaveURL(new RegExp(`${calendarPath(lng)}/2026-12$`));
    await expect(heading(page)).toHaveText(new RegExp(december, 'i'));
    // Each month page has its own title, led by its month.
    await expect(page).toHaveTitle(new RegExp(`^${december} · ${t('meta.title')} \\|`, 'i'));
    // December's own events are in its page, each a link to the event's page (on a phone the
    // month's chips are hidden; the links are there for a wider screen).
    const concert = grid(page).getByRole('link', {
      name: say({ en: /^Winter Concert/, es: /^Concierto de invierno/ }),
      includeHidden: true,
    });
    await expect(concert.first()).toHaveAttribute(
      'href',
      new RegExp(`^${localizePath('/calendar/events/237', lng)}$`),
    );
    await page.getByRole('link', { name: t('nav.nextMonth') }).click();
    await page.getByRole('link', { name: t('nav.previousMonth') }).click();
    await expect(heading(page)).toHaveText(new RegExp(december, 'i'));
    await page.getByRole('link', { name: t('today') }).click();
    await expect(page).toHaveURL(new RegExp(`${calendarPath(lng)}$`));
    await expect(heading(page)).toHaveText(new RegExp(november, 'i'));
    // Today's events are listed under the month on a phone: one press opens an event's page.
    const upcoming = page.getByRole('region', { name: t('upcoming.title') });
    const first = upcoming.getByRole('link').first();
    const title = (await first.locator('[class*="cal-upcoming__title"]').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/calendar\/events\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await context.close();
  });

  test(`a month page hydrates on its month, and the scripts keep their state in the address (${lng})`, async ({
    page,
  }) => {
    const months = await controlMonths(page);
    await open(page, `${calendarPath(lng)}/2026-12`);
    await expect(heading(page)).toHaveText(new RegExp(december, 'i'));
    expect(months.requested, 'a month page comes with its month').toEqual([]);
    await page.getByRole('button', { name: t('views.list'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${calendarPath(lng)}\\?view=list&month=2026-12$`));
    await page.getByRole('link', { name: t('nav.nextMonth') }).click();
    await expect(page).toHaveURL(new RegExp(`${calendarPath(lng)}\\?view=list&month=2027-01$`));
    await expect(heading(page)).toHaveText(
      new RegExp(say({ en: 'January 2027', es: 'enero de 2027' }), 'i'),
    );
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${calendarPath(lng)}/2026-12$`));
    await expect(heading(page)).toHaveText(new RegExp(december, 'i'));
    await expect(page.getByRole('button', { name: t('views.month'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}
