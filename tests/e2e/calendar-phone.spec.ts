// The calendar as a parent uses it: on a phone (390×844, touch) and on a desktop, in both
// languages. Every page opens on the test day, Sunday, November 22, 2026, on the fixture calendar
// (tests/fixtures/content/events/), whose November is busy: a twelve-day food drive, a book
// fair, Thanksgiving. The checks of one page at one size share its load, each former test a step
// that starts where the one before it left off.
import type { Locator, Page } from '@playwright/test';
import { EVENT_CATEGORIES } from '../../src/content/event-categories.ts';
import type { SchoolEvent } from '../../src/content/event-schema.ts';
import { compareEvents } from '../../src/domain/event-rules.ts';
import { longDate, shortDayRange } from '../../src/i18n/format.ts';
import { loadGrammars } from '../../scripts/lib/grammar-files.ts';
import {
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  open,
  present,
  siteEntries,
  withoutScripts,
  test,
  text,
  TEST_TODAY,
  type Lng,
  escapeRegExp,
} from './support.ts';

loadGrammars();
const events = siteEntries<SchoolEvent>('data/events');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SMALL_PHONE = { ...PHONE, viewport: { width: 360, height: 800 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const titleIn = (event: SchoolEvent, lng: Lng) => event.title[lng];
/** The events of a day, in the order the calendar lists them. */
const onDay = (day: string) =>
  events
    .filter((event) => event.date <= day && day <= (event.endDate ?? event.date))
    .sort(compareEvents);
const daysOfNovember = Array.from(
  { length: 30 },
  (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`,
);
/** The categories of the fixture's November events: each has its coloured dots in the month. */
const novemberCategories = EVENT_CATEGORIES.filter((category) =>
  daysOfNovember.some((day) => onDay(day).some((event) => event.category === category)),
);
/** The days of November with events, and their events' titles in the calendar's order. */
const novemberDaysWithEvents = (lng: Lng) =>
  daysOfNovember
    .map((day) => ({ day, titles: onDay(day).map((event) => titleIn(event, lng)) }))
    .filter(({ titles }) => titles.length > 0);
const calendarPath = (lng: Lng, query = '') => `${lng === 'es' ? '/es' : ''}/calendar${query}`;

/** True when an element shows its whole text (nothing cut off inside its box). */
async function showsAll(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
}

/** The calendar itself (the views under the month's heading), not the Upcoming Events beside it. */
const calendar = (page: Page) => page.locator('section[aria-labelledby="cal-title"]');

/** The entries of List view, by event title. */
async function listTitles(page: Page): Promise<string[]> {
  return calendar(page).getByRole('list').first().getByTestId('event-title').allTextContents();
}

/** The category colour key under the month grid. */
const colorKey = (page: Page, lng: Lng) =>
  calendar(page).getByRole('list', { name: text(lng, 'calendar', 'colorKey') });

/** The background colour of an element (a swatch, a dot). */
const background = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).backgroundColor);

/** The list of the chosen day's events below the month (named by its day). */
const dayPanel = (page: Page, lng: Lng, day: string) =>
  page.getByRole('region', { name: longDate(lng, day) });

for (const lng of LANGUAGES) {
  test.describe(`what a parent needs on a 360 px phone (${lng})`, () => {
    test.use(SMALL_PHONE);
    const t = (key: string) => text(lng, 'calendar', key);

    test('the month says what its colours mean, the ways to subscribe fit the phone, and “Only” shows one category', async ({
      page,
      request,
    }) => {
      // Three former tests' checks on one page load: allow 15 s each on a busy machine.
      test.setTimeout(45_000);
      await open(page, calendarPath(lng));

      await test.step('the month says what its colours mean, without opening the filters', async () => {
        await expect(page.getByRole('main').locator('details')).not.toHaveAttribute('open');
        const key = colorKey(page, lng);
        await expect(key).toBeVisible();
        await expect(key.getByRole('listitem')).toHaveText(
          EVENT_CATEGORIES.map((category) => t(`categories.${category}`)),
        );
        // Right under the grid, inside the screen's width.
        const grid = await page.getByRole('table').boundingBox();
        const box = await key.boundingBox();
        expect(box?.y ?? 0).toBeGreaterThanOrEqual((grid?.y ?? 0) + (grid?.height ?? 0));
        expect(box?.y ?? 0).toBeLessThan((grid?.y ?? 0) + (grid?.height ?? 0) + 40);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
        // Each swatch has the colour of its category's dots in the grid (November has four).
        const dots = (category: string) =>
          page.getByRole('table').locator(`span.event-cat--${category}`);
        expect(novemberCategories.length).toBeGreaterThanOrEqual(4);
        for (const category of novemberCategories) {
          const dot = dots(category).first();
          await expect(dot).toBeVisible();
          const swatch = key
            .getByRole('listitem')
            .filter({ hasText: t(`categories.${category}`) })
            .locator('[aria-hidden="true"]');
          expect(await background(swatch)).toBe(await background(dot));
        }
        for (const category of EVENT_CATEGORIES.filter(
          (item) => !novemberCategories.includes(item),
        ))
          await expect(dots(category)).toHaveCount(0);
        // Only the categories shown.
        await open(page, calendarPath(lng, '?cats=holiday,pta'));
        await expect(key.getByRole('listitem')).toHaveText([
          t('categories.holiday'),
          t('categories.pta'),
        ]);
      });

      // Every category on again, as the page opened, and the filters closed.
      const summary = page.getByRole('main').locator('details > summary');
      await summary.click();
      for (const category of ['academic', 'earlyDismissal', 'testing', 'afterSchool'])
        await page.getByRole('checkbox', { name: t(`categories.${category}`) }).check();
      await summary.click();
      await expect(page.getByRole('main').locator('details')).not.toHaveAttribute('open');
      await expect(page).not.toHaveURL(/cats=/);

      await test.step('subscribing: the ways to subscribe name the phones, the preset feed has only days without school and early dismissals, and the whole address shows', async () => {
        const panel = page.getByRole('region', { name: t('subscribe.title') });
        const apple = panel.getByRole('link', { name: t('subscribe.apple'), exact: true });
        await expect(apple).toHaveAccessibleDescription(t('subscribe.appleHint'));
        await expect(
          panel.getByRole('link', { name: new RegExp(`^${t('subscribe.google')}`) }),
        ).toHaveAccessibleDescription(t('subscribe.googleHint'));
        await panel.getByLabel(t('subscribe.events')).selectOption({ label: t('feeds.noSchool') });
        const path = localizePath('/calendar/no-school.ics', lng);
        await expect(apple).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${path}$`));
        const address = panel.getByLabel(t('subscribe.address'));
        await expect(address).toHaveValue(new RegExp(`^http://[^/]+${path}$`));
        // Nothing of the address is hidden: no scrolling inside the field, in either direction.
        expect(
          await address.evaluate(
            (field) =>
              field.scrollWidth <= field.clientWidth &&
              field.scrollHeight <= field.clientHeight + 1,
          ),
        ).toBe(true);
        // The feed itself: only those two categories, under the preset's name.
        const feed = await (await request.get(path)).text();
        expect(feed).toContain(`X-WR-CALNAME:Highbridge School · ${t('feeds.noSchool')}`);
        const categories = new Set(
          [...feed.matchAll(/^CATEGORIES:(.+)\r$/gm)].map((match) => match[1]),
        );
        expect([...categories].sort()).toEqual(
          [t('categories.earlyDismissal'), t('categories.holiday')].sort(),
        );
      });

      await test.step('“Only” leaves one category checked, and the month shows only its events', async () => {
        await page.getByRole('main').locator('details > summary').click();
        const only = page.getByRole('button', {
          name: t('filters.onlyLabel').replace('{{category}}', t('categories.academic')),
        });
        await expect(only).toHaveText(t('filters.only'));
        await only.click();
        for (const category of EVENT_CATEGORIES) {
          const box = page.getByRole('checkbox', { name: t(`categories.${category}`) });
          await expect(box).toBeChecked({ checked: category === 'academic' });
        }
        await expect(page).toHaveURL(/[?&]cats=academic$/);
        await expect(page.getByRole('main').locator('details > summary')).toHaveText(
          lng === 'en' ? 'Categories (1 of 6)' : 'Categorías (1 de 6)',
        );
        // Thursday the 19th keeps its conferences and loses its early dismissal; Thanksgiving goes.
        const grid = page.getByRole('table');
        const day = (iso: string) =>
          grid.getByRole('button', { name: new RegExp(`^${escapeRegExp(longDate(lng, iso))}, `) });
        await expect(day('2026-11-19')).toHaveAccessibleName(
          `${longDate(lng, '2026-11-19')}, ${lng === 'en' ? '1 event' : '1 evento'}`,
        );
        await expect(day('2026-11-26')).toHaveAccessibleName(
          `${longDate(lng, '2026-11-26')}, ${lng === 'en' ? 'no events' : 'sin eventos'}`,
        );
        const dots = grid.locator('[class*="event-cat--"]');
        expect(await dots.count()).toBeGreaterThan(0);
        for (const dot of await dots.all()) await expect(dot).toHaveClass(/event-cat--academic/);
        await expect(colorKey(page, lng).getByRole('listitem')).toHaveText([
          t('categories.academic'),
        ]);
        await expectNoAxeViolations(page);
      });
    });

    test('List view on a late-month day with nothing left goes on with next month’s events', async ({
      page,
    }) => {
      // Saturday, November 28, 2026: Thanksgiving recess ended the day before, the last event
      // of the fixture's November.
      await page.clock.setFixedTime(new Date('2026-11-28T12:00:00-05:00'));
      // December's file cannot be loaded at first: the page says so and offers to try again.
      let reachable = false;
      await page.route('**/generated/calendar/2026-12.json', (route) =>
        reachable ? route.continue() : route.abort('internetdisconnected'),
      );
      await open(page, calendarPath(lng, '?view=list'));
      await expect(calendar(page).getByText(t('list.noMore'))).toBeVisible();
      await expect(calendar(page).getByRole('status').last()).toHaveText(t('load.failed'));
      reachable = true;
      await calendar(page)
        .getByRole('button', { name: t('load.retry') })
        .click();
      const next = calendar(page).getByRole('region', {
        name: lng === 'en' ? 'Next month: December 2026' : 'Mes siguiente: diciembre de 2026',
      });
      await expect(next.getByRole('heading', { level: 3 })).toBeVisible();
      const december = events
        .filter((event) => event.date.startsWith('2026-12-'))
        .sort(compareEvents)
        .map((event) => titleIn(event, lng));
      expect(december.length).toBeGreaterThanOrEqual(5);
      await expect(next.getByTestId('event-title')).toHaveText(december);
      // Each day under its own heading, one level down.
      await expect(next.getByRole('heading', { level: 4 }).first()).toHaveText(
        lng === 'en' ? 'Monday, December 7' : 'Lunes, 7 de diciembre',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // Its events open like the month's own.
      await next.getByRole('link', { name: new RegExp(escapeRegExp(december[0] ?? '')) }).click();
      await expect(page.getByRole('dialog', { name: december[0] })).toBeVisible();
    });

    test('with the filters, List view goes on to the next month with the chosen category', async ({
      page,
    }) => {
      // The test day: November has events left, but none academic.
      await open(page, calendarPath(lng, '?view=list&cats=academic'));
      const next = calendar(page).getByRole('region', {
        name: lng === 'en' ? 'Next month: December 2026' : 'Mes siguiente: diciembre de 2026',
      });
      const academic = events
        .filter((event) => event.date.startsWith('2026-12-') && event.category === 'academic')
        .sort(compareEvents)
        .map((event) => titleIn(event, lng));
      await expect(next.getByTestId('event-title')).toHaveText(academic);
      // With events left this month, no more.
      await open(page, calendarPath(lng, '?view=list&cats=academic,holiday'));
      await expect(calendar(page).getByTestId('event-title').first()).toBeVisible();
      await expect(calendar(page).getByRole('region')).toHaveCount(0);
    });

    test('the “Only” buttons wait for the scripts', async ({ browser, baseURL }) => {
      const { context, page } = await withoutScripts(browser, baseURL, SMALL_PHONE.viewport);
      await page.goto(calendarPath(lng));
      await page.getByRole('main').locator('details > summary').click();
      const buttons = page.getByRole('button', { name: new RegExp(`^${t('filters.only')} `) });
      await expect(buttons).toHaveCount(6);
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
      await context.close();
    });
  });

  test.describe(`on a phone (${lng})`, () => {
    test.use(PHONE);

    test('the month fits the first screen, every event title can be read, and the event dialog keeps its title and × in view', async ({
      page,
    }) => {
      // Three former tests' checks on one page load: allow 15 s each on a busy machine.
      test.setTimeout(45_000);
      await open(page, calendarPath(lng));

      await test.step('the view switcher and the month are in the first screen', async () => {
        const switcher = page.getByRole('group', { name: text(lng, 'calendar', 'views.label') });
        const box = await switcher.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(844);
        const month = await page.locator('#cal-title').boundingBox();
        expect((month?.y ?? 0) + (month?.height ?? 0)).toBeLessThan(844);
        // The categories are a closed disclosure above the grid, the upcoming list after it.
        const summary = page.getByRole('main').locator('details > summary');
        await expect(summary).toHaveText(
          lng === 'en' ? 'Categories (6 of 6)' : 'Categorías (6 de 6)',
        );
        const grid = await page.getByRole('table').boundingBox();
        const upcoming = await page
          .getByRole('region', { name: text(lng, 'calendar', 'upcoming.title') })
          .boundingBox();
        expect((await summary.boundingBox())?.y ?? 0).toBeLessThan(grid?.y ?? 0);
        expect(grid?.y ?? 0).toBeLessThan(upcoming?.y ?? 0);
      });

      await test.step('every event title of the busy month can be read in full', async () => {
        let read = 0;
        for (const { day, titles: expected } of novemberDaysWithEvents(lng)) {
          const button = page.getByRole('button', {
            name: new RegExp(`^${escapeRegExp(longDate(lng, day))}, ${expected.length} `),
          });
          await button.click();
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          const titles = dayPanel(page, lng, day).getByTestId('event-title');
          await expect(titles).toHaveText(
            expected.map((title) => new RegExp(escapeRegExp(title))),
            {
              useInnerText: true,
            },
          );
          for (const title of await titles.all()) {
            await expect(title).toBeVisible();
            expect(await showsAll(title), await title.innerText()).toBe(true);
          }
          read += expected.length;
        }
        expect(read).toBeGreaterThanOrEqual(20);
      });

      await test.step('the event dialog keeps its title and × in view while its details scroll', async () => {
        const event = present(
          events.find((item) => item.id === 232),
          'fixture event 232',
        );
        await page
          .getByRole('button', {
            name: new RegExp(`^${escapeRegExp(longDate(lng, event.date))}, `),
          })
          .click();
        await dayPanel(page, lng, event.date)
          .getByRole('link', { name: new RegExp(escapeRegExp(titleIn(event, lng))) })
          .click();
        const dialog = page.getByRole('dialog', { name: titleIn(event, lng) });
        await expect(dialog.getByRole('heading', { name: titleIn(event, lng) })).toBeFocused();
        const close = dialog.getByRole('button', { name: text(lng, 'calendar', 'dialog.close') });
        for (const end of ['bottom', 'top'] as const) {
          await dialog.evaluate((node, to) => {
            node.scrollTop = to === 'bottom' ? node.scrollHeight : 0;
          }, end);
          await expect(close.first()).toBeInViewport({ ratio: 1 });
          await expect(dialog.getByRole('heading', { name: titleIn(event, lng) })).toBeInViewport();
        }
        const box = await dialog.boundingBox();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
        await close.first().click();
        await expect(dialog).toBeHidden();
      });
    });
  });

  test.describe(`on a desktop (${lng})`, () => {
    test.use(DESKTOP);

    test('a long title is cut with an ellipsis, and a full day’s “+N more” lists all its events', async ({
      page,
    }) => {
      await open(page, calendarPath(lng));

      await test.step('a long title is cut with an ellipsis and kept whole in its name and tooltip', async () => {
        const longest = present(
          onDay('2026-11-16')
            .map((event) => titleIn(event, lng))
            .sort((a, b) => b.length - a.length)[0],
          'an event of the fixture on November 16',
        );
        const chip = page
          .getByRole('table')
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(longest)}`) })
          .first();
        await expect(chip).toHaveAttribute('title', longest);
        await expect(chip).toHaveAccessibleName(new RegExp(`^${escapeRegExp(longest)}`));
        const title = chip.getByTestId('event-title');
        await expect(title).toHaveCSS('text-overflow', 'ellipsis');
        // The chip stays inside its day.
        const cell = await chip.locator('xpath=ancestor::td').boundingBox();
        const own = await chip.boundingBox();
        expect((own?.x ?? 0) + (own?.width ?? 0)).toBeLessThanOrEqual(
          (cell?.x ?? 0) + (cell?.width ?? 0),
        );
      });

      await test.step('a full day shows “+N more”, which lists all its events', async () => {
        const day = present(
          daysOfNovember.find((item) => onDay(item).length > 3),
          'a day of the fixture with more than 3 events',
        );
        const all = onDay(day);
        const more = page.getByRole('button', {
          name: new RegExp(`^\\+${all.length - 2} ${lng === 'en' ? 'more' : 'más'}`),
        });
        await expect(more).toHaveText(
          lng === 'en' ? `+${all.length - 2} more` : `+${all.length - 2} más`,
        );
        await more.click();
        const panel = dayPanel(page, lng, day);
        await expect(panel.getByRole('heading')).toContainText(longDate(lng, day));
        await expect(panel.getByTestId('event-title')).toHaveText(
          all.map((event) => titleIn(event, lng)),
        );
      });
    });
  });

  test(`List view lists each event once a month, from today, earlier ones on request (${lng})`, async ({
    page,
  }) => {
    await open(page, calendarPath(lng, '?view=list'));
    const november = events.filter(
      (event) => event.date <= '2026-11-30' && (event.endDate ?? event.date) >= '2026-11-01',
    );
    const fromToday = november.filter((event) => (event.endDate ?? event.date) >= TEST_TODAY);
    const before = await listTitles(page);
    expect(before).toHaveLength(fromToday.length);
    expect(new Set(before).size).toBe(before.length);
    // Earlier days are behind a button, which shows them once each.
    await page
      .getByRole('button', {
        name: `${text(lng, 'calendar', 'list.showEarlier').replace('{{count}}', String(november.length - fromToday.length))}`,
      })
      .click();
    const after = await listTitles(page);
    expect(after).toHaveLength(november.length);
    expect(new Set(after).size).toBe(after.length);
    // The food drive, twelve days long, is one entry with its range.
    const drive = present(
      november.find((event) => event.endDate !== undefined && event.endDate > event.date),
      'a multi-day event in the fixture’s November',
    );
    await expect(
      calendar(page)
        .getByRole('list')
        .first()
        .getByRole('link')
        .filter({ hasText: titleIn(drive, lng) }),
    ).toContainText(shortDayRange(lng, drive.date, present(drive.endDate, 'its last day')));
    // Another month is listed whole, each event once (once its file has loaded).
    await page.getByRole('link', { name: text(lng, 'calendar', 'nav.previousMonth') }).click();
    await expect.poll(async () => (await listTitles(page)).length).toBeGreaterThan(0);
    const october = await listTitles(page);
    expect(new Set(october).size).toBe(october.length);
  });

  test(`every category checkbox and colour keeps its size when labels wrap (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(page, calendarPath(lng));
    await page.getByRole('main').locator('details > summary').click();
    const filters = page.getByRole('group', { name: text(lng, 'calendar', 'filters.legend') });
    const sizes = await filters.locator('label').evaluateAll((labels) =>
      labels.map((label) =>
        // The checkbox and the colour swatch beside it.
        ['input', '[aria-hidden="true"]'].map((part) => {
          const box = label.querySelector(part)?.getBoundingClientRect();
          return `${Math.round(box?.width ?? 0)}×${Math.round(box?.height ?? 0)}`;
        }),
      ),
    );
    expect(sizes).toHaveLength(6);
    for (const size of sizes) expect(size).toEqual(sizes[0]);
    expect(sizes[0]?.[0]).not.toBe('0×0');
    // Each has its "Only" button beside it, a target of 24 px at least, and nothing scrolls sideways.
    const only = filters.getByRole('button');
    await expect(only).toHaveCount(6);
    for (const button of await only.all()) {
      const box = await button.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  test(`the categories disclosure counts what is shown (${lng})`, async ({ page }) => {
    await open(page, calendarPath(lng));
    const summary = page.getByRole('main').locator('details > summary');
    await summary.click();
    await page
      .getByRole('checkbox', { name: text(lng, 'calendar', 'categories.testing') })
      .uncheck();
    await expect(summary).toHaveText(lng === 'en' ? 'Categories (5 of 6)' : 'Categorías (5 de 6)');
  });
}

test.describe('axe in every view', () => {
  for (const [name, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const lng of LANGUAGES) {
      test(`${name}, ${lng}: month, week, list and the event dialog`, async ({ browser }) => {
        // Four axe scans in one test: under a loaded CI machine they can pass 30 s.
        test.slow();
        const context = await browser.newContext(options);
        const page = await context.newPage();
        await page.clock.setFixedTime(new Date(`${TEST_TODAY}T12:00:00-05:00`));
        for (const view of ['', '?view=week', '?view=list']) {
          await open(page, calendarPath(lng, view));
          await page.getByRole('main').locator('details > summary').click();
          await expectNoAxeViolations(page);
        }
        await calendar(page).getByRole('list').first().getByRole('link').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
        await context.close();
      });
    }
  }
});
