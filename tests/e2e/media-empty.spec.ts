// The media pages' empty states, in a real browser, from test manifests: the dev server runs with
// MEDIA_MANIFEST_FIXTURES=tests/fixtures/empty-media (no photos, no staff, third grade with no
// documents, the other grades missing from the manifest).
import { EMPTY_MEDIA_PORT } from '../sites.ts';
import { open, expect, test, expectNoAxeViolations, LANGUAGES, text, TEST_NOW } from './support.ts';

const origin = `http://localhost:${EMPTY_MEDIA_PORT}`;

// One test per language, its four pages loaded in turn in one page: the dev server sends each page
// its modules one by one, and a new browser context would fetch them all again.
for (const lng of LANGUAGES) {
  test(`empty media manifests (${lng}): the gallery, the staff and two grades say what is missing`, async ({
    page,
  }) => {
    // Four pages from the dev server, each up to 20 s on a busy machine.
    test.setTimeout(120_000);
    // The first page opened with its timers held. The dev server's pages are empty until their
    // scripts render them, and the boot module starts those at once (src/app/boot.ts): it used to
    // wait for a first paint that an empty page never makes, until its 2.5 s timer gave up, on
    // every page. The timers run again for the checks (axe waits on them).
    await page.clock.install({ time: TEST_NOW });
    await page.clock.pauseAt(TEST_NOW.getTime() + 1_000);
    await open(page, '/gallery', lng, { origin, timeout: 20_000 });
    await page.clock.resume();
    await test.step('the gallery says it has no photos yet, with the Coming Soon list', async () => {
      await expect(
        page.getByRole('heading', { name: text(lng, 'gallery', 'empty.title') }),
      ).toBeVisible();
      await expect(page.getByText(text(lng, 'gallery', 'empty.body'))).toBeVisible();
      for (const item of ['events', 'classroom', 'achievements', 'art']) {
        await expect(
          page
            .getByRole('listitem')
            .filter({ hasText: text(lng, 'gallery', `empty.items.${item}`) }),
        ).toBeVisible();
      }
      // No filter buttons and no grid when there is nothing to show.
      await expect(
        page.getByRole('button', { name: text(lng, 'gallery', 'categories.all') }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step('the staff directory says it is unavailable', async () => {
      await open(page, '/staff', lng, { origin, timeout: 20_000 });
      await expect(
        page.getByRole('heading', { name: text(lng, 'staff', 'unavailable.title') }),
      ).toBeVisible();
      await expect(page.getByText(text(lng, 'staff', 'unavailable.body'))).toBeVisible();
      await expect(
        page.getByRole('heading', { name: text(lng, 'staff', 'departments.kindergarten') }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step('a grade without documents says so on both of its pages', async () => {
      await open(page, '/classes/third', lng, { origin, timeout: 20_000 });
      await expect(
        page.getByRole('heading', { name: text(lng, 'classes', 'noDocuments.title') }),
      ).toBeVisible();
      // The grade's name inside the sentence is in lower case in both languages.
      const { welcome, supply } = {
        en: {
          welcome: 'Welcome letters for third grade are not available yet.',
          supply: 'Supply lists for third grade are not available yet.',
        },
        es: {
          welcome: 'Las cartas de bienvenida de tercer grado todavía no están disponibles.',
          supply: 'Las listas de útiles de tercer grado todavía no están disponibles.',
        },
      }[lng];
      await expect(page.getByText(welcome)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: text(lng, 'classes', 'tabs.supply') }).click();
      await expect(page.getByText(supply)).toBeVisible({ timeout: 20_000 });
    });

    await test.step('a grade missing from the manifest says its documents could not be found', async () => {
      await open(page, '/classes/fourth', lng, { origin, timeout: 20_000 });
      await expect(
        page.getByRole('heading', { name: text(lng, 'classes', 'notFound.title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('main').getByText(text(lng, 'classes', 'notFound.body')),
      ).toBeVisible();
    });
  });
}
