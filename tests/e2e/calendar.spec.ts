import type { Page } from '@playwright/test';
import {
  open,
  expect,
  test,
  expectNoAxeViolations,
  text,
  watchForErrors,
  type Lng,
} from './support.ts';

// Every page opens on the test day, Sunday, November 22, 2026 (tests/today.ts): in the fixture
// calendar (tests/fixtures/content/events/) Thanksgiving week has events on most days. The checks
// of /calendar and /es/calendar share one load each, each former test a step that starts where the
// one before it left off.

const heading = (page: Page) => page.locator('#cal-title');
/** The calendar itself (the views under the month's heading), not the Upcoming Events beside it. */
const grid = (page: Page) => page.locator('section[aria-labelledby="cal-title"]');

/** Opens the categories disclosure ("Categories (6 of 6)") when it is closed. */
async function showFilters(page: Page): Promise<void> {
  const details = page.getByRole('main').locator('details');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
}

/**
 * The event dialog of the Thanksgiving Recess, by mouse and keyboard, on the calendar page in `lng`
 * showing November, with no dialog open.
 */
async function checkEventDialog(page: Page, lng: Lng): Promise<void> {
  const title = {
    en: 'Thanksgiving Recess — Schools Closed',
    es: 'Receso de Acción de Gracias: escuelas cerradas',
  }[lng];
  const trigger = grid(page)
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .first();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // Focus starts on the title, never on a link (Enter would download the .ics file).
  await expect(dialog.getByRole('heading', { name: title })).toBeFocused();
  await expect(dialog).toContainText(text(lng, 'calendar', 'allDay'));
  await expect(dialog.locator(`[lang="${lng === 'en' ? 'es' : 'en'}"]`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
    'href',
    lng === 'en' ? '/calendar/events/232.ics' : '/es/calendar/events/232.ics',
  );
  await expect(dialog.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=20261126%2F20261128/,
  );
  await expectNoAxeViolations(page);
  // The × in the header and the Close button at the end both close it.
  await expect(
    dialog.getByRole('button', { name: text(lng, 'calendar', 'dialog.close') }),
  ).toHaveCount(2);
  await dialog
    .getByRole('button', { name: text(lng, 'calendar', 'dialog.close') })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // keyboard: Enter opens, Escape closes and focus returns
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // the backdrop closes it too
  await trigger.click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
}

test('the calendar opens on this month, opens its events, filters them, steps by month and by week, and keeps all that in Spanish (en)', async ({
  page,
}) => {
  // Eight former tests' checks on one page load: allow 15 s each on a busy machine.
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  await open(page, '/calendar');

  await test.step('Month view opens on the current month with the weekday header from Sunday', async () => {
    await expect(heading(page)).toHaveText('November 2026');
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const headers = page.getByRole('table').locator('thead th abbr');
    await expect(headers).toHaveCount(7);
    await expect(headers.first()).toHaveAttribute('title', 'Sunday');
    await expect(headers.last()).toHaveAttribute('title', 'Saturday');
    const today = page.locator('td[aria-current="date"]').getByRole('button');
    await expect(today).toHaveAccessibleName('Sunday, November 22, 2026, no events');
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  await test.step('Month view: a multi-day event appears on every day it covers', async () => {
    const recess = grid(page).getByRole('link', { name: /^Thanksgiving Recess/ });
    await expect(recess).toHaveCount(2);
    await expect(recess.nth(0)).toContainText('Thursday, November 26, 2026');
    await expect(recess.nth(1)).toContainText('Friday, November 27, 2026');
  });

  await test.step('Month view passes axe', async () => {
    await expectNoAxeViolations(page);
  });

  await test.step('the event dialog works by mouse and keyboard (en)', async () => {
    await checkEventDialog(page, 'en');
  });

  await test.step('filters: each category toggles on its own and the upcoming list follows', async () => {
    await showFilters(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(5);
    await expect(grid(page).getByRole('link', { name: /^Thanksgiving Recess/ })).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Holiday' }).uncheck();
    await expect(grid(page).getByRole('link', { name: /^Thanksgiving Recess/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Academic' })).toBeChecked();
    await expect(page).toHaveURL(/cats=academic%2CearlyDismissal%2Ctesting%2Cpta%2CafterSchool/);
    for (const name of ['Academic', 'Early Dismissal', 'Testing', 'PTA', 'After School']) {
      await page.getByRole('checkbox', { name }).uncheck();
    }
    await expect(upcoming).toContainText('No upcoming events based on your filters.');
    await page.getByRole('checkbox', { name: 'Holiday' }).check();
    await expect(upcoming.getByRole('listitem').first()).toContainText('Thanksgiving Recess');
  });

  // Every category on again, as the page opened: the address names none.
  for (const name of ['Academic', 'Early Dismissal', 'Testing', 'PTA', 'After School']) {
    await page.getByRole('checkbox', { name }).check();
  }
  await expect(page).not.toHaveURL(/cats=/);

  await test.step('Month view: previous and next step a month and wrap the year; Today comes back', async () => {
    const next = page.getByRole('link', { name: 'Next month' });
    await next.click();
    await expect(heading(page)).toHaveText('December 2026');
    await next.click();
    await expect(heading(page)).toHaveText('January 2027');
    await expect(page).toHaveURL(/month=2027-01/);
    await page.getByRole('link', { name: 'Previous month' }).click();
    await expect(heading(page)).toHaveText('December 2026');
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(heading(page)).toHaveText('November 2026');
    await page.goBack();
    await expect(heading(page)).toHaveText('December 2026');
  });

  await test.step('Week view shows the current week, steps by a week and says "No events" on an empty day', async () => {
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(heading(page)).toHaveText('Nov 22–28, 2026');
    // Week view: a list of the seven days, each under its heading.
    const days = grid(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText('Sunday, November 22');
    await expect(days.filter({ hasText: 'Saturday, November 28' })).toContainText('No events');
    await page.getByRole('link', { name: 'Next week' }).click();
    await expect(heading(page)).toHaveText('Nov 29 – Dec 5, 2026');
    await page.getByRole('link', { name: 'Next week' }).click();
    await page.getByRole('link', { name: 'Previous week' }).click();
    await expect(heading(page)).toHaveText('Nov 29 – Dec 5, 2026');
    // Choosing Week again resets the week offset; so does Today.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(heading(page)).toHaveText('Nov 22–28, 2026');
    await page.getByRole('link', { name: 'Next week' }).click();
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(heading(page)).toHaveText('Nov 22–28, 2026');
    await expectNoAxeViolations(page);
  });

  // Back to Month view, on the current month since Today.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(heading(page)).toHaveText('November 2026');

  await test.step('the language switch keeps the view, month and filters', async () => {
    await page.getByRole('link', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'Testing' }).uncheck();
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/calendar\?view=list&month=2026-12&cats=/);
    await expect(heading(page)).toHaveText('Diciembre de 2026');
    await expect(page.getByRole('button', { name: 'Lista', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('main').locator('details > summary')).toHaveText(
      'Categorías (5 de 6)',
    );
    await showFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Exámenes' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Días sin clases' })).toBeChecked();
  });
});

test('the Spanish calendar writes to the office, opens its events and names the English feed in English (es)', async ({
  page,
}) => {
  // Three former tests' checks on one page load: allow 15 s each on a busy machine.
  test.setTimeout(45_000);
  await open(page, '/es/calendar');

  await test.step('Contact Us writes to the school office', async () => {
    await expect(page.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      /^mailto:office@highbridge-school\.example\?subject=/,
    );
  });

  await test.step('the event dialog works by mouse and keyboard (es)', async () => {
    await checkEventDialog(page, 'es');
  });

  await test.step('a Spanish page names the English feed in English for Outlook', async () => {
    const panel = page.getByRole('region', { name: 'Suscribirse al calendario' });
    await panel.getByLabel('Idioma del calendario').selectOption('en');
    await panel.getByLabel('Eventos').selectOption('pta');
    await expect(panel.getByRole('link', { name: /^Outlook\.com/ })).toHaveAttribute(
      'href',
      new RegExp(`&name=${encodeURIComponent('Highbridge School · School Calendar: PTA')}$`),
    );
  });
});

test.describe('Week view', () => {
  test('says "Sin eventos" in Spanish', async ({ page }) => {
    await open(page, '/es/calendar?view=week&week=2026-11-22');
    await expect(
      grid(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .filter({ hasText: 'Sábado, 28 de noviembre' }),
    ).toContainText('Sin eventos');
  });
});

test.describe('List view', () => {
  test('lists the month by day and steps by month', async ({ page }) => {
    await open(page, '/calendar?view=list&month=2026-12');
    await expect(heading(page)).toHaveText('December 2026');
    await expect(page.getByRole('heading', { level: 3, name: 'Monday, December 7' })).toBeVisible();
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(heading(page)).toHaveText('January 2027');
    await expectNoAxeViolations(page);
  });
});

test.describe('filters', () => {
  test('the Spanish page has its category labels (sentence case, Asociación de Padres) and empty message', async ({
    page,
  }) => {
    await open(page, '/es/calendar?cats=');
    await expect(page.getByRole('main').locator('details > summary')).toHaveText(
      'Categorías (0 de 6)',
    );
    await showFilters(page);
    for (const label of [
      'Días sin clases',
      'Académico',
      'Salida temprana',
      'Exámenes',
      'Asociación de Padres',
      'Programa después de clases',
    ]) {
      await expect(page.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    await expect(page.getByRole('region', { name: 'Próximos eventos' })).toContainText(
      'No hay próximos eventos según sus filtros.',
    );
  });
});

test('More Details links to the event’s page, not to the calendar itself; times follow the time-label rule', async ({
  page,
}) => {
  await open(page, '/calendar?view=list&month=2027-06');
  await grid(page)
    .getByRole('link', { name: /Chancellor's Conference Day/ })
    .click();
  // Its link is /calendar, the page already open: no "More Details" that would do nothing.
  const dismissal = page.getByRole('dialog', { name: /Chancellor's Conference Day/ });
  await expect(dismissal).toBeVisible();
  await expect(dismissal.getByRole('link', { name: 'More Details' })).toHaveCount(0);
  await dismissal.getByRole('button', { name: 'Close' }).last().click();

  await open(page, '/calendar?view=list');
  await grid(page)
    .getByRole('link', { name: /^8:15\sAM - 9:00\sAM\s*Coffee with the Principal/ })
    .click();
  const coffee = page.getByRole('dialog', { name: 'Coffee with the Principal' });
  await expect(coffee).toContainText('8:15 AM - 9:00 AM');
  // An event whose link is a page of the site opens that page.
  await expect(coffee.getByRole('link', { name: 'More Details' })).toHaveAttribute(
    'href',
    '/parents',
  );
});

test('the single-event file and the feeds are served as text/calendar', async ({ request }) => {
  for (const path of [
    '/calendar.ics',
    '/es/calendar.ics',
    '/calendar/testing.ics',
    '/es/calendar/pta.ics',
    '/calendar/events/232.ics',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toBeUndefined();
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
  }
});

test.describe('subscribe', () => {
  test('the default feed links are in the HTML before any script runs', async ({ request }) => {
    const html = await (await request.get('/calendar')).text();
    expect(html).toContain(`href="webcal://www.highbridge-school.example/calendar.ics"`);
    expect(html).toContain(
      `href="https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://www.highbridge-school.example/calendar.ics')}"`,
    );
    expect(html).toContain('href="/calendar.ics"');
    // upcoming events are prerendered too: links to their pages in the Upcoming Events section
    const upcoming = html.slice(html.indexOf('id="cal-upcoming-title"'));
    expect(upcoming.slice(0, upcoming.indexOf('</section>'))).toMatch(
      /<a class="[^"]*" href="\/calendar\/events\/\d+">/,
    );
  });

  test('on the local server the links reach its own feeds, named in the feed’s language', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/calendar');
    const origin = new URL(page.url()).origin;
    const panel = page.getByRole('region', { name: 'Subscribe to the calendar' });
    await panel.getByLabel('Calendar language').selectOption('es');
    await panel.getByLabel('Events').selectOption('testing');
    const https = `${origin}/es/calendar/testing.ics`;
    const webcal = https.replace(/^http:/, 'webcal:');
    await expect(
      panel.getByRole('link', { name: 'iPhone, iPad or Mac', exact: true }),
    ).toHaveAttribute('href', webcal);
    await expect(panel.getByRole('link', { name: /^Android or Google Calendar/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    await expect(panel.getByRole('link', { name: /^Outlook\.com/ })).toHaveAttribute(
      'href',
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent('Highbridge School · Calendario escolar: Exámenes')}`,
    );
    // The address answers with that feed, under the same name.
    const feed = await request.get(https);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain(
      'X-WR-CALNAME:Highbridge School · Calendario escolar: Exámenes',
    );
    await expect(panel.getByLabel('Calendar address (for any other app)')).toHaveValue(https);
    await expect(
      panel.getByRole('link', { name: 'Download the calendar file (.ics)' }),
    ).toHaveAttribute('href', '/es/calendar/testing.ics');
    await panel.getByRole('button', { name: 'Copy address' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Address copied. Paste it into your calendar app.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(https);
    await expect(panel).toContainText('Google Calendar can take up to a day to show changes.');
  });
});

test('after hydration the visitor’s current month is shown, whatever month the page was built in', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await page.clock.setFixedTime(new Date('2027-03-10T12:00:00-05:00'));
  await open(page, '/calendar?view=week&cats=holiday');
  await expect(heading(page)).toHaveText('Mar 7–13, 2027');
  await showFilters(page);
  await expect(page.getByRole('checkbox', { name: 'Testing' })).not.toBeChecked();
  // No hydration mismatch although the prerendered HTML shows another month and no filters.
  expect(problems).toEqual([]);
});
