import type { Browser, Locator, Page } from '@playwright/test';
import { UPCOMING_EVENTS_PATH } from '../../src/domain/upcoming.ts';
import {
  askForReducedData,
  expect,
  test,
  expectNoAxeViolations,
  open,
  skipWelcome,
  TEST_NOW,
  text,
  WELCOME_SEEN_KEY,
  type Lng,
  settle,
  hydrated,
} from './support.ts';
import { errorSummary, expectFieldError, expectFormProblem } from './secret-form.ts';

/** Noon on Sunday, November 22, 2026: the test day (tests/today.ts). */
const NOON_NOV_22 = TEST_NOW;

test.describe('welcome window', () => {
  test('opens 2 seconds after the page loads, then never again once closed', async ({ page }) => {
    await page.clock.install({ time: NOON_NOV_22 });
    await page.clock.pauseAt(NOON_NOV_22.getTime() + 1000);
    await open(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to The Highbridge School' });
    await page.clock.runFor(1900);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(200);
    await expect(dialog).toBeVisible();
    await page.clock.resume(); // axe needs running timers
    await expectNoAxeViolations(page);

    // Focus is inside and stays inside.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await dialog.getByRole('button', { name: 'Close the welcome message' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), WELCOME_SEEN_KEY)).toBe(
      'true',
    );

    await page.reload();
    await page.clock.runFor(5000);
    await expect(dialog).toBeHidden();
  });

  test('Escape closes it and stores the flag (Spanish)', async ({ page }) => {
    await page.clock.install({ time: NOON_NOV_22 });
    await open(page, '/es/');
    await page.clock.runFor(2100);
    const dialog = page.getByRole('dialog', { name: 'Bienvenidos a The Highbridge School' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), WELCOME_SEEN_KEY)).toBe(
      'true',
    );
  });

  for (const { button, leadsTo, inView } of [
    // The Families page's section that explains the enrollment the window announces.
    {
      button: 'Learn More',
      leadsTo: '/parents#enrollment',
      inView: 'Enrollment for 3K, Pre-K and kindergarten',
    },
    // The city's enrollment site opens in a new tab: the home page stays.
    { button: 'Register', leadsTo: '/', inView: 'Where Bronx brilliance begins' },
  ]) {
    test(`${button} closes it and stores the flag`, async ({ page, context }) => {
      await context.route('https://www.schools.nyc.gov/**', (route) =>
        route.fulfill({ body: 'enrollment' }),
      );
      await page.clock.install({ time: NOON_NOV_22 });
      await open(page, '/');
      await page.clock.runFor(2100);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: button }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), WELCOME_SEEN_KEY)).toBe(
        'true',
      );
      await expect(page).toHaveURL(leadsTo);
      await expect(page.getByRole('heading', { name: inView })).toBeInViewport();
    });
  }
});

test.describe('Weekly Updates password', () => {
  // The fixture site publishes tests/fixtures/content/weekly-updates.json (never data/'s record,
  // which staff reseal), sealed by the same code as npm run weekly-password with this passphrase
  // and address, 600,000 iterations, padded (format 2).
  const PASSWORD = 'submarine irregular oxidize little consonant';
  const UPDATES_URL = 'https://updates.example.test/weekly';

  test.beforeEach(async ({ page, context }) => {
    await skipWelcome(page);
    await context.route('https://updates.example.test/**', (route) =>
      route.fulfill({ body: 'Weekly updates' }),
    );
  });

  /** Loads the home page in `lng` and opens the dialog from its button. */
  async function openDialog(page: Page, lng: Lng) {
    await page.goto(lng === 'en' ? '/' : '/es/');
    // A click before hydration would go nowhere: wait for the page's scripts.
    await hydrated(page);
    return showDialog(page, lng);
  }

  /**
   * Opens the dialog from its button on the home page, already loaded and hydrated: a new form each
   * time, since closing the dialog removes its form (src/features/weekly-updates/).
   */
  async function showDialog(page: Page, lng: Lng) {
    const opener = page.getByRole('button', { name: text(lng, 'home', 'values.weeklyUpdates') });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: text(lng, 'common', 'weeklyUpdates.title') });
    await expect(dialog).toBeVisible();
    return {
      dialog,
      opener,
      field: dialog.getByLabel(text(lng, 'common', 'weeklyUpdates.passwordLabel')),
    };
  }

  /** Closes the dialog with Cancel, as a visitor does, so that the next step opens a new form. */
  async function cancel(dialog: Locator, lng: Lng) {
    await dialog.getByRole('button', { name: text(lng, 'common', 'weeklyUpdates.cancel') }).click();
    await expect(dialog).toBeHidden();
  }

  async function anEmptyPasswordIsNotChecked(page: Page, lng: Lng) {
    const { dialog, field } = await showDialog(page, lng);
    let fetched = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/generated/weekly-updates.json')) fetched += 1;
    });
    await expect(dialog.locator('form')).toHaveAttribute('novalidate');
    await expect(field).not.toHaveAttribute('required');
    await expect(field).not.toHaveAttribute('placeholder');
    await dialog.getByRole('button', { name: text(lng, 'common', 'weeklyUpdates.submit') }).click();
    await expectFieldError(page, dialog, field, lng, {
      title: text(lng, 'common', 'secretForm.problem'),
      message: text(lng, 'common', 'weeklyUpdates.empty'),
    });
    await expectNoAxeViolations(page);
    expect(fetched).toBe(0);
    await cancel(dialog, lng);
  }

  async function aWrongPasswordIsRefused(page: Page, lng: Lng) {
    const { dialog, field } = await showDialog(page, lng);
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toBeFocused();
    await field.fill('not the password');
    const submit = dialog.getByRole('button', {
      name: text(lng, 'common', 'weeklyUpdates.submit'),
    });
    await submit.click();
    await expectFieldError(page, dialog, field, lng, {
      title: text(lng, 'common', 'secretForm.problem'),
      message: text(lng, 'common', 'weeklyUpdates.wrongPassword'),
    });
    await expect(field).toHaveValue('');
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await field.pressSequentially('a');
    await expect(errorSummary(dialog)).toHaveCount(0);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await cancel(dialog, lng);
  }

  // One load of the home page for each language: every step opens the dialog from its button and
  // leaves it closed.
  test('the dialog is in no file the page loads, and refuses an empty or a wrong password, closes, and opens the updates with the right one (en)', async ({
    page,
    context,
    request,
  }) => {
    // Six tests' checks on one load, two axe scans and four password checks among them: up to
    // 15 s each on a busy machine.
    test.setTimeout(90_000);
    // Watched from before the page opens: what it loads before the dialog is used.
    const bodies: string[] = [];
    page.on('response', (response) => {
      if (/\.(js|html)$|\/$/.test(new URL(response.url()).pathname)) bodies.push(response.url());
    });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await open(page, '/');

    await test.step('the site publishes only the sealed record: no address, no hash, nothing bundled', async () => {
      const config = (await (await request.get('/generated/weekly-updates.json')).json()) as Record<
        string,
        unknown
      >;
      expect(Object.keys(config)).toEqual(['sealed']);
      expect(Object.keys(config.sealed as object).sort()).toEqual([
        'data',
        'iterations',
        'iv',
        'salt',
        'v',
      ]);
      // Padded (format 2): the record does not tell the address's length.
      expect((config.sealed as { v: number }).v).toBe(2);
      // The record is not in any script or page the home page loads until the dialog is used.
      await settle(page);
      expect(fetched).not.toContain('/generated/weekly-updates.json');
      const salt = (config.sealed as { salt: string }).salt;
      for (const url of bodies)
        expect(await (await request.get(url)).text(), url).not.toContain(salt);
      expect(bodies.length).toBeGreaterThan(1);
    });

    await test.step("an empty password is not checked: the site's own error, summarised and beside the field", () =>
      anEmptyPasswordIsNotChecked(page, 'en'));

    await test.step('a wrong password shows the error, clears and marks the field', () =>
      aWrongPasswordIsRefused(page, 'en'));

    await test.step('the English error is exactly the specification’s', async () => {
      const { dialog, field } = await showDialog(page, 'en');
      await field.fill('nope');
      await field.press('Enter');
      await expect(dialog.getByRole('alert').getByRole('listitem')).toHaveText(
        'The password you entered is incorrect. Please check your password and try again.',
      );
      await cancel(dialog, 'en');
    });

    await test.step('Cancel, the close button and the backdrop close it and clear the field and error', async () => {
      const { dialog, field, opener } = await showDialog(page, 'en');
      await field.fill('nope');
      await field.press('Enter');
      await expect(dialog.getByRole('alert')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(field).toHaveValue('');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await field.fill('typed');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await opener.click();
      await expect(field).toHaveValue('');
      await page.mouse.click(5, 5); // the backdrop
      await expect(dialog).toBeHidden();
    });

    await test.step('the right password opens the updates in a new tab and closes the dialog', async () => {
      const { dialog, field } = await showDialog(page, 'en');
      await field.fill(PASSWORD);
      const [updates] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: 'Open updates' }).click(),
      ]);
      await expect(updates).toHaveURL(UPDATES_URL);
      expect(await updates.evaluate(() => window.opener)).toBeNull();
      await expect(dialog).toBeHidden();
    });
  });

  test('the dialog refuses an empty or a wrong password (es)', async ({ page }) => {
    await open(page, '/es/');
    await test.step("an empty password is not checked: the site's own error, summarised and beside the field", () =>
      anEmptyPasswordIsNotChecked(page, 'es'));
    await test.step('a wrong password shows the error, clears and marks the field', () =>
      aWrongPasswordIsRefused(page, 'es'));
  });

  test('while the password is checked the button reads "Checking…", is aria-disabled but keeps the focus, and a second submission checks nothing more', async ({
    page,
  }) => {
    const { dialog, field } = await openDialog(page, 'en');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fetched = 0;
    await page.route('**/generated/weekly-updates.json', async (route) => {
      fetched += 1;
      await held;
      await route.fallback(); // the fixture site's record
    });
    await field.fill('not the password');
    await dialog.getByRole('button', { name: 'Open updates' }).click();
    const busy = dialog.getByRole('button', { name: 'Checking…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).not.toHaveAttribute('disabled');
    await expect(busy).toBeFocused();
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText('Checking…');
    await busy.click({ force: true }); // past Playwright's wait for an enabled button
    await page.keyboard.press('Enter');
    await expect(busy).toBeFocused();
    await field.press('Enter');
    await expect.poll(() => fetched).toBe(1);
    release();
    await expect(dialog.getByRole('alert')).toContainText(
      text('en', 'common', 'weeklyUpdates.wrongPassword'),
    );
    await expect(dialog.getByRole('button', { name: 'Open updates' })).toBeEnabled();
    expect(fetched).toBe(1);
  });

  test('when the record cannot be fetched it says so, and the field is not marked', async ({
    page,
  }) => {
    const { dialog, field } = await openDialog(page, 'es');
    await page.route('**/generated/weekly-updates.json', (route) => route.abort('failed'));
    await field.fill('anything');
    await field.press('Enter');
    await expectFormProblem(dialog, field, {
      title: text('es', 'common', 'secretForm.problem'),
      message: text('es', 'common', 'weeklyUpdates.unavailable'),
    });
    await expect(field).toHaveValue('anything');
  });
});

/**
 * The fixture calendar (tests/fixtures/content/events/) seen from Sunday, November 22, 2026: the
 * Coffee with the Principal on the 25th, the Thanksgiving recess on the 26th and 27th, and Hour of
 * Code Week from December 7. The Book Fair and the Food Drive ended on the 20th.
 */
const NEXT_THREE = {
  en: ['Coffee with the Principal', 'Thanksgiving Recess — Schools Closed', 'Hour of Code Week'],
  es: [
    'Café con la directora',
    'Receso de Acción de Gracias: escuelas cerradas',
    'Semana de la Hora del Código',
  ],
};

/**
 * Opens the home page in `lng` for a returning visitor, and returns a step that checks its
 * Upcoming Events card: the next three events, the calendar link, and no fetch of the whole list
 * (watched from before the page opens: on the build day the page's own script has them).
 */
async function openHomeForUpcoming(page: Page, lng: Lng): Promise<() => Promise<void>> {
  await skipWelcome(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await open(page, '/', lng);
  return async () => {
    const card = page.getByRole('region', { name: text(lng, 'home', 'upcoming.title') });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(NEXT_THREE[lng]);
    await expect(card.getByText(text(lng, 'home', 'upcoming.viewCalendar'))).toBeVisible();
    expect(fetched).not.toContain(UPCOMING_EVENTS_PATH);
  };
}

test.describe('the home page as it opens', () => {
  // The step that pauses the hero's video needs it playing (support.ts, heroVideo).
  test.use({ heroVideo: 'plays' });

  test('the home page lists the next events, and its tabs, background video and history link work (en)', async ({
    page,
  }) => {
    // Five tests' checks on one load: up to 15 s each on a busy machine.
    test.setTimeout(75_000);
    const expectNextThree = await openHomeForUpcoming(page, 'en');

    await test.step('Upcoming Events lists the next three events from today', expectNextThree);

    await test.step('Upcoming Events shows the date badge and time label', async () => {
      const first = page
        .getByRole('region', { name: 'Upcoming Events' })
        .getByRole('listitem')
        .first();
      await expect(first.locator('.date-badge__month')).toHaveText('NOV');
      await expect(first.locator('.date-badge__day')).toHaveText('25');
      await expect(first).toContainText('8:15 AM');
      await expect(first).toContainText('Main Building Parent Room');
    });

    await test.step("Community Spotlight's tabs work with the arrow keys, Students first", async () => {
      const tablist = page.getByRole('tablist', { name: 'The people who make us proud' });
      const students = tablist.getByRole('tab', { name: 'Student Spotlights' });
      const staff = tablist.getByRole('tab', { name: 'Staff Highlights' });
      const parents = tablist.getByRole('tab', { name: 'Parent Testimonials' });
      await expect(students).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Student Spotlights' })).toBeVisible();

      await students.focus();
      await page.keyboard.press('ArrowRight');
      await expect(staff).toBeFocused();
      await expect(staff).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Staff Highlights' })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'Student Spotlights' })).toBeHidden();

      await page.keyboard.press('ArrowRight');
      await expect(parents).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('tabpanel', { name: 'Parent Testimonials' }).locator('blockquote'),
      ).toHaveCount(2);
      await page.keyboard.press('ArrowRight');
      await expect(students).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(parents).toBeFocused();
      await page.keyboard.press('Home');
      await expect(students).toHaveAttribute('aria-selected', 'true');
      // one tab stop: Tab leaves the tab list for the panel
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel', { name: 'Student Spotlights' })).toBeFocused();
    });

    await test.step("the hero's background video can be paused and resumed", async () => {
      const pause = page.getByRole('button', { name: 'Pause background video' });
      await expect(pause).toBeVisible();
      await pause.click();
      await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
      expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Play background video' }).click();
      await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    });

    await test.step("the hero's history link jumps to the history section", async () => {
      await page.getByRole('link', { name: 'Discover our history' }).click();
      await expect(page).toHaveURL('/#history');
      await expect(
        page.getByRole('heading', { name: 'More than a century of learning in Highbridge' }),
      ).toBeInViewport();
    });
  });
});

test.describe('Upcoming Events', () => {
  test('lists the next three events from today, the time in a. m. and the place in Spanish (es)', async ({
    page,
  }) => {
    const expectNextThree = await openHomeForUpcoming(page, 'es');

    await test.step('lists the next three events from today', expectNextThree);

    await test.step('in Spanish: the time in a. m., the place in Spanish', async () => {
      const first = page
        .getByRole('region', { name: 'Próximos eventos' })
        .getByRole('listitem')
        .first();
      await expect(first.locator('.date-badge__month')).toHaveText('NOV');
      await expect(first).toContainText('8:15 a. m. – 9:00 a. m.');
      await expect(first).toContainText('Salón de padres del Edificio principal');
      await expect(first).not.toContainText('Main Building');
    });
  });

  for (const lng of ['en', 'es'] as const) {
    test(`lists the next three on a day long after the build, from the whole list (${lng})`, async ({
      page,
    }) => {
      // March 1, 2027 is past the weeks the page's own script carries (src/domain/upcoming.ts).
      await skipWelcome(page);
      await page.clock.setFixedTime(new Date('2027-03-01T12:00:00-05:00'));
      const whole = page.waitForResponse((response) =>
        response.url().endsWith(UPCOMING_EVENTS_PATH),
      );
      await page.goto(lng === 'en' ? '/' : '/es/');
      expect((await whole).status()).toBe(200);
      const card = page.getByRole('region', { name: text(lng, 'home', 'upcoming.title') });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        lng === 'en'
          ? [
              'Read Across Highbridge Week',
              'New Families Orientation',
              'Eid al-Fitr — Schools Closed',
            ]
          : [
              'Semana de lectura en Highbridge',
              'Orientación para familias nuevas',
              'Eid al-Fitr: escuelas cerradas',
            ],
      );
    });

    test(`lists them in the HTML before any script runs (${lng})`, async ({
      scriptlessPage: page,
    }) => {
      await page.goto(lng === 'en' ? '/' : '/es/');
      const card = page.getByRole('region', { name: text(lng, 'home', 'upcoming.title') });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(NEXT_THREE[lng]);
    });

    test(`says when there is nothing coming (${lng})`, async ({ page }) => {
      await skipWelcome(page);
      await page.clock.setFixedTime(new Date('2031-01-01T12:00:00-05:00'));
      await page.goto(lng === 'en' ? '/' : '/es/');
      const card = page.getByRole('region', { name: text(lng, 'home', 'upcoming.title') });
      await expect(card.getByText(text(lng, 'home', 'upcoming.empty'))).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).toHaveCount(0);
    });
  }
});

test.describe('hero', () => {
  /**
   * The home page in a browser with the given motion preference (and, if asked, reduced data),
   * counting the page's calls to play() and its requests for the video, once the hero's effect has
   * run (its control is disabled until the page hydrates).
   */
  async function heroCountingPlays(
    browser: Browser,
    reducedMotion: 'reduce' | 'no-preference',
    reducedData = false,
  ) {
    const context = await browser.newContext({ reducedMotion });
    if (reducedData) await askForReducedData(context);
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/video/')) videoRequests.push(request.url());
    });
    await page.addInitScript(() => {
      const counted = window as Window & { playCalls?: number };
      counted.playCalls = 0;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        counted.playCalls = (counted.playCalls ?? 0) + 1;
        return play.call(this);
      };
    });
    await skipWelcome(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('section[aria-labelledby="hero-title"] button')).toBeEnabled();
    const plays = () =>
      page.evaluate(() => (window as Window & { playCalls?: number }).playCalls ?? 0);
    return { context, page, plays, videoRequests };
  }

  test('autoplays for visitors without a motion preference (the control of the next test)', async ({
    browser,
  }) => {
    const { context, plays } = await heroCountingPlays(browser, 'no-preference');
    await expect.poll(plays).toBe(1);
    await context.close();
  });

  test('does not autoplay for visitors who prefer reduced motion', async ({ browser }) => {
    const { context, page, plays } = await heroCountingPlays(browser, 'reduce');
    expect(await plays()).toBe(0);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    await context.close();
  });

  test('does not autoplay, nor download the video, for visitors who ask for reduced data', async ({
    browser,
  }) => {
    const { context, page, plays, videoRequests } = await heroCountingPlays(
      browser,
      'no-preference',
      true,
    );
    expect(await plays()).toBe(0);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(videoRequests).toEqual([]);
    await context.close();
  });
});

test.describe('a part that fails to load', () => {
  test('the prerendered page stays readable and offers a reload', async ({ page }) => {
    await skipWelcome(page);
    await page.route(/\/static\/home-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Una parte de esta página no se cargó' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Volver a cargar la página' })).toBeVisible();
  });

  test('a link to a page whose code fails leads to that page, readable, with a reload', async ({
    page,
  }) => {
    // Every link loads the next page's own HTML: its text is there even when its script fails.
    await skipWelcome(page);
    await page.goto('/no-such-page');
    await settle(page);
    await page.route(/\/static\/home-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: "Part of this page didn't load" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});
