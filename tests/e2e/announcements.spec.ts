import type { PublishedAnnouncement } from '../../src/domain/announcement-rules.ts';
import {
  fixtureAnnouncement,
  INFO_TEXT,
  serveAnnouncements,
  URGENT_TEXT,
} from './announcements-fixture.ts';
import {
  expect,
  test,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  routeTable,
  skipWelcome,
  text,
} from './support.ts';

const BOOK_FAIR_TEXT = {
  en: 'The book fair is open in the library all week.',
  es: 'La feria del libro está abierta en la biblioteca toda la semana.',
};

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('the committed announcements are not active, so the built pages carry none', async ({
  request,
}) => {
  for (const lng of LANGUAGES) {
    const html = await (await request.get(localizePath('/', lng))).text();
    expect(html).not.toContain('class="announcements"');
    expect(html).toContain('"announcements":[]');
  }
});

for (const lng of LANGUAGES) {
  test(`an urgent announcement shows on every page as an alert, without a dismiss button (${lng})`, async ({
    page,
  }) => {
    // One visit to each of the 24 pages: more than the 30 s a one-page test gets on a busy machine.
    test.setTimeout(120_000);
    const urgent = fixtureAnnouncement('snow-closure', 'urgent', URGENT_TEXT);
    await serveAnnouncements(page, () => [urgent]);
    for (const route of routeTable) {
      await page.goto(localizePath(route.path, lng));
      const region = page.getByRole('region', { name: text(lng, 'common', 'announcements.label') });
      const alert = region.getByRole('alert');
      await expect(alert).toContainText(URGENT_TEXT[lng]);
      await expect(alert).toContainText(text(lng, 'common', 'announcements.urgent'));
      await expect(
        region.getByRole('button', { name: text(lng, 'common', 'announcements.dismiss') }),
      ).toHaveCount(0);
      // The header stays usable below the announcement.
      await expect(
        page.getByRole('navigation', { name: text(lng, 'common', 'nav.label') }),
      ).toBeVisible();
    }
  });

  test(`a dismissed announcement stays dismissed across pages and returns when its text changes (${lng})`, async ({
    page,
  }) => {
    let info = fixtureAnnouncement('report-cards', 'info', INFO_TEXT, { href: '/calendar' });
    let others: PublishedAnnouncement[] = [];
    await serveAnnouncements(page, () => [info, ...others]);
    const region = page.getByRole('region', { name: text(lng, 'common', 'announcements.label') });

    await page.goto(localizePath('/', lng));
    await expect(region).toContainText(INFO_TEXT[lng]);
    await expect(
      region.getByRole('link', { name: text(lng, 'common', 'announcements.details') }),
    ).toHaveAttribute('href', localizePath('/calendar', lng));
    await region
      .getByRole('button', { name: text(lng, 'common', 'announcements.dismiss') })
      .click();
    await expect(region).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();

    // From here the server also sends an announcement no page was built with: once a page shows
    // it, the page has drawn what the server sent, and the dismissed one is not there.
    others = [fixtureAnnouncement('book-fair', 'info', BOOK_FAIR_TEXT)];
    for (const path of ['/calendar', '/staff', '/']) {
      await page.goto(localizePath(path, lng));
      await expect(region).toContainText(BOOK_FAIR_TEXT[lng]);
      await expect(page.getByText(INFO_TEXT[lng])).toHaveCount(0);
    }

    const changed = {
      en: 'Report cards go home on Monday instead of Friday.',
      es: 'Las libretas de calificaciones se envían a casa el lunes, no el viernes.',
    };
    info = fixtureAnnouncement('report-cards', 'info', changed, { href: '/calendar' });
    await page.goto(localizePath('/gallery', lng));
    await expect(region).toContainText(changed[lng]);
  });
}

test('an announcement disappears when its end passes, without a rebuild or a reload', async ({
  page,
}) => {
  const start = Date.parse('2027-01-25T11:00:00Z'); // 6:00 AM in New York
  const end = Date.parse('2027-01-25T23:00:00Z'); // 6:00 PM in New York
  await page.clock.install({ time: start + 60_000 });
  const urgent = fixtureAnnouncement('snow-closure', 'urgent', URGENT_TEXT, {
    startsAt: start,
    endsAt: end,
  });
  const later = fixtureAnnouncement('delayed-opening', 'info', INFO_TEXT, {
    startsAt: end,
    endsAt: end + 12 * 3_600_000,
  });
  await serveAnnouncements(page, () => [urgent, later]);

  await page.goto('/calendar');
  await expect(page.getByRole('alert')).toContainText(URGENT_TEXT.en);
  await expect(page.getByText(INFO_TEXT.en)).toHaveCount(0);

  await page.clock.fastForward(end - start); // past 6:00 PM
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(INFO_TEXT.en)).toBeVisible();

  await page.clock.fastForward(12 * 3_600_000);
  await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
});

for (const lng of LANGUAGES) {
  test(`pages with announcements shown pass axe (${lng})`, async ({ page }) => {
    const urgent = fixtureAnnouncement('snow-closure', 'urgent', URGENT_TEXT);
    const info = fixtureAnnouncement('report-cards', 'info', INFO_TEXT, { href: '/calendar' });
    await serveAnnouncements(page, () => [urgent, info]);
    for (const path of ['/', '/calendar']) {
      await page.goto(localizePath(path, lng));
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByText(INFO_TEXT[lng])).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
