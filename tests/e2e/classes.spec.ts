// The Classes pages on a phone: one page per grade and kind of document (src/domain/class-pages.ts),
// whose grade and Welcome Letters / Supply Lists choices are links that work before and without
// the scripts, and a grade's letter or list shown as text where its file in data/class-documents/
// has one (the fixture's second grade: tests/fixtures/content/class-documents/second.json;
// kindergarten has no file).
import type { Locator, Page } from '@playwright/test';
import type { ClassText } from '../../src/content/class-text-schema.ts';
import type { ClassDocument } from '../../src/content/media-manifest.ts';
import {
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  open,
  siteJson,
  test,
  text,
  type Lng,
  hydrated,
} from './support.ts';

const second = siteJson<ClassText>('data/class-documents/second.json');
const documents = siteJson<Record<string, ClassDocument[]>>('src/generated/class-documents.json');
const { welcomeLetter, supplyList } = second;
if (welcomeLetter === undefined || supplyList === undefined)
  throw new Error('the fixture gives second grade a letter and a list');

const t = (lng: Lng, key: string) => text(lng, 'classes', key);
const gradesNav = (page: Page, lng: Lng) =>
  page.getByRole('navigation', { name: t(lng, 'gradesLabel') });
const documentsNav = (page: Page, lng: Lng, grade: string) =>
  page.getByRole('navigation', {
    name: t(lng, 'tabsLabel').replace('{{grade}}', t(lng, `grades.${grade}.nameInSentence`)),
  });
/** The grade's document cards: the links of the page's main part that show a picture. */
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('img') });
/** The one link of a navigation marked as the current page. */
const current = (nav: Locator) => nav.locator('[aria-current="page"]');

/** Expects the page of a grade without text (kindergarten) to show only the pictures of `type`. */
async function expectPicturesOnly(page: Page, lng: Lng, type: 'welcome' | 'supply'): Promise<void> {
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t(lng, 'printable') })).toHaveCount(0);
  const shown = (documents.kindergarten ?? []).filter((document) => document.type === type);
  expect(shown.length, 'the samples give kindergarten both kinds').toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(shown.length);
}

test.describe('on a phone without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
  });

  for (const lng of LANGUAGES) {
    test(`the home page to second grade's supply list is at most four taps (${lng})`, async ({
      page,
    }) => {
      let taps = 0;
      const tap = async (target: Locator) => {
        await target.tap();
        taps += 1;
      };
      await page.goto(localizePath('/', lng));
      await tap(
        page.getByRole('banner').locator('summary', { hasText: text(lng, 'common', 'nav.menu') }),
      );
      // Without the scripts the phone menu lists every page under its menu, Classes included.
      await tap(
        page
          .getByRole('navigation', { name: text(lng, 'common', 'nav.label') })
          .getByRole('link', { name: text(lng, 'common', 'nav.classes'), exact: true }),
      );
      await expect(page).toHaveURL(new RegExp(`${localizePath('/classes', lng)}$`));
      await tap(gradesNav(page, lng).getByRole('link', { name: t(lng, 'grades.second.name') }));
      await expect(page).toHaveURL(new RegExp(`${localizePath('/classes/second', lng)}#grades$`));
      await tap(
        documentsNav(page, lng, 'second').getByRole('link', { name: t(lng, 'tabs.supply') }),
      );
      await expect(page).toHaveURL(
        new RegExp(`${localizePath('/classes/second/supply-lists', lng)}#documents$`),
      );
      const list = page.getByRole('article', { name: supplyList.title[lng] });
      await expect(list.getByRole('listitem')).toHaveText(
        supplyList.items.map((item) => item[lng]),
      );
      // The page opens at the choice made, the list's first lines in view.
      await expect(list.getByRole('listitem').first()).toBeInViewport();
      expect(taps).toBeLessThanOrEqual(4);
    });
  }

  test('a document card is a link to the picture itself', async ({ page }) => {
    await page.goto('/classes/second/supply-lists');
    const card = cards(page).first();
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/generated\/media\/classes\/second-supply-[0-9a-f]{12}-\d+-full\.jpg$/);
    const response = await page.request.get(href);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  for (const lng of LANGUAGES) {
    test(`the grades and documents, with pictures only where a grade has no text, and the old addresses (${lng})`, async ({
      page,
    }) => {
      // Three tests' work: about 15 s each on a busy machine.
      test.setTimeout(45_000);
      await open(page, '/classes', lng);
      await test.step("a grade without text shows its pictures only: kindergarten's welcome letters", async () => {
        await expectPicturesOnly(page, lng, 'welcome');
      });
      await test.step('grades and documents lead to their pages, the current one marked', async () => {
        await expect(current(gradesNav(page, lng))).toHaveAccessibleName(
          t(lng, 'grades.kindergarten.name'),
        );
        await expect(current(documentsNav(page, lng, 'kindergarten'))).toHaveText(
          t(lng, 'tabs.welcome'),
        );

        await gradesNav(page, lng)
          .getByRole('link', { name: t(lng, 'grades.second.name') })
          .tap();
        await expect(page).toHaveURL(new RegExp(`${localizePath('/classes/second', lng)}#grades$`));
        await hydrated(page);
        await expect(current(gradesNav(page, lng))).toHaveAccessibleName(
          t(lng, 'grades.second.name'),
        );
        await expect(current(documentsNav(page, lng, 'second'))).toHaveText(t(lng, 'tabs.welcome'));
        const letter = page.getByRole('article', { name: welcomeLetter.title[lng] });
        await expect(letter.getByRole('paragraph')).toHaveText(
          welcomeLetter.paragraphs.map((paragraph) => paragraph[lng]),
        );

        await documentsNav(page, lng, 'second')
          .getByRole('link', { name: t(lng, 'tabs.supply') })
          .tap();
        await expect(page).toHaveURL(
          new RegExp(`${localizePath('/classes/second/supply-lists', lng)}#documents$`),
        );
        await hydrated(page);
        await expect(current(documentsNav(page, lng, 'second'))).toHaveText(t(lng, 'tabs.supply'));
        await expect(current(gradesNav(page, lng))).toHaveAccessibleName(
          t(lng, 'grades.second.name'),
        );
        await expect(
          page.getByRole('article', { name: supplyList.title[lng] }).getByRole('listitem'),
        ).toHaveCount(supplyList.items.length);
        // The pictures stay, as the printable versions, and still open in the dialog.
        await expect(
          page.getByRole('heading', { name: t(lng, 'printable'), level: 3 }),
        ).toBeVisible();
        const supplies = (documents.second ?? []).filter((document) => document.type === 'supply');
        await expect(cards(page)).toHaveCount(supplies.length);
        await cards(page).first().tap();
        await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t(lng, 'close') })
          .tap();
        await expect(page).toHaveTitle(
          lng === 'en'
            ? 'Second Grade · Supply Lists — Classes | Highbridge School'
            : 'Segundo grado · Listas de útiles — Grados | Highbridge School',
        );
        await expectNoAxeViolations(page);

        // Another grade keeps the kind of document.
        await gradesNav(page, lng)
          .getByRole('link', { name: t(lng, 'grades.third.name') })
          .tap();
        await expect(page).toHaveURL(
          new RegExp(`${localizePath('/classes/third/supply-lists', lng)}#grades$`),
        );
      });
      await test.step("a grade without text shows its pictures only: kindergarten's supply lists", async () => {
        await open(page, '/classes/kindergarten/supply-lists', lng);
        await expectPicturesOnly(page, lng, 'supply');
      });
      await test.step("the old addresses with a query lead to the grade's page", async () => {
        await page.goto(`${localizePath('/classes', lng)}?grade=second&tab=supply`);
        await expect(page).toHaveURL(
          new RegExp(`${localizePath('/classes/second/supply-lists', lng)}$`),
        );
        await expect(page.getByRole('article', { name: supplyList.title[lng] })).toBeVisible();
      });
    });
  }

  test('the letter fits at 320 px, with no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(page, '/es/classes/second');
    await expect(page.getByRole('article', { name: welcomeLetter.title.es })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
