// Browser tests for the History, Academics, Learning Resources and Parents pages, in both languages.
import type { Locator, Page } from '@playwright/test';
import { unbreakablePhone } from '../../src/components/phone-link.tsx';
import type { LearningResourcesFile } from '../../src/content/learning-resources-schema.ts';
import type { Site } from '../../src/content/site-schema.ts';
import type { SubjectsFile } from '../../src/content/subjects-schema.ts';
import type { Milestone } from '../../src/content/timeline-schema.ts';
import {
  siteEntries,
  siteJson,
  open,
  expect,
  test,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  skipWelcome,
  type Lng,
  present,
  text,
  escapeRegExp,
} from './support.ts';

// Oldest first, as the History page lists them.
const milestones = siteEntries<Milestone>('data/timeline').sort((a, b) => a.year - b.year);
const subjects = siteJson<SubjectsFile>('data/subjects.json');
const { resources } = siteJson<LearningResourcesFile>('data/learning-resources.json');
const site = siteJson<Site>('data/site.json');

/**
 * The Parents page's school hours, in US times in each language ("7:30 AM to 2:20 PM" / "De 7:30
 * a. m. a 2:20 p. m."), and how the other language writes a time, which the page must not show.
 */
const HOURS = {
  en: { shown: ['7:30 AM to 2:20 PM', '7:30 AM to 8:00 AM'], otherStyle: /\d (a|p)\. m\./ },
  es: {
    shown: ['De 7:30 a. m. a 2:20 p. m.', 'De 7:30 a. m. a 8:00 a. m.'],
    otherStyle: /\d (AM|PM)\b/,
  },
} satisfies Record<Lng, { shown: string[]; otherStyle: RegExp }>;

/** Matches a name that starts with `start` (a linked title's name ends with "opens in a new tab"). */
const startingWith = (start: string): RegExp => new RegExp(`^${escapeRegExp(start)}`);

/** Expects the Parents page's meeting cards (by meeting id) to show these days (YYYY-MM-DD). */
async function expectMeetingDays(page: Page, lng: Lng, days: Record<string, string>) {
  for (const [id, day] of Object.entries(days)) {
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: text(lng, 'parents', `meetings.${id}.title`) }),
    });
    await expect(card.locator('time')).toHaveAttribute('datetime', day);
  }
}

/** Expects a heading of the given level with exactly this text. */
async function expectHeading(page: Page, level: number, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();
}

/** Every link that opens a new tab does so safely. */
async function expectSafeNewTabLinks(page: Page): Promise<number> {
  const links = page.locator('main a[target="_blank"]');
  const count = await links.count();
  for (let i = 0; i < count; i += 1)
    await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  return count;
}

async function boxes(
  items: Locator,
): Promise<Array<{ x: number; y: number; width: number; height: number }>> {
  const count = await items.count();
  const result = [];
  for (let i = 0; i < count; i += 1) {
    const box = await items.nth(i).boundingBox();
    if (box === null) throw new Error(`timeline item ${i} has no box`);
    result.push(box);
  }
  return result;
}

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

for (const lng of LANGUAGES) {
  const h = (namespace: string, key: string) => text(lng, namespace, key);

  test.describe(`history (${lng})`, () => {
    test('the History page shows every section and the timeline, and the home page links to it', async ({
      page,
    }) => {
      // Three tests' work, one of them on the home page: about 15 s each on a busy machine.
      test.setTimeout(45_000);
      await open(page, '/history', lng);
      await test.step('renders every section, the architecture cards and the High Bridge blocks', async () => {
        await expectHeading(page, 1, h('history', 'hero.title'));
        for (const key of [
          'story.title',
          'architecture.title',
          'recognition.title',
          'campus.title',
          'highBridge.title',
          'timeline.title',
        ])
          await expectHeading(page, 2, h('history', key));
        for (const [key, year] of [
          ['original', '1889'],
          ['addition', '1905'],
          ['wing', '1930'],
        ] as const) {
          const title = h('history', `architecture.${key}.title`);
          await expectHeading(page, 3, title);
          await expect(
            page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) }),
          ).toContainText(year);
        }
        for (const key of ['aqueduct', 'steel', 'reopened'])
          await expectHeading(page, 3, h('history', `highBridge.${key}.title`));
        await expectNoAxeViolations(page);
      });
      await test.step('the timeline lists every milestone of the data in order, with its picture', async () => {
        const timeline = page.locator('#timeline');
        await expect(timeline.getByRole('heading', { level: 2 })).toHaveText(
          h('history', 'timeline.title'),
        );
        const items = timeline.getByRole('listitem');
        await expect(items).toHaveCount(milestones.length);
        // DOM order is chronological: what a screen reader and a phone read.
        const headings = await timeline.getByRole('heading', { level: 3 }).allTextContents();
        expect(headings.map((heading) => heading.replace(/\s+/g, ' ').trim())).toEqual(
          milestones.map((milestone) => `${milestone.year} ${milestone.title[lng]}`),
        );
        const withImages = milestones.filter((milestone) => milestone.image !== undefined);
        await expect(timeline.getByRole('img')).toHaveCount(withImages.length);
        for (const milestone of withImages) {
          const image = timeline.getByRole('img', { name: milestone.image?.alt[lng] });
          await expect(image).toHaveAttribute('loading', 'lazy');
          await expect(image).toHaveAttribute('width', '960');
          await image.scrollIntoViewIfNeeded();
          // Loaded, from one of the picture's copies (never the original file).
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0);
          expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
            /\/generated\/media\/pictures\/images-history-/,
          );
        }
      });
      await test.step('the home page links to the timeline', async () => {
        await open(page, '/', lng);
        await page
          .locator('#timeline')
          .getByRole('link', { name: text(lng, 'home', 'timeline.fullHistory') })
          .click();
        await expect(page).toHaveURL(new RegExp(`${localizePath('/history', lng)}#timeline$`));
        await expect(page.locator('#timeline')).toBeInViewport();
      });
    });
  });

  test.describe(`academics (${lng})`, () => {
    test('renders the six subject cards, the student council and excellence', async ({ page }) => {
      await open(page, '/academics', lng);
      await expectHeading(page, 1, h('academics', 'hero.title'));
      await expectHeading(page, 2, h('academics', 'subjects.title'));
      await expectHeading(page, 2, h('academics', 'council.title'));
      await expectHeading(page, 2, h('academics', 'excellence.title'));
      for (const subject of subjects.core) await expectHeading(page, 3, subject.name[lng]);
      await expect(
        page.getByRole('list', {
          name: text(lng, 'academics', 'subjects.highlightsLabel').replace(
            '{{subject}}',
            subjects.core[0]?.name[lng] ?? '',
          ),
        }),
      ).toBeVisible();
      await expect(page.locator('#student-council')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`learning resources (${lng})`, () => {
    test('the partners’ cards, the subject overview and the student council blurb', async ({
      page,
      context,
    }) => {
      // Three tests' work, with a move to Academics and back: about 15 s each on a busy machine.
      test.setTimeout(45_000);
      await open(page, '/learning-resources', lng);
      await test.step('a card per partner: linked ones open a new tab safely, the others are not links', async () => {
        await expectHeading(page, 1, h('learning-resources', 'hero.title'));
        await expectHeading(page, 2, h('learning-resources', 'partners.title'));
        for (const resource of resources)
          await expect(
            page.getByRole('heading', { level: 3, name: startingWith(resource.title[lng]) }),
          ).toBeVisible();
        const linked = resources.flatMap(({ title, url }) =>
          url === undefined ? [] : [{ title, url }],
        );
        expect(linked.length, 'the fixture has linked partners').toBeGreaterThan(0);
        expect(linked.length, 'the fixture has partners without a link').toBeLessThan(
          resources.length,
        );
        for (const { title, url } of linked) {
          const link = page.getByRole('link', { name: startingWith(title[lng]) });
          await expect(link).toHaveAttribute('href', url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(link).toContainText(text(lng, 'common', 'a11y.opensInNewTab'));
        }
        for (const resource of resources.filter((item) => item.url === undefined))
          await expect(
            page.getByRole('link', { name: startingWith(resource.title[lng]) }),
          ).toHaveCount(0);
        expect(await expectSafeNewTabLinks(page)).toBe(linked.length);
      });

      await test.step('a click anywhere on a linked card opens the partner in a new tab', async () => {
        const resource = present(
          resources.find((item) => item.url !== undefined),
          'a linked resource',
        );
        const url = present(resource.url, 'its address');
        // Only the new tab asks for the partner's address, so the page loaded without this route.
        await context.route(`${url}**`, (route) =>
          route.fulfill({ body: 'partner', contentType: 'text/html' }),
        );
        const card = page.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: startingWith(resource.title[lng]) }),
        });
        // Clicking the description, not the title: the whole card is the link's target area.
        await card.scrollIntoViewIfNeeded();
        const description = present(
          await card.getByText(resource.description[lng]).boundingBox(),
          'the description’s box',
        );
        const [popup] = await Promise.all([
          context.waitForEvent('page'),
          page.mouse.click(description.x + 10, description.y + description.height / 2),
        ]);
        await expect(popup).toHaveURL(new RegExp(`^${url}`));
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        await popup.close();
      });

      await test.step('shows the subject overview and the student council blurb', async () => {
        await expectHeading(page, 2, h('learning-resources', 'subjects.title'));
        expect(subjects.overview.map((subject) => subject.id)).toEqual([
          'reading',
          'writing',
          'mathematics',
          'science',
          'social-studies',
          'physical-education',
        ]);
        for (const subject of subjects.overview) await expectHeading(page, 3, subject.name[lng]);
        await expectHeading(page, 2, h('learning-resources', 'council.title'));
        await page.getByRole('link', { name: h('learning-resources', 'council.link') }).click();
        await expect(page).toHaveURL(
          new RegExp(`${localizePath('/academics', lng)}#student-council$`),
        );
        await expectHeading(page, 2, h('academics', 'council.title'));
        await open(page, '/learning-resources', lng);
        await expectNoAxeViolations(page);
      });
    });
  });

  test.describe(`parents (${lng})`, () => {
    test('every section, and each meeting with its next date from the school calendar', async ({
      page,
    }) => {
      await open(page, '/parents', lng);
      await test.step('renders every section: hours, uniform colours, support, meetings, links, volunteering, programs, enrollment', async () => {
        await expectHeading(page, 1, h('parents', 'hero.title'));
        for (const key of [
          'hours.title',
          'uniform.title',
          'support.title',
          'meetings.title',
          'resources.title',
          'volunteer.title',
          'programs.title',
          'enrollment.title',
        ])
          await expectHeading(page, 2, h('parents', key));
        const hours = page.getByRole('region', { name: h('parents', 'hours.title') });
        // US times in each language, never written the other language's way.
        for (const hour of HOURS[lng].shown) await expect(hours).toContainText(hour);
        await expect(page.getByRole('main')).not.toContainText(HOURS[lng].otherStyle);
        const swatches = page.getByRole('list', { name: h('parents', 'uniform.colorsLabel') });
        await expect(swatches.getByRole('listitem')).toHaveCount(3);
        for (const color of ['maroon', 'gray', 'white'])
          await expect(swatches).toContainText(h('parents', `uniform.${color}`));
        for (const meeting of ['parentAssociation', 'coffee', 'orientation'])
          await expectHeading(page, 3, h('parents', `meetings.${meeting}.title`));
        for (const key of [
          'specialEducation',
          'ell',
          'relatedServices',
          'counseling',
          'intervention',
          'housing',
        ])
          await expectHeading(page, 3, h('parents', `programs.${key}.title`));
        await expect(
          page.getByRole('link', { name: h('parents', 'support.button') }),
        ).toHaveAttribute('href', /^mailto:/);
        await expect(
          page.getByRole('link', { name: h('parents', 'volunteer.button') }),
        ).toHaveAttribute('href', /^mailto:/);
        // The handbook has no address yet: text, not a link.
        await expect(
          page.getByRole('link', { name: h('parents', 'resources.handbook') }),
        ).toHaveCount(0);
        // MySchools, the meals menu and the enrollment section's MySchools button.
        expect(await expectSafeNewTabLinks(page)).toBe(3);
        const enrollment = page.getByRole('region', { name: h('parents', 'enrollment.title') });
        await expect(enrollment.getByRole('listitem')).toHaveCount(4);
        await expect(
          enrollment.getByRole('link', { name: startingWith(h('parents', 'enrollment.apply')) }),
        ).toHaveAttribute('href', 'https://www.schools.nyc.gov/enrollment');
        expect(await page.locator('a[href="#"], a:not([href])').count()).toBe(0);
        await expectNoAxeViolations(page);
      });
      await test.step('each meeting shows its next date from the school calendar', async () => {
        // The test day, Sunday, November 22, 2026, in the fixture calendar: the 3rd Wednesday's
        // Parent Association meeting is December 16, the last Wednesday's coffee November 25, and
        // the 2nd Tuesday's orientation December 8.
        await expectMeetingDays(page, lng, {
          parentAssociation: '2026-12-16',
          coffee: '2026-11-25',
          orientation: '2026-12-08',
        });
      });
    });

    test('on a phone, a large Call button beside Email dials the parent coordinator', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, '/parents', lng);
      const support = page.getByRole('region', { name: h('parents', 'support.title') });
      const call = support.getByRole('link', { name: h('parents', 'support.call'), exact: true });
      const emailName = { name: h('parents', 'support.button'), exact: true };
      const email = support.getByRole('link', emailName);
      // The coordinator's number as the card shows it (data/site.json), dialled with +1; an
      // extension would follow after a pause.
      await expect(call).toHaveAttribute('href', `tel:+1${site.phone.replace(/\D/g, '')}`);
      await expect(email).toHaveAttribute('href', /^mailto:/);
      // Together, in one row of buttons, each at least 44×44 px.
      await expect(call.locator('..').getByRole('link', emailName)).toBeVisible();
      for (const button of [call, email]) {
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      // The number itself stays on the card, readable and dialable.
      await expect(support.getByRole('link', { name: unbreakablePhone(site.phone) })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a meeting the calendar moves follows the calendar, not the rule', async ({ page }) => {
      // December's last Wednesday is the 30th, in the winter recess: the fixture calendar has that
      // coffee on December 23, under another title ("Winter Coffee with the Principal"): the
      // page follows the event's meeting id, not its title.
      await page.clock.setFixedTime(new Date('2026-11-26T12:00:00-05:00'));
      await open(page, '/parents', lng);
      await expectMeetingDays(page, lng, { coffee: '2026-12-23' });
    });

    test('a meeting moved in a month the page does not carry comes from the whole calendar', async ({
      page,
    }) => {
      // The page's own script carries the events of the weeks after the build day
      // (src/domain/upcoming.ts); on February 1, 2027 it fetches the rest, where the fixture
      // calendar moves February's Parent Association meeting from the 17th (the rule) to the 10th.
      await page.clock.setFixedTime(new Date('2027-02-01T12:00:00-05:00'));
      await open(page, '/parents', lng);
      await expectMeetingDays(page, lng, {
        parentAssociation: '2027-02-10',
        coffee: '2027-02-24',
        orientation: '2027-02-09',
      });
    });
  });
}

test.describe('next meeting dates on a fixed day', () => {
  // No calendar entries in 2030: the rules decide (3rd and last Wednesday; 2nd Tuesday, Oct–Apr).
  const expected = {
    en: {
      parentAssociation: 'Wednesday, January 16, 2030',
      coffee: 'Wednesday, January 30, 2030',
      orientation: 'Tuesday, February 12, 2030',
    },
    es: {
      parentAssociation: 'miércoles, 16 de enero de 2030',
      coffee: 'miércoles, 30 de enero de 2030',
      orientation: 'martes, 12 de febrero de 2030',
    },
  } as const;

  for (const lng of LANGUAGES) {
    test(`January 15, 2030 (${lng})`, async ({ page }) => {
      await page.clock.install({ time: new Date('2030-01-15T10:00:00-05:00') });
      await open(page, '/parents', lng);
      for (const [id, date] of Object.entries(expected[lng])) {
        const card = page.getByRole('listitem').filter({
          has: page.getByRole('heading', { name: text(lng, 'parents', `meetings.${id}.title`) }),
        });
        await expect(card.locator('time')).toHaveText(date);
      }
    });
  }
});

test.describe('timeline layout', () => {
  test('alternates left and right at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/history', 'en');
    const list = page.locator('#timeline ol');
    const listBox = present(await list.boundingBox(), 'the timeline’s box');
    const center = listBox.x + listBox.width / 2;
    const items = await boxes(list.locator(':scope > li'));
    expect(items).toHaveLength(milestones.length);
    items.forEach((box, index) => {
      if (index % 2 === 0) expect(box.x + box.width).toBeLessThanOrEqual(center);
      else expect(box.x).toBeGreaterThanOrEqual(center);
      if (index > 0) expect(box.y).toBeGreaterThan((items[index - 1]?.y ?? 0) + 1);
    });
  });

  test('stacks in one column, oldest first, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/history', 'es');
    const items = await boxes(page.locator('#timeline ol > li'));
    expect(items).toHaveLength(milestones.length);
    const first = present(items[0], 'a timeline item');
    items.forEach((box, index) => {
      expect(Math.abs(box.x - first.x)).toBeLessThan(1);
      expect(Math.abs(box.width - first.width)).toBeLessThan(1);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const previous = items[index - 1];
      if (previous !== undefined)
        expect(box.y).toBeGreaterThanOrEqual(previous.y + previous.height - 1);
    });
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test.describe('where the pages are linked', () => {
  for (const lng of LANGUAGES) {
    test(`header and footer navigation (${lng})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/', lng);
      const nav = page.getByRole('navigation', { name: text(lng, 'common', 'nav.label') });
      // Our School → History; Academics → Learning Resources (docs/product-rules.md).
      await nav.getByRole('button', { name: text(lng, 'common', 'nav.ourSchool') }).click();
      await expect(
        nav.getByRole('link', { name: text(lng, 'common', 'nav.history'), exact: true }),
      ).toHaveAttribute('href', localizePath('/history', lng));
      await nav.getByRole('button', { name: text(lng, 'common', 'nav.academics') }).click();
      await expect(
        nav.getByRole('link', { name: text(lng, 'common', 'nav.learningResources'), exact: true }),
      ).toHaveAttribute('href', localizePath('/learning-resources', lng));
      // Footer → Parent Information.
      const footer = page.getByRole('navigation', {
        name: text(lng, 'common', 'footer.linksHeading'),
      });
      await expect(
        footer.getByRole('link', { name: text(lng, 'common', 'nav.parents'), exact: true }),
      ).toHaveAttribute('href', localizePath('/parents', lng));
      // Home quick links lead to the parents and learning-resources pages.
      await expect(
        page.getByRole('link', { name: text(lng, 'home', 'quickLinks.parents.title') }),
      ).toHaveAttribute('href', localizePath('/parents', lng));
      await expect(
        page.getByRole('link', { name: text(lng, 'home', 'quickLinks.curriculum.title') }),
      ).toHaveAttribute('href', localizePath('/learning-resources', lng));
    });
  }
});
