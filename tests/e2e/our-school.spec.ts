import { unbreakablePhone } from '../../src/components/phone-link.tsx';
import type { Page } from '@playwright/test';
import type { LeadershipFile } from '../../src/content/leadership-schema.ts';
import type { MissionVisionFile } from '../../src/content/mission-vision-schema.ts';
import type { PartnersFile } from '../../src/content/partners-schema.ts';
import type { ProgramsFile } from '../../src/content/programs-schema.ts';
import type { Site } from '../../src/content/site-schema.ts';
import {
  siteJson,
  open,
  expect,
  test,
  expectNoAxeViolations,
  expectedName,
  LANGUAGES,
  localizePath,
  present,
  skipWelcome,
  text,
  type Lng,
  pictureStem,
  hydrated,
} from './support.ts';

const data = <T>(file: string): T => siteJson<T>(`data/${file}`);
const site = data<Site>('site.json');
const { leaders } = data<LeadershipFile>('leadership.json');
const { programs } = data<ProgramsFile>('programs.json');
const { partners } = data<PartnersFile>('partners.json');
const statements = data<MissionVisionFile>('mission-vision.json');

type PageId = 'our-school' | 'about-us' | 'mission-vision' | 'principal-message' | 'our-buildings';

/** Every section heading (level 2) of each page, as locale keys of its namespace. */
const SECTIONS: Record<PageId, string[]> = {
  'our-school': [
    'leadership.title',
    'statements.title',
    'programs.title',
    'partners.title',
    'buildings.title',
    'numbers.title',
  ],
  'about-us': ['crest.title', 'scales.title', 'brilliance.title', 'land.title', 'join.title'],
  'mission-vision': ['statements.title', 'preamble.title', 'bridge.title'],
  'principal-message': ['letter.title', 'values.title'],
  'our-buildings': ['carousel.title', 'visit.title', 'leadership.title'],
};

/** Every link in the main content that leaves the site (or opens a document) opens a new tab safely. */
async function expectSafeNewTabLinks(page: Page): Promise<number> {
  const links = page.locator('main a[href^="http"], main a[href$=".pdf"], main a[target="_blank"]');
  const count = await links.count();
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  return count;
}

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/**
 * Each section of page `id` by its heading, safe new-tab links, no link that points nowhere, and no
 * axe violations.
 */
async function expectEverySection(page: Page, lng: Lng, id: PageId): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lng, id, 'title'));
  for (const key of SECTIONS[id]) {
    await expect(
      page.getByRole('heading', { level: 2, name: text(lng, id, key), exact: true }),
    ).toBeVisible();
  }
  await expectSafeNewTabLinks(page);
  // No link points nowhere.
  expect(await page.locator('main a[href="#"], main a:not([href])').count()).toBe(0);
  await expectNoAxeViolations(page);
}

for (const lng of LANGUAGES) {
  test.describe(`${lng}`, () => {
    test('our-school: every section, and its leaders, statements, programs, partners, buildings and figures', async ({
      page,
    }) => {
      await open(page, '/our-school', lng);
      await test.step('our-school: every section by its heading, safe new-tab links, no axe violations', () =>
        expectEverySection(page, lng, 'our-school'));
      await test.step('our-school: leaders, statements, programs, partners, buildings and figures', async () => {
        for (const leader of leaders) {
          await expect(
            page.getByRole('heading', { level: 3, name: expectedName(lng, leader) }),
          ).toBeVisible();
          // The photo's smaller copies, named after its file.
          await expect(page.getByRole('img', { name: leader.photo.alt[lng] })).toHaveAttribute(
            'src',
            new RegExp(`^/generated/media/pictures/${pictureStem(leader.photo.src)}-[0-9a-f]{12}-`),
          );
          await expect(page.getByText(leader.role[lng], { exact: true })).toBeVisible();
        }
        await expect(page.getByText(statements.mission[lng])).toBeVisible();
        await expect(page.getByText(statements.vision[lng])).toBeVisible();
        await expect(
          page.getByRole('link', { name: text(lng, 'our-school', 'statements.more') }),
        ).toHaveAttribute('href', localizePath('/mission-vision', lng));
        for (const program of programs)
          await expect(
            page.getByRole('heading', { level: 3, name: program.name[lng] }),
          ).toBeVisible();
        const tiles = page
          .getByRole('region', { name: text(lng, 'our-school', 'partners.title') })
          .getByRole('listitem');
        await expect(tiles).toHaveCount(4);
        for (const partner of partners)
          await expect(tiles.getByText(partner.name[lng])).toBeVisible();
        for (const building of site.buildings) {
          await expect(
            page.getByRole('heading', { level: 3, name: building.name[lng], exact: true }),
          ).toBeVisible();
          await expect(page.getByRole('main').getByText(building.address.street)).toBeVisible();
          await expect(
            page.getByRole('main').getByText(building.grades[lng], { exact: true }),
          ).toBeVisible();
        }
        // The figures as each language reads them: "450+" / "Más de 450", "95%" / "95 %".
        expect([site.figures.years, site.figures.students, site.figures.teachers]).toEqual([
          '130+',
          '450+',
          '25+',
        ]);
        expect(site.figures.satisfaction).toBe('95%');
        const { years, students, teachers, satisfaction } = {
          en: { years: '130+', students: '450+', teachers: '25+', satisfaction: '95%' },
          es: {
            years: 'Más de 130',
            students: 'Más de 450',
            teachers: 'Más de 25',
            satisfaction: '95\u00a0%',
          },
        }[lng];
        // Each figure is a term (what it counts) and its definition (the figure), in this order.
        const numbers = page.getByRole('region', {
          name: text(lng, 'our-school', 'numbers.title'),
        });
        await expect(numbers.getByRole('term')).toHaveText(
          ['established', 'years', 'grades', 'students', 'teachers', 'satisfaction'].map((key) =>
            text(lng, 'our-school', `numbers.${key}`),
          ),
        );
        await expect(numbers.getByRole('definition')).toHaveText([
          String(site.founded),
          years,
          site.figures.grades,
          students,
          teachers,
          satisfaction,
        ]);
      });
    });

    test('about-us: every section, the crest explained, the article link and Join Our Community placeholders', async ({
      page,
    }) => {
      await open(page, '/about-us', lng);
      await test.step('about-us: every section by its heading, safe new-tab links, no axe violations', () =>
        expectEverySection(page, lng, 'about-us'));
      await test.step('about-us: the crest explained, the article link and Join Our Community placeholders', async () => {
        const crest = page.getByRole('img', { name: text(lng, 'about-us', 'crest.alt') });
        await expect(crest).toBeVisible();
        for (const part of ['shield', 'arches', 'book', 'ribbon'])
          await expect(page.getByText(text(lng, 'about-us', `crest.${part}.title`))).toBeVisible();
        // On a desktop the crest stands beside its explanation, not below it.
        const parts = page.getByRole('term').first();
        const [crestBox, partsBox] = [await crest.boundingBox(), await parts.boundingBox()];
        expect(crestBox?.x).toBeGreaterThan((partsBox?.x ?? 0) + (partsBox?.width ?? 0));
        expect(crestBox?.y).toBeLessThan((partsBox?.y ?? 0) + (partsBox?.height ?? 0) + 400);
        const article = page.getByRole('link', { name: text(lng, 'about-us', 'land.link') });
        await expect(article).toHaveAttribute('href', /^https:\/\//);
        await expect(article).toHaveAttribute('target', '_blank');
        await expect(article).toHaveAttribute('rel', 'noopener noreferrer');
        // The Join Our Community buttons have no destination yet (docs/product-rules.md): marked, not links.
        const join = page.locator('section', {
          has: page.getByRole('heading', { name: text(lng, 'about-us', 'join.title') }),
        });
        for (const key of ['join.visit', 'join.volunteer']) {
          await expect(join.getByText(text(lng, 'about-us', key))).toBeVisible();
          await expect(join.getByRole('link', { name: text(lng, 'about-us', key) })).toHaveCount(0);
        }
        await expect(
          join.getByRole('link', { name: unbreakablePhone(site.phone) }),
        ).toHaveAttribute('href', `tel:+1${site.phone.replace(/\D/g, '')}`);
      });
    });

    test('mission-vision: every section, the statements, and the Preamble preview that opens the PDF in a new tab', async ({
      page,
      request,
    }) => {
      await open(page, '/mission-vision', lng);
      await test.step('mission-vision: every section by its heading, safe new-tab links, no axe violations', () =>
        expectEverySection(page, lng, 'mission-vision'));
      await test.step('mission-vision: statements, the Preamble preview opens the PDF in a new tab', async () => {
        await expect(page.getByText(statements.mission[lng])).toBeVisible();
        await expect(page.getByText(statements.vision[lng])).toBeVisible();
        const preview = page.getByRole('link', {
          name: text(lng, 'mission-vision', 'preamble.previewAlt'),
        });
        await expect(preview).toHaveAttribute('target', '_blank');
        await expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
        const image = preview.getByRole('img', {
          name: text(lng, 'mission-vision', 'preamble.previewAlt'),
        });
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
        // Each language shows the picture of its own page of the PDF, and opens the PDF there:
        // the English page (1) on /mission-vision, the Spanish page (2) on /es/mission-vision.
        const own = {
          en: { file: 'preamble-preview', page: 1 },
          es: { file: 'preamble-preview-es', page: 2 },
        }[lng];
        expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
          new RegExp(
            `/generated/media/pictures/images-mission-vision-${own.file}-[0-9a-f]{12}-\\d+\\.\\w+$`,
          ),
        );
        const href = await preview.getAttribute('href');
        expect(href).toMatch(new RegExp(`\\.pdf#page=${own.page}$`));
        const button = page.getByRole('link', {
          name:
            lng === 'en' ? /^Open the Highbridge Preamble/ : /^Abrir el Preámbulo de Highbridge/,
        });
        await expect(button).toHaveAttribute('href', href ?? '');
        const pdf = await request.get((href ?? '').replace(/#.*$/, ''));
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
        // The button gives the file's real size.
        const kilobytes = Math.round((await pdf.body()).length / 1024);
        await expect(button).toContainText(
          lng === 'en'
            ? `Open the Highbridge Preamble (PDF, ${kilobytes} KB, English and Spanish)`
            : `Abrir el Preámbulo de Highbridge (PDF, ${kilobytes} KB, en inglés y en español)`,
        );
        const bytes = (await pdf.body()).toString('latin1');
        expect(bytes.startsWith('%PDF-1.7')).toBe(true);
        // Tagged, with a language, a structure tree and the title shown in the window bar.
        expect(bytes).toMatch(/\/Marked true/);
        expect(bytes).toContain('/StructTreeRoot');
        expect(bytes).toContain('/Lang (en-US)');
        expect(bytes).toContain('/DisplayDocTitle true');
        const bridge = page.getByRole('link', { name: text(lng, 'mission-vision', 'bridge.link') });
        await expect(bridge).toHaveAttribute('href', /^https:\/\//);
        await expect(bridge).toHaveAttribute('target', '_blank');
      });
    });

    test('principal-message: every section, and the letter with the portrait and three value cards', async ({
      page,
    }) => {
      await open(page, '/principal-message', lng);
      await test.step('principal-message: every section by its heading, safe new-tab links, no axe violations', () =>
        expectEverySection(page, lng, 'principal-message'));
      await test.step('principal-message: the letter with the portrait and three value cards', async () => {
        const principal = present(leaders[0], 'the principal in data/leadership.json');
        // The principal signs with her title in the page's language.
        expect(principal).toMatchObject({
          honorific: 'dr',
          gender: 'female',
          name: 'Elena Márquez',
        });
        const signature = { en: 'Dr.\u00a0Elena Márquez', es: 'Dra.\u00a0Elena Márquez' }[lng];
        await expect(page.getByRole('img', { name: principal.photo.alt[lng] })).toBeVisible();
        await expect(
          page.getByText(text(lng, 'principal-message', 'letter.greeting')),
        ).toBeVisible();
        // The letter is signed with her name and title (as is her portrait's caption).
        await expect(page.getByRole('article').getByText(signature, { exact: true })).toBeVisible();
        const values = page
          .getByRole('region', { name: text(lng, 'principal-message', 'values.title') })
          .getByRole('heading', { level: 3 });
        await expect(values).toHaveText([
          text(lng, 'principal-message', 'values.belonging.title'),
          text(lng, 'principal-message', 'values.gifts.title'),
          text(lng, 'principal-message', 'values.community.title'),
        ]);
      });
    });

    test('our-buildings: every section, the address cards and leadership team, and the carousel by mouse and by keyboard', async ({
      page,
    }) => {
      // Four tests' work: about 15 s each on a busy machine.
      test.setTimeout(60_000);
      await open(page, '/our-buildings', lng);
      await test.step('our-buildings: every section by its heading, safe new-tab links, no axe violations', () =>
        expectEverySection(page, lng, 'our-buildings'));
      await test.step('our-buildings: address cards with grades and map links, and the leadership team', async () => {
        const cards = page
          .getByRole('region', { name: text(lng, 'our-buildings', 'visit.title') })
          .getByRole('listitem');
        await expect(cards).toHaveCount(2);
        const [main, satellite] = site.buildings;
        expect(main?.grades.en).toBe('Grades 2–5');
        expect(satellite?.grades.en).toBe('3K through Grade 1');
        for (const [index, building] of site.buildings.entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(building.name[lng]);
          await expect(card).toContainText(building.grades[lng]);
          await expect(card).toContainText(building.address.street);
          const map = card.getByRole('link', {
            name: new RegExp(
              fill(text(lng, 'our-buildings', 'visit.mapLabel'), { name: building.name[lng] }),
            ),
          });
          await expect(map).toHaveAttribute('target', '_blank');
          await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(map).toHaveAttribute(
            'href',
            new RegExp(encodeURIComponent(building.address.street).replace(/%20/g, '%20')),
          );
        }
        const team = page.locator('section', {
          has: page.getByRole('heading', { name: text(lng, 'our-buildings', 'leadership.title') }),
        });
        await expect(team.locator('.leader-card')).toHaveCount(3);
        for (const leader of leaders)
          await expect(
            team.getByRole('heading', { level: 3, name: expectedName(lng, leader) }),
          ).toBeVisible();
      });
      await test.step('our-buildings: the carousel by mouse, with announcements and wrap-around', async () => {
        const names = site.buildings.map((building) => building.name[lng]);
        const slideName = (number: number) =>
          `${fill(text(lng, 'our-buildings', 'carousel.position'), { number, total: names.length })}: ${names[number - 1]}`;
        const carousel = page.getByRole('region', {
          name: text(lng, 'our-buildings', 'carousel.label'),
        });
        await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
        const slide = (number: number) => carousel.getByRole('group', { name: slideName(number) });
        const live = carousel.locator('[aria-live="polite"]');
        const dot = (number: number) =>
          carousel.getByRole('button', {
            name: fill(text(lng, 'our-buildings', 'carousel.goTo'), {
              number,
              label: names[number - 1] ?? '',
            }),
          });
        const next = carousel.getByRole('button', {
          name: text(lng, 'our-buildings', 'carousel.next'),
        });
        const previous = carousel.getByRole('button', {
          name: text(lng, 'our-buildings', 'carousel.previous'),
        });

        await expect(slide(1)).toBeVisible();
        await expect(slide(1)).toHaveAttribute('aria-roledescription', 'slide');
        await expect(slide(2)).toBeHidden();
        await expect(dot(1)).toHaveAttribute('aria-current', 'true');
        await expect(dot(2)).not.toHaveAttribute('aria-current', /.*/);
        await expect(live).toHaveText('');

        await next.click();
        await expect(slide(2)).toBeVisible();
        await expect(slide(1)).toBeHidden();
        await expect(live).toHaveText(slideName(2));
        await expect(dot(2)).toHaveAttribute('aria-current', 'true');
        await expect(dot(1)).not.toHaveAttribute('aria-current', /.*/);

        await next.click(); // wraps from the last slide to the first
        await expect(slide(1)).toBeVisible();
        await expect(live).toHaveText(slideName(1));

        await previous.click(); // wraps from the first slide to the last
        await expect(slide(2)).toBeVisible();
        await expect(live).toHaveText(slideName(2));

        await dot(1).click();
        await expect(slide(1)).toBeVisible();
        await expect(dot(1)).toHaveAttribute('aria-current', 'true');
        await expect(live).toHaveText(slideName(1));
        const image = slide(1).getByRole('img', {
          name: text(lng, 'our-buildings', `carousel.${site.buildings[0]?.id ?? ''}.alt`),
        });
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
        // The slide fades in: axe measures contrast once it has finished.
        await slide(1).evaluate((element) =>
          Promise.all(
            element.getAnimations({ subtree: true }).map((animation) => animation.finished),
          ),
        );
        await expectNoAxeViolations(page);
      });
      // The mouse's steps end on the first slide: the keyboard's start, as on a new page.
      await test.step('our-buildings: the carousel by keyboard', async () => {
        const names = site.buildings.map((building) => building.name[lng]);
        const slideName = (number: number) =>
          `${fill(text(lng, 'our-buildings', 'carousel.position'), { number, total: names.length })}: ${names[number - 1]}`;
        const carousel = page.getByRole('region', {
          name: text(lng, 'our-buildings', 'carousel.label'),
        });
        const live = carousel.locator('[aria-live="polite"]');
        const previous = carousel.getByRole('button', {
          name: text(lng, 'our-buildings', 'carousel.previous'),
        });
        const next = carousel.getByRole('button', {
          name: text(lng, 'our-buildings', 'carousel.next'),
        });

        // Reach the controls with Tab, as a keyboard user does.
        await page
          .getByRole('heading', { level: 2, name: text(lng, 'our-buildings', 'carousel.title') })
          .click();
        await page.keyboard.press('Tab');
        await expect(previous).toBeFocused();
        await page.keyboard.press('Enter'); // wraps back to the last slide
        await expect(carousel.getByRole('group', { name: slideName(2) })).toBeVisible();
        await expect(live).toHaveText(slideName(2));
        await expect(previous).toBeFocused();

        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
        await page.keyboard.press(' '); // wraps forward to the first slide
        await expect(carousel.getByRole('group', { name: slideName(1) })).toBeVisible();
        await expect(live).toHaveText(slideName(1));

        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const secondDot = carousel.getByRole('button', {
          name: fill(text(lng, 'our-buildings', 'carousel.goTo'), {
            number: 2,
            label: names[1] ?? '',
          }),
        });
        await expect(secondDot).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(carousel.getByRole('group', { name: slideName(2) })).toBeVisible();
        await expect(secondDot).toHaveAttribute('aria-current', 'true');
        await expect(live).toHaveText(slideName(2));
      });
    });
  });
}

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lng of LANGUAGES) {
    test(`the header's Our School menu links to its pages (${lng})`, async ({ page }) => {
      await page.goto(localizePath('/our-school', lng));
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: text(lng, 'common', 'nav.label') });
      await nav.getByRole('button', { name: text(lng, 'common', 'nav.ourSchool') }).click();
      for (const [key, path] of [
        ['nav.aboutUs', '/about-us'],
        ['nav.missionVision', '/mission-vision'],
        ['nav.principalMessage', '/principal-message'],
        ['nav.ourBuildings', '/our-buildings'],
      ] as const) {
        await expect(
          nav.getByRole('link', { name: text(lng, 'common', key), exact: true }),
        ).toHaveAttribute('href', localizePath(path, lng));
      }
      await nav
        .getByRole('link', { name: text(lng, 'common', 'nav.ourBuildings'), exact: true })
        .click();
      await expect(page).toHaveURL(localizePath('/our-buildings', lng));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lng, 'our-buildings', 'title'),
      );
    });
  }
});

test("the home page's styles do not reach Our School after a move between the two", async ({
  page,
}) => {
  // When page CSS was global and the scripts moved between pages in the browser (the CSS of every
  // page visited stayed loaded), the home page's `.numbers` turned Our School's "By the Numbers"
  // section into a rounded, centred grid after a move from the home page. Now each page's CSS is a
  // module, and a link loads the next page's own HTML: the look is the same either way.
  const figures = page.getByRole('region', { name: text('en', 'our-school', 'numbers.title') });
  const look = () =>
    figures.evaluate((section) =>
      [section, ...section.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        return [
          style.display,
          style.padding,
          style.borderRadius,
          style.textAlign,
          style.color,
          style.fontSize,
        ].join(' ');
      }),
    );
  await skipWelcome(page);
  await open(page, '/our-school');
  const direct = await look();
  await open(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: text('en', 'common', 'nav.ourSchool') })
    .click();
  await page.getByRole('link', { name: 'Our School: Overview' }).click();
  await expect(figures).toBeVisible();
  expect(await look()).toEqual(direct);
});
