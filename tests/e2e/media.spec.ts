import type { Page } from '@playwright/test';
import type {
  ClassDocument,
  GalleryPhoto,
  StaffDepartment,
} from '../../src/content/media-manifest.ts';
import { GALLERY_PAGE_SIZE } from '../../src/domain/gallery-pages.ts';
import { GALLERY_PAGE_320_KB, KB } from '../budgets.ts';
import {
  siteJson,
  open,
  expect,
  test,
  expectedName,
  expectNoAxeViolations,
  present,
  text,
  type Lng,
  escapeRegExp,
} from './support.ts';
import { swipe } from './touch.ts';

const read = <T>(file: string): T => siteJson<T>(`src/generated/${file}`);
const photos = read<GalleryPhoto[]>('gallery.json');
const departments = read<StaffDepartment[]>('staff.json');
const documents = read<Record<string, ClassDocument[]>>('class-documents.json');

/** The gallery's grid of photos (the page's only list). */
/** The first (smallest) copy in the fallback format (JPEG or PNG) of a set of whole copies: an img's src. */
function fallbackCopy(copies: ReadonlyArray<{ format: string; src: string }> | undefined): string {
  const fallback = copies?.at(-1)?.format;
  return copies?.find((copy) => copy.format === fallback)?.src ?? 'no copies';
}

const photoGrid = (page: Page) => page.getByRole('main').getByRole('list');

/** "Showing 24 of 52 photos" (or "Showing 6 photos"): the grid shows a page of 24 at first. */
function countLine(lng: Lng, total: number, category = ''): string {
  const shown = Math.min(total, GALLERY_PAGE_SIZE);
  const of = shown < total ? (lng === 'en' ? `${shown} of ` : `${shown} de `) : '';
  const inCategory = category === '' ? '' : lng === 'en' ? ` in ${category}` : ` en ${category}`;
  return lng === 'en'
    ? `Showing ${of}${total} photos${inCategory}`
    : `Se muestran ${of}${total} fotos${inCategory}`;
}

/** A department's heading: its name in the page's language (a folder without a key, as named). */
const departmentName = (lng: Lng, department: StaffDepartment) =>
  department.key === null ? department.folder : text(lng, 'staff', `departments.${department.key}`);

/** "3 members" / "1 miembro": a department's count beside its name. */
function memberCount(lng: Lng, count: number): string {
  const [one, other] = { en: ['member', 'members'], es: ['miembro', 'miembros'] }[lng];
  return `${count} ${count === 1 ? one : other}`;
}

/** "Sample illustrated portrait of Ms. Ana López (a fictional person)", in the page's language. */
const samplePortraitAlt = (lng: Lng, name: string) =>
  ({
    en: `Sample illustrated portrait of ${name} (a fictional person)`,
    es: `Retrato ilustrado de muestra de la ${name} (persona ficticia)`,
  })[lng];

/**
 * The filters' checks: All and a category change the count line, the grid and the address, and All
 * brings every photo back.
 */
async function expectFiltersAndCountLine(page: Page, lng: Lng) {
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(countLine(lng, photos.length));
  await expect(photoGrid(page).getByRole('listitem')).toHaveCount(
    Math.min(photos.length, GALLERY_PAGE_SIZE),
  );
  const arts = photos.filter((photo) => photo.category === 'arts').length;
  const label = text(lng, 'gallery', 'categories.arts');
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText(countLine(lng, arts, label));
  await expect(photoGrid(page).getByRole('listitem')).toHaveCount(
    Math.min(arts, GALLERY_PAGE_SIZE),
  );
  await expect(page).toHaveURL(/category=arts/);
  await page.getByRole('button', { name: text(lng, 'gallery', 'categories.all') }).click();
  await expect(photoGrid(page).getByRole('listitem')).toHaveCount(
    Math.min(photos.length, GALLERY_PAGE_SIZE),
  );
}

test.describe('gallery', () => {
  test('offers every category, filters with a count line, and opens the overlay by mouse and keyboard (en)', async ({
    page,
  }) => {
    // Four former tests' checks on one page load: allow 15 s each on a busy machine.
    test.setTimeout(60_000);
    await open(page, '/gallery');

    await test.step('offers All Photos and every category present, in order', async () => {
      const expected = [
        'All Photos',
        'School Events',
        'Academics',
        'Arts & Culture',
        'Sports',
        'Celebrations',
        'General',
      ].filter(
        (_, index) =>
          index === 0 ||
          photos.some(
            (photo) =>
              photo.category ===
              ['events', 'academics', 'arts', 'sports', 'celebrations', 'general'][index - 1],
          ),
      );
      await expect(
        page.getByRole('group', { name: 'Photo categories' }).getByRole('button'),
      ).toHaveText(expected);
    });

    await test.step('filters and the count line', async () => {
      await expectFiltersAndCountLine(page, 'en');
    });

    // The filters end on All Photos, as the page opens.
    await test.step('the overlay opens by mouse and keyboard, moves with the arrows and closes every way', async () => {
      const first = photoGrid(page).getByRole('link').first();
      await first.click();
      const dialog = page.getByRole('dialog', { name: photos[0]?.title.en });
      await expect(dialog).toBeVisible();
      const image = dialog.getByRole('img', { name: photos[0]?.alt.en });
      // A whole copy of the photo, never the original file.
      await expect(image).toHaveAttribute('src', fallbackCopy(photos[0]?.full));
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(
        `${Math.round(0.7 * 720)}px`,
      );
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: photos[1]?.title.en })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('dialog', { name: photos.at(-1)?.title.en })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(first).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close photo' }).click();
      await expect(dialog).toBeHidden();
      await first.click();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await first.click();
      await page.mouse.click(3, 3);
      await expect(dialog).toBeHidden();
    });

    // Each opening decides anew whether the hint shows: the arrow keys pressed above do not carry
    // over to the next photo opened by mouse.
    await test.step('the arrow-keys hint is only for keyboard users', async () => {
      const first = photoGrid(page).getByRole('link').first();
      const hint = text('en', 'gallery', 'overlay.hint');
      await first.click();
      const dialog = page.getByRole('dialog', { name: photos[0]?.title.en });
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toContainText(hint);
      // An arrow key shows it from then on.
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog')).toContainText(hint);
      await page.keyboard.press('Escape');
      // Opened from the keyboard, it shows at once.
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toContainText(hint);
    });
  });

  test('passes axe, and filters with a count line (es)', async ({ page }) => {
    await open(page, '/es/gallery');

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('filters and the count line', async () => {
      await expectFiltersAndCountLine(page, 'es');
    });
  });

  test('a filter with no photos says so', async ({ page }) => {
    await open(page, '/gallery?category=fieldtrips');
    await expect(
      page.getByText(
        'No photos match your current filter criteria. Try selecting a different category.',
      ),
    ).toBeVisible();
  });

  for (const lng of ['en', 'es'] as Lng[]) {
    test.describe(`on a phone (${lng})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('the full view has previous and next buttons and follows a swipe', async ({ page }) => {
        await open(page, lng === 'en' ? '/gallery' : '/es/gallery');
        await photoGrid(page).getByRole('link').first().tap();
        const title = (index: number) => photos.at(index)?.title[lng] ?? '';
        await expect(page.getByRole('dialog', { name: title(0) })).toBeVisible();
        // No arrow keys on a phone: no hint about them.
        await expect(page.getByRole('dialog')).not.toContainText(
          text(lng, 'gallery', 'overlay.hint'),
        );
        const next = page.getByRole('button', { name: text(lng, 'gallery', 'overlay.next') });
        const previous = page.getByRole('button', {
          name: text(lng, 'gallery', 'overlay.previous'),
        });
        for (const button of [next, previous]) {
          await expect(button).toBeInViewport();
          const box = await button.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(44);
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
        await next.tap();
        await expect(page.getByRole('dialog', { name: title(1) })).toBeVisible();
        await previous.tap();
        await previous.tap();
        await expect(page.getByRole('dialog', { name: title(-1) })).toBeVisible();
        await expectNoAxeViolations(page);

        // A swipe to the left shows the next photo, one to the right the previous one. On the
        // photo: its pointer events reach the stage around it.
        const photo = page.getByRole('dialog').getByRole('img');
        await swipe(photo, -120);
        await expect(page.getByRole('dialog', { name: title(0) })).toBeVisible();
        await swipe(photo, -120);
        await expect(page.getByRole('dialog', { name: title(1) })).toBeVisible();
        await swipe(photo, 120);
        await expect(page.getByRole('dialog', { name: title(0) })).toBeVisible();
        // A short or mostly vertical movement is not a swipe.
        await swipe(photo, -20);
        await expect(page.getByRole('dialog', { name: title(0) })).toBeVisible();
      });
    });
  }

  test('a missing image shows the placeholder icon, and "Image not available" in the overlay', async ({
    page,
  }) => {
    const broken = present(photos[0], 'a photo');
    const stem =
      broken.thumbnails[0]?.src
        .split('/')
        .at(-1)
        ?.replace(/-\d+\.\w+$/, '') ?? '';
    await page.route(
      (url) => url.pathname.includes(stem),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await open(page, '/gallery');
    // In the grid, the photo is the placeholder: the broken-image icon, named like the photo.
    const placeholder = photoGrid(page).getByRole('img', { name: broken.alt.en });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveJSProperty('tagName', 'SPAN');
    await expect(placeholder.locator('svg')).toBeVisible();
    await photoGrid(page).getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByText('Image not available')).toBeVisible();
  });

  test('grid columns follow the screen width', async ({ page }) => {
    for (const [width, columns] of [
      [375, 1],
      [700, 2],
      [1000, 3],
      [1300, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/gallery');
      const count = await photoGrid(page).evaluate(
        (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      );
      expect(count, `${width}px`).toBe(columns);
    }
  });

  test(`loads less than ${GALLERY_PAGE_320_KB} KB at the smallest viewport, and images lazily`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    let bytes = 0;
    page.on('response', async (response) => {
      bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await open(page, '/gallery');
    // A byte measurement: everything the page loads on its own, until the network falls quiet.
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
    console.log(`gallery at 320 px: ${(bytes / KB).toFixed(0)} KB`);
    expect(bytes).toBeLessThan(GALLERY_PAGE_320_KB * KB);
    await expect(photoGrid(page).locator('img.responsive-image__full').first()).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(photoGrid(page).locator('img.responsive-image__full').first()).toHaveAttribute(
      'width',
      /\d+/,
    );
  });
});

test.describe('staff directory', () => {
  for (const lng of ['en', 'es'] as Lng[]) {
    test(`departments in order with their member counts, and a card that opens a dialog with the portrait, department, name and role (${lng})`, async ({
      page,
    }) => {
      await open(page, lng === 'en' ? '/staff' : '/es/staff');

      await test.step('departments in order with their member counts', async () => {
        // A heading for each department.
        const headings = page.getByRole('main').getByRole('heading', { level: 2 });
        await expect(headings).toHaveCount(departments.length);
        for (const [index, department] of departments.entries())
          await expect(headings.nth(index)).toHaveText(
            `${departmentName(lng, department)} ${memberCount(lng, department.members.length)}`,
          );
        // A department without members says they are coming (the fixture has one).
        const empty = [...departments.entries()].filter(
          ([, department]) => department.members.length === 0,
        );
        expect(empty.length).toBeGreaterThan(0);
        for (const [index] of empty)
          await expect(page.getByRole('main').getByRole('region').nth(index)).toContainText(
            text(lng, 'staff', 'comingSoon'),
          );
        await expectNoAxeViolations(page);
      });

      await test.step("a card names the person with a title in the page's language and opens a dialog with the portrait, department, name and role", async () => {
        // A woman with the title "Ms." on a sample portrait: "Ms. Ana López" / "Sra. Ana López".
        const department = departments.find((item) =>
          item.members.some((member) => member.honorific === 'ms' && member.sample),
        );
        const member = present(
          department?.members.find((item) => item.honorific === 'ms' && item.sample),
          'a sample portrait of a woman titled "Ms."',
        );
        const role = present(member.role, 'her role');
        const key = present(department?.key, 'her department’s key');
        const name = expectedName(lng, member);
        expect(name).toBe(`${lng === 'en' ? 'Ms.' : 'Sra.'}\u00a0${member.name}`);
        // Accessible names read the no-break space as a space.
        const card = page
          .getByRole('button', { name: new RegExp(escapeRegExp(name).replace(/\u00a0/g, ' ')) })
          .first();
        await expect(card.getByText(name, { exact: true })).toBeVisible();
        await expect(card.getByText(role[lng], { exact: true })).toBeVisible();
        // The portrait has no words; its description says it is a sample.
        const alt = samplePortraitAlt(lng, name);
        await expect(card.getByRole('img', { name: alt, exact: true })).toBeVisible();
        await card.click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('img', { name: alt, exact: true })).toHaveAttribute(
          'src',
          fallbackCopy(member.full),
        );
        await expect(dialog).toContainText(text(lng, 'staff', `departments.${key}`));
        await expect(dialog).toContainText(role[lng]);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(card).toBeFocused();
      });
    });
  }

  test('a portrait that fails shows the logo and "Image not available"', async ({ page }) => {
    // The portrait's whole copies, which the dialog shows.
    await page.route(/\/generated\/media\/staff\/.*-full\./, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await open(page, '/staff');
    await page.getByRole('main').getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByText('Image not available')).toBeVisible();
  });
});

test.describe('classes', () => {
  /** The grade's document cards: the links of the page's main part that show a picture. */
  const cards = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('img') });

  test('kindergarten and Welcome Letters by default; grades and documents are links to their pages', async ({
    page,
  }) => {
    await open(page, '/classes');
    const grades = page.getByRole('navigation', { name: 'Choose a grade' });
    await expect(grades.getByRole('link', { name: /Kindergarten/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const kinds = page.getByRole('navigation', { name: 'Documents for kindergarten' });
    await expect(kinds.getByRole('link', { name: 'Welcome Letters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const kWelcome = (documents.kindergarten ?? []).filter(
      (document) => document.type === 'welcome',
    );
    await expect(cards(page)).toHaveCount(kWelcome.length);
    await kinds.getByRole('link', { name: 'Supply Lists' }).click();
    await expect(page).toHaveURL(/\/classes\/kindergarten\/supply-lists#documents$/);
    await grades.getByRole('link', { name: /Second Grade/ }).click();
    await expect(page).toHaveURL(/\/classes\/second\/supply-lists#grades$/);
    // The sample media's second grade: supply.png and supply2.png (English, beside a Spanish
    // version) and supply-spanish.png; English first on the English page.
    await expect(cards(page)).toHaveText([
      'Supply List (English)',
      'Supply List (English, continued)',
      'Supply List (Spanish)',
    ]);
    await expectNoAxeViolations(page);
  });

  test('in Spanish, second grade lists its Spanish letter and list first and marks the English ones', async ({
    page,
  }) => {
    const files = (documents.second ?? []).map((document) => document.file).sort();
    expect(files, 'the sample media of second grade').toEqual([
      'supply-spanish.png',
      'supply.png',
      'supply2.png',
      'welcome-spanish.png',
      'welcome.png',
    ]);
    await open(page, '/es/classes/second');
    await expect(cards(page)).toHaveText([
      'Carta de bienvenida (en español)',
      'Carta de bienvenida (en inglés)',
    ]);
    await cards(page).filter({ hasText: 'Carta de bienvenida (en español)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(
      /^Carta de bienvenida \(en español\) · segundo grado$/i,
    );
    await expect(dialog.getByRole('img')).toHaveAttribute(
      'src',
      /^\/generated\/media\/classes\/second-welcome-spanish-[0-9a-f]{12}-\d+-full\.jpg$/,
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('link', { name: 'Listas de útiles' }).click();
    await expect(page).toHaveURL(/\/es\/classes\/second\/supply-lists#documents$/);
    await expect(cards(page)).toHaveText([
      'Lista de útiles (en español)',
      'Lista de útiles (en inglés)',
      'Lista de útiles (en inglés, continuación)',
    ]);
    await expectNoAxeViolations(page);
  });

  test('a grade without documents says so, in Spanish too', async ({ page }) => {
    const empty = present(
      Object.entries(documents).find(([, list]) => list.length === 0)?.[0],
      'a grade without documents in the sample media',
    );
    await open(page, `/es/classes/${empty}`);
    await expect(page.getByRole('main').getByText('No hay documentos disponibles')).toBeVisible();
    await open(page, `/classes/${empty}/supply-lists`);
    const main = page.getByRole('main');
    await expect(main.getByText('No Documents Available')).toBeVisible();
    await expect(main).toContainText(
      `Supply lists for ${text('en', 'classes', `grades.${empty}.nameInSentence`)} are not available yet.`,
    );
  });

  test('a document opens enlarged; a failing one says "Document not available"', async ({
    page,
  }) => {
    await open(page, '/classes');
    const card = cards(page).first();
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(page).toHaveURL(/\/classes$/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await page.route(/\/generated\/media\/classes\/.*-full\./, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await card.click();
    await expect(dialog.getByText('Document not available')).toBeVisible();
  });

  test('a card whose image fails is hidden', async ({ page }) => {
    const kWelcome = (documents.kindergarten ?? []).filter(
      (document) => document.type === 'welcome',
    );
    const failing = present(kWelcome[0], 'a kindergarten welcome letter');
    const stem =
      failing.thumbnails[0]?.src
        .split('/')
        .at(-1)
        ?.replace(/-\d+\.\w+$/, '') ?? '';
    await page.route(
      (url) => url.pathname.includes(stem),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await open(page, '/classes');
    await expect(cards(page)).toHaveCount(kWelcome.length - 1);
  });
});
