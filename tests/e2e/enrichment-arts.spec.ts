import type { Locator, Page } from '@playwright/test';
import type { ArtFile } from '../../src/content/art-schema.ts';
import type { GymFile } from '../../src/content/gym-schema.ts';
import type { PbisFile } from '../../src/content/pbis-schema.ts';
import type { Site } from '../../src/content/site-schema.ts';
import { footerLinks, headerNavigation } from '../../src/domain/navigation.ts';
import { videoUrls } from '../../src/pages/pbis/video-urls.ts';
import {
  siteJson,
  open,
  expect,
  test,
  expectNoAxeViolations,
  expectedName,
  LANGUAGES,
  localizePath,
  skipWelcome,
  text,
  type Lng,
  pictureStem,
  present,
  settle,
  escapeRegExp,
} from './support.ts';

/** The address of one of the copies the content step made of a picture under /assets/. */
const copyOf = (src: string) =>
  new RegExp(`/generated/media/pictures/${pictureStem(src)}-[0-9a-f]{12}-\\d+\\.(jpg|png)$`);

const data = <T>(file: string): T => siteJson<T>(`data/${file}`);
const art = data<ArtFile>('art.json');
const gym = data<GymFile>('gym.json');
const pbis = data<PbisFile>('pbis.json');
const site = data<Site>('site.json');

const PAGES = ['/art', '/gym', '/pbis', '/meet-the-mascot'] as const;
/** The header's menus that hold some of the pages, by menu id; the other pages are in the bar. */
const MENU_PAGES: Record<string, readonly string[]> = {
  enrichment: ['/art', '/gym'],
  faculty: ['/meet-the-mascot'],
};
const BAR_PAGES = PAGES.filter((path) => !Object.values(MENU_PAGES).flat().includes(path));

/** The label key of a page's link in the header navigation (in a menu or in the bar). */
const navigationLabel = (path: string) =>
  headerNavigation
    .flatMap((entry) => (entry.kind === 'menu' ? entry.items : [entry]))
    .find((item) => item.kind === 'page' && item.path === path)?.label;

/**
 * The name of the art teacher's e-mail link: "Email Ms. Olivia Bennett" / "Escribir a la Sra.
 * Olivia Bennett" ("al" before a man's title, "a" before a name without one).
 */
function emailLinkName(lng: Lng, teacher: ArtFile['teacher']): string {
  const name = expectedName(lng, teacher);
  if (lng === 'en') return `Email ${name}`;
  const man = teacher.honorific === 'mr' || teacher.gender === 'male';
  const article = teacher.honorific === undefined ? 'a' : man ? 'al' : 'a la';
  return `Escribir ${article} ${name}`;
}
const VIDEO_HOSTS =
  /^https:\/\/(www\.youtube-nocookie\.com|drive\.google\.com|www\.youtube\.com)\//;

/**
 * Keeps the test off the internet: the video hosts answer with an empty stand-in page, anything
 * else outside the site is refused. Returns the list of requests made to the video hosts.
 */
async function offline(page: Page): Promise<string[]> {
  const videoRequests: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    async (route) => {
      const url = route.request().url();
      if (VIDEO_HOSTS.test(url)) {
        videoRequests.push(url);
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>Video stand-in</title></head><body><main></main></body></html>',
        });
      } else await route.abort();
    },
  );
  return videoRequests;
}

async function openMain(page: Page, path: string, lng: Lng): Promise<Locator> {
  await open(page, path, lng);
  return page.getByRole('main');
}

async function expectHeadings(main: Locator, names: string[]): Promise<void> {
  for (const name of names)
    await expect(main.getByRole('heading', { name, exact: true }).first()).toBeVisible();
}

/** Every link that opens a new tab is safe, and every link to another site opens a new tab. */
async function expectSafeExternalLinks(main: Locator): Promise<void> {
  for (const link of await main.locator('a[target="_blank"]').all())
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  for (const link of await main.locator('a[href^="http"]').all())
    await expect(link).toHaveAttribute('target', '_blank');
}

for (const lng of LANGUAGES) {
  const t = (namespace: string, key: string) => text(lng, namespace, key);

  test.describe(`enrichment pages (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await offline(page);
    });

    test('Art: every section, the artwork and the mail link to the art teacher', async ({
      page,
    }) => {
      const main = await openMain(page, '/art', lng);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('art', 'title'));
      await expectHeadings(main, [
        t('art', 'goals.title'),
        t('art', 'curriculum.title'),
        t('art', 'artwork.title'),
        t('art', 'programs.title'),
        t('art', 'trips.title'),
        t('art', 'contact.title'),
        ...art.curriculum.map((band) => band.title[lng]),
        ...art.programs.map((program) => program.title[lng]),
        ...art.museumTrips.map((trip) => trip.museum),
      ]);
      // Curriculum cards with their focus-area tags.
      for (const band of art.curriculum) {
        const card = main.getByRole('listitem').filter({
          has: page.getByRole('heading', { name: band.title[lng], exact: true }),
        });
        const tags = card.getByRole('list', { name: t('art', 'curriculum.focusLabel') });
        await expect(tags.getByRole('listitem')).toHaveText(band.focusAreas.map((a) => a[lng]));
      }
      // Student artwork: described, sized, lazy.
      for (const piece of art.artwork) {
        const image = main.getByRole('img', { name: piece.alt[lng], exact: true });
        // One of the picture's copies, never the original file.
        await expect(image).toHaveAttribute('src', copyOf(piece.image));
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      // "Email Ms. Olivia Bennett" / "Escribir a la Sra. Olivia Bennett".
      const teacher = expectedName(lng, art.teacher);
      await expect(main.getByText(teacher, { exact: true })).toBeVisible();
      const mail = main.getByRole('link', { name: emailLinkName(lng, art.teacher), exact: true });
      await expect(mail).toHaveAttribute(
        'href',
        `mailto:${art.teacher.email}?subject=${encodeURIComponent(t('art', 'contact.subject'))}`,
      );
      await expectSafeExternalLinks(main);
      await expectNoAxeViolations(page);
    });

    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      test(`Art: the program and museum trip cards have no bullets and line up with their section (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        const main = await openMain(page, '/art', lng);
        for (const key of ['programs.title', 'trips.title']) {
          const section = main.getByRole('region', { name: t('art', key), exact: true });
          const heading = section.getByRole('heading', { level: 2 });
          const list = section.getByRole('list').first();
          const cards = list.getByRole('listitem');
          await expect(cards.first()).toBeVisible();
          const shown = await list.evaluate((element) => ({
            indent: getComputedStyle(element).paddingLeft,
            markers: [...element.children].map((item) => getComputedStyle(item).listStyleType),
          }));
          expect(shown.indent).toBe('0px');
          expect(new Set(shown.markers)).toEqual(new Set(['none']));
          // The cards fill the section's column: from where its heading starts to its right edge.
          const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
          const headingLeft = (await heading.boundingBox())?.x ?? -1;
          const columnRight = await list.evaluate(
            (element) => element.parentElement?.getBoundingClientRect().right ?? 0,
          );
          expect(Math.min(...boxes.map((box) => box?.x ?? 0))).toBeCloseTo(headingLeft, 0);
          expect(Math.max(...boxes.map((box) => (box?.x ?? 0) + (box?.width ?? 0)))).toBeCloseTo(
            columnRight,
            0,
          );
        }
      });
    }

    test('Gym: mission, both teams with their coaches, facilities', async ({ page }) => {
      const main = await openMain(page, '/gym', lng);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('gym', 'title'));
      await expectHeadings(main, [
        t('gym', 'mission.title'),
        t('gym', 'teams.title'),
        t('gym', 'facilities.title'),
        ...gym.teams.map((team) => team.name[lng]),
        ...gym.facilities.map((facility) => facility.name[lng]),
      ]);
      for (const team of gym.teams) {
        const card = main.getByRole('listitem').filter({
          has: page.getByRole('heading', { name: team.name[lng], exact: true }),
        });
        await expect(card.getByText(expectedName(lng, team.coach), { exact: true })).toBeVisible();
        await expect(card.getByText(team.practice[lng])).toBeVisible();
        // The team buttons have no destination yet (docs/product-rules.md): they are not links.
        await expect(card.getByText(t('gym', 'teams.signUp'))).toBeVisible();
        await expect(card.getByRole('link')).toHaveCount(0);
      }
      expect(await main.locator('a[href="#"], a:not([href])').count()).toBe(0);
      await expectSafeExternalLinks(main);
      await expectNoAxeViolations(page);
    });

    test('Meet the Mascot: picture, welcome, quote, About Me and contact details', async ({
      page,
    }) => {
      const main = await openMain(page, '/meet-the-mascot', lng);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('meet-the-mascot', 'title'),
      );
      await expectHeadings(main, [
        t('meet-the-mascot', 'welcome.title'),
        t('meet-the-mascot', 'about.title'),
        t('meet-the-mascot', 'about.flying.title'),
        t('meet-the-mascot', 'about.heritage.title'),
        t('meet-the-mascot', 'about.pride.title'),
        t('meet-the-mascot', 'contact.title'),
        ...site.buildings.map((building) => building.name[lng]),
      ]);
      const mascot = main.getByRole('img', { name: t('meet-the-mascot', 'welcome.imageAlt') });
      await expect(mascot).toBeVisible();
      await expect
        .poll(() => mascot.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(main.getByText(t('meet-the-mascot', 'quote.text'))).toBeVisible();
      for (const building of site.buildings)
        await expect(main.getByText(building.address.street)).toBeVisible();
      await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      await expectSafeExternalLinks(main);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`PBIS (${lng})`, () => {
    test.use({ viewport: { width: 1280, height: 720 } });

    test('the videos load only when scrolled near; every section, the store prices and the flyers', async ({
      page,
    }) => {
      const videoRequests = await offline(page);
      const main = await openMain(page, '/pbis', lng);
      // The videos first: the page must not have been scrolled near them yet, which clicking the
      // flyers below them would do.
      await test.step('the two videos load only when scrolled near, with titles and full-view links', async () => {
        await settle(page);
        // Before scrolling: placeholders of the player's size, no player, nothing asked of the hosts.
        const placeholders = main.getByText(t('pbis', 'videos.placeholder'));
        await expect(placeholders).toHaveCount(pbis.videos.length);
        await expect(main.locator('iframe')).toHaveCount(0);
        expect(videoRequests).toEqual([]);
        // The first placeholder: the box around its words.
        const box = await placeholders.first().locator('xpath=..').boundingBox();

        for (const video of pbis.videos) {
          const urls = videoUrls(video);
          const link = main.getByRole('link', {
            name: new RegExp(
              `^${escapeRegExp(t('pbis', 'videos.fullView'))}\\s+—\\s+${escapeRegExp(video.title[lng])}`,
            ),
          });
          await expect(link).toHaveAttribute('href', urls.full);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }

        await main
          .getByRole('heading', { name: t('pbis', 'videos.title') })
          .scrollIntoViewIfNeeded();
        for (const video of pbis.videos) {
          const frame = main.locator(`iframe[title="${video.title[lng]}"]`);
          await frame.scrollIntoViewIfNeeded();
          await expect(frame).toHaveAttribute('src', videoUrls(video).embed);
        }
        await expect(placeholders).toHaveCount(0);
        const youtube = present(
          pbis.videos.find((video) => video.host === 'youtube'),
          'a YouTube video in the fixture',
        );
        expect(videoUrls(youtube).embed).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
        await expect.poll(() => videoRequests.length).toBeGreaterThanOrEqual(pbis.videos.length);
        expect(videoRequests.every((url) => VIDEO_HOSTS.test(url))).toBe(true);
        // The player took the placeholder's place without changing the layout.
        const after = await main.locator('iframe').first().boundingBox();
        expect(after?.width).toBeCloseTo(box?.width ?? 0, 0);
        expect(after?.height).toBeCloseTo(box?.height ?? 0, 0);
        await expectNoAxeViolations(page);
      });
      await test.step('every section, the store prices and the flyers that open in a new tab', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pbis', 'title'));
        await expectHeadings(main, [
          t('pbis', 'threeRs.title'),
          t('pbis', 'threeRs.respectful.title'),
          t('pbis', 'threeRs.responsible.title'),
          t('pbis', 'threeRs.reflective.title'),
          t('pbis', 'videos.title'),
          ...pbis.videos.map((video) => video.title[lng]),
          t('pbis', 'earn.title'),
          t('pbis', 'store.title'),
          t('pbis', 'store.hoursTitle'),
          t('pbis', 'store.flyersTitle'),
          t('pbis', 'impact.title'),
          ...pbis.storeCategories.map((category) => category.name[lng]),
        ]);
        await expect(main.getByText(t('pbis', 'threeRs.reflective.examples.one'))).toBeVisible();
        for (const category of pbis.storeCategories) {
          const price = t('pbis', 'store.price')
            .replace('{{min}}', String(category.minPrice))
            .replace('{{max}}', String(category.maxPrice));
          const card = main.getByRole('listitem').filter({
            has: page.getByRole('heading', { name: category.name[lng], exact: true }),
          });
          await expect(card.getByText(price)).toBeVisible();
        }
        for (const flyer of pbis.flyers) {
          const link = main.getByRole('link', { name: flyer.alt[lng] });
          // The flyer's largest copy: the original is not published.
          await expect(link).toHaveAttribute('href', copyOf(flyer.image));
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(link.getByRole('img')).toHaveAttribute('loading', 'lazy');
          const popup = page.waitForEvent('popup');
          await link.click();
          const tab = await popup;
          await expect(tab).toHaveURL(copyOf(flyer.image));
          await tab.close();
        }
        await expectSafeExternalLinks(main);
      });
    });
  });

  test(`the pages are in the header and footer navigation (${lng})`, async ({ page }) => {
    await offline(page);
    await skipWelcome(page);
    await openMain(page, '/', lng);
    const nav = page.getByRole('navigation', { name: t('common', 'nav.label') });
    const expectLink = async (path: string) => {
      const label = navigationLabel(path);
      expect(label, path).toBeDefined();
      await expect(
        nav.getByRole('link', { name: t('common', `nav.${label ?? ''}`), exact: true }),
      ).toHaveAttribute('href', localizePath(path, lng));
    };
    for (const path of BAR_PAGES) await expectLink(path);
    // Each menu is closed until its button opens it.
    for (const [menuId, paths] of Object.entries(MENU_PAGES)) {
      const menu = present(
        headerNavigation.find((entry) => entry.kind === 'menu' && entry.id === menuId),
        `the ${menuId} menu`,
      );
      const button = nav.getByRole('button', { name: t('common', `nav.${menu.label}`) });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const path of paths) await expectLink(path);
    }
    const footer = page.getByRole('contentinfo');
    for (const { path, label } of footerLinks.filter((link) =>
      (PAGES as readonly string[]).includes(link.path),
    ))
      await expect(
        footer.getByRole('link', { name: t('common', `nav.${label}`), exact: true }),
      ).toHaveAttribute('href', localizePath(path, lng));
    expect(footerLinks.map((link) => link.path)).toEqual(expect.arrayContaining(['/art', '/pbis']));
  });
}
