// The content editor at /admin/ with its local backend (decap-server), as `npm run dev` offers it,
// driven the way office staff use it: events added, changed and deleted, an announcement posted, a
// staff bio, a history milestone and a gallery caption edited, a phone photo uploaded to an event,
// two people editing at once; every mistake the build refuses is refused by the editor first, with
// the build's words; and after it all, `npm run content` passes and the built site shows every
// change on the pages and in the feeds. The editor works on a copy of the fixture site, so no file
// of this project changes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Dialog, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { localBackendPort } from '../../scripts/lib/admin/write-admin.ts';
import { portIsFree } from '../../scripts/lib/free-port.ts';
import { FIXTURE_SITE_DIR } from '../sites.ts';
import { TEST_NOW, TEST_TODAY_ENV } from '../today.ts';
import { createStaticHandler } from '../../scripts/lib/static-server.ts';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import { parseHonorific } from '../../src/i18n/person-name.ts';
import { ON_NETLIFY_CLI, escapeRegExp, expect, open, test } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = localBackendPort();

test.describe.configure({ mode: 'serial' });

/**
 * The editor is a large single-page application: on a busy machine (the rest of the suite runs
 * beside it) it takes a while to load a form or to save, so its checks wait longer.
 */
const editorExpect = expect.configure({ timeout: 60_000 });

/** Records the CSP violations of a page from its first byte on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('the editor has its own policy, is kept out of search engines and out of the sitemap', async ({
  request,
  page,
}) => {
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  // On Netlify's runtime the edge function sets the editor's policy (netlify/edge-functions/).
  // eslint-disable-next-line playwright/no-conditional-in-test -- the environment: only Netlify's runtime runs edge functions
  if (ON_NETLIFY_CLI) expect(headers['x-nf-edge-functions']).toContain('admin-headers');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  // Uploads: Decap reads a chosen picture back from its blob: address (on Netlify too).
  expect(csp).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com/);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  // The pages keep the site's strict policy.
  expect((await request.get('/calendar')).headers()['content-security-policy']).toBe(
    SECURITY_HEADERS['Content-Security-Policy'],
  );
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');

  const violations = await watchCsp(page);
  await page.goto('/admin/');
  await expect(
    page.getByRole('button', { name: /login/i }).or(page.getByText('Calendar events').first()),
  ).toBeVisible({ timeout: 60_000 });
  // On localhost the editor also tries its local backend, which only the local server's wider
  // policy allows; netlify-cli sends production's policy, which rightly blocks it.
  // eslint-disable-next-line playwright/no-conditional-in-test -- the environment: the local server's policy allows the local backend, Netlify's does not
  if (!ON_NETLIFY_CLI) expect(await violations()).toEqual([]);
});

test.describe('with the local backend', () => {
  // The editor's local backend needs the local server's wider editor policy (scripts/serve.ts).
  test.skip(ON_NETLIFY_CLI, 'the local backend is for npm run dev and npm start');
  let backend: ChildProcess | undefined;
  /** A copy of the fixture site that the editor saves into and that is then rebuilt. */
  let copy = '';
  const file = (name: string) => path.join(copy, name);
  const readJson = async <T = Record<string, unknown>>(name: string): Promise<T> =>
    JSON.parse(await readFile(file(name), 'utf8')) as T;
  /** The entry files of a folder of the copy ("data/staff"), by name. */
  const entriesOf = async (folder: string) =>
    (await readdir(file(folder))).filter((name) => name.endsWith('.json')).sort();

  test.beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'highbridge-editor-'));
    await cp(FIXTURE_SITE_DIR, copy, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist|dist-server)$/.test(source),
    });
    await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    // Another local backend on the port would answer for a different folder.
    expect(await portIsFree(port, '127.0.0.1'), `port ${port} is free`).toBe(true);
    backend = spawn(path.join(root, 'node_modules/.bin/decap-server'), [], {
      cwd: copy,
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: '127.0.0.1',
        MODE: 'fs',
        GIT_REPO_DIRECTORY: copy,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${port}/api/v1`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          })
            .then((answer) => answer.ok)
            .catch(() => false),
        { timeout: 30_000, message: `decap-server did not start on port ${port}` },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    backend?.kill('SIGTERM');
    if (copy !== '') await rm(copy, { recursive: true, force: true });
  });

  /** The button a form of the editor has, and no other view: Publish (Published once saved). */
  const publishButton = (page: Page) => page.getByRole('button', { name: /^Publish(ed)?$/ });

  /**
   * Opens the editor at `hash` in `page`, signed in, once `ready` (of the page opened) shows. The
   * first time, a load of /admin/ (the editor keeps the sign-in); after that, a move within the
   * editor, as its own links make one (`#/collections/…`), without loading it again: first to the
   * collection's list, so that the form left behind is gone before the next one is awaited. Leaving
   * a form with changes the editor refused asks first (Decap's "leave this page?"): a staff member
   * says yes. Any other question (a local copy of the entry to restore) is answered no, as
   * Playwright answers a question no test listens for.
   */
  async function openEditor(page: Page, hash: string, ready: Locator): Promise<void> {
    page.setDefaultTimeout(60_000);
    if (new URL(page.url()).pathname !== '/admin/') {
      await page.goto(`/admin/#${hash}`);
      const login = page.getByRole('button', { name: /login/i });
      await editorExpect(login.or(ready).first()).toBeVisible();
      if (await login.isVisible()) await login.click();
      await editorExpect(ready.first()).toBeVisible();
      return;
    }
    const answer = (dialog: Dialog) =>
      void (/leave/i.test(dialog.message()) ? dialog.accept() : dialog.dismiss());
    page.on('dialog', answer);
    try {
      const list = /^\/collections\/[^/]+/.exec(hash)?.[0] ?? '/';
      const moveTo = (target: string) =>
        page.evaluate((address) => {
          window.location.hash = address;
        }, target);
      await moveTo(list);
      await editorExpect(publishButton(page)).toHaveCount(0);
      await moveTo(hash);
      await editorExpect(ready.first()).toBeVisible();
      await editorExpect(page).toHaveURL(new RegExp(`#${escapeRegExp(hash)}$`));
    } finally {
      page.off('dialog', answer);
    }
  }

  /** A form of the editor (an entry), as a staff member opens it. */
  async function openForm(page: Page, hash: string): Promise<Page> {
    await openEditor(page, hash, publishButton(page));
    return page;
  }

  /** A list of the editor (a collection), with its "＋ event" button for a new entry. */
  const openList = (page: Page, hash: string) =>
    openEditor(page, hash, page.getByRole('link', { name: /^Create entry of type / }));

  /** Another staff member's window: a browser context of its own, with the suite's clock. */
  async function secondWindow(browser: Browser, hash: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await context.clock.setFixedTime(TEST_NOW);
    return openForm(await context.newPage(), hash);
  }

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

  /**
   * A field inside a group of the form ("Bio (optional)" → "English (optional)"), once the form has
   * drawn it (the editor shows its toolbar a moment before the form's fields).
   */
  async function nested(page: Page, group: string, child: string) {
    let id: string | undefined;
    await editorExpect
      .poll(
        async () => {
          id = await page.evaluate(
            ([groupLabel, childLabel]) => {
              const labels = [...document.querySelectorAll('label')];
              const start = labels.findIndex((label) => label.textContent === groupLabel);
              if (start < 0) return undefined;
              return labels.slice(start + 1).find((label) => label.textContent === childLabel)
                ?.htmlFor;
            },
            [group, child],
          );
          return id;
        },
        { message: `${group} → ${child}` },
      )
      .toBeTruthy();
    return page.locator(`[id="${id}"]`);
  }

  /** Publish now; resolves with the editor's notice of a refusal, or null once saved. */
  async function publish(page: Page): Promise<string | null> {
    const saved = page.getByText(/^changes saved$/i);
    await editorExpect(page.getByText(/^unsaved changes$/i)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const refused = page.getByRole('alert', { name: /^Not (saved|deleted)/ });
    await editorExpect(refused.or(saved).first()).toBeVisible();
    if (await refused.isVisible()) return refused.innerText();
    // A new entry, once saved, moves to its own address (…/entries/<id>): awaited, so that the
    // editor's move does not come after the test's next one.
    await editorExpect(page).not.toHaveURL(/\/new$/);
    return null;
  }

  /**
   * The editor's notice of a refused change: the alert of a refused deletion, or what a refused
   * publish says (null: it was saved).
   */
  async function refusalNotice(form: Page, action: 'delete' | undefined): Promise<string | null> {
    if (action !== 'delete') return publish(form);
    const refused = form.getByRole('alert', { name: /^Not deleted/ });
    await editorExpect(refused).toBeVisible();
    return refused.innerText();
  }

  /** Writes a file of the copy as a mistake made by hand left it (null: the file deleted). */
  async function writeByHand(name: string, data: Record<string, unknown> | null): Promise<void> {
    if (data === null) await rm(file(name));
    else await writeFile(file(name), `${JSON.stringify(data, null, 2)}\n`);
  }

  /** What `npm run content` says about the copy (exit status and output). */
  function contentCheck(): { status: number | null; output: string } {
    const run = spawnSync('npm', ['run', 'content'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, ...TEST_TODAY_ENV },
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  const newEvent = {
    title: { en: 'Family Science Night', es: 'Noche de ciencias en familia' },
    description: {
      en: 'Hands-on experiments for the whole family, led by our fifth graders.',
      es: 'Experimentos prácticos para toda la familia, guiados por nuestros estudiantes de quinto grado.',
    },
    date: '2027-03-04',
    category: 'academic',
    startTime: '5:30 PM',
    endTime: '7:00 PM',
    location: { en: 'Main Building Cafeteria', es: 'Cafetería del Edificio principal' },
  };
  const announcement = {
    id: 'book-fair-2026-11-20',
    en: 'The Book Fair is open in the library all week, 8:00 AM to 4:00 PM.',
    es: 'La feria del libro está abierta en la biblioteca toda la semana, de 8:00 a. m. a 4:00 p. m.',
  };
  /** The description of the flyer uploaded to an event, in both languages. */
  const flyerAlt = {
    en: 'The Family Math Night flyer: games, puzzles and dinner.',
    es: 'El volante de la Noche de matemáticas en familia: juegos, acertijos y cena.',
  };
  let newEventId = 0;
  const changes = {
    bio: { en: '', es: '', portrait: '' },
    milestone: { en: '', es: '' },
    caption: { en: '', es: '', photo: '' },
    flyer: '',
  };

  test('staff add, change and delete events, post an announcement, and edit a bio, a milestone and a caption', async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    const violations = await watchCsp(page);
    const before = await entriesOf('data/events');
    newEventId = Math.max(...before.map((name) => Number.parseInt(name, 10))) + 1;

    // Add an event (from the list, as the staff guide says): its number is given on save, and it
    // gets a file of its own.
    await openList(page, '/collections/events');
    await page.getByRole('link', { name: 'Create entry of type event' }).click();
    await editorExpect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await (await nested(page, 'Title', 'English')).fill(newEvent.title.en);
    await (await nested(page, 'Title', 'Spanish')).fill(newEvent.title.es);
    await (await nested(page, 'Description', 'English')).fill(newEvent.description.en);
    await (await nested(page, 'Description', 'Spanish')).fill(newEvent.description.es);
    await field(page, 'Date (first day)').fill(newEvent.date);
    await field(page, 'Category').click();
    await page.getByRole('option', { name: 'Academic', exact: true }).click();
    await field(page, 'Start time (optional)').fill('17:30');
    await field(page, 'End time (optional)').fill('19:00');
    await (
      await nested(page, 'Location (optional)', 'English (optional)')
    ).fill(newEvent.location.en);
    await (
      await nested(page, 'Location (optional)', 'Spanish (optional)')
    ).fill(newEvent.location.es);
    expect(await publish(page)).toBeNull();
    const added = await readJson(`data/events/${newEventId}.json`);
    expect(added).toEqual({ $schema: '../schemas/event.schema.json', id: newEventId, ...newEvent });
    // Keys in the schema's order, as a hand-written file has them.
    expect(Object.keys(added)).toEqual(['$schema', 'id', ...Object.keys(newEvent)]);
    expect(await entriesOf('data/events')).toEqual([...before, `${newEventId}.json`].sort());

    // Change an event: only its own file, only the two lines.
    const concert = await readJson('data/events/237.json');
    await openForm(page, '/collections/events/entries/237');
    await field(page, 'Start time (optional)').fill('18:30');
    await (await nested(page, 'Title', 'Spanish')).fill('Concierto de invierno y coro');
    expect(await publish(page)).toBeNull();
    expect(await readJson('data/events/237.json')).toEqual({
      ...concert,
      startTime: '6:30 PM',
      title: { ...(concert.title as object), es: 'Concierto de invierno y coro' },
    });

    // Delete an event no announcement links to.
    await openForm(page, '/collections/events/entries/239');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await editorExpect.poll(() => existsSync(file('data/events/239.json'))).toBe(false);
    // The editor then returns to the list of events.
    await editorExpect(page).toHaveURL(/#\/collections\/events$/);

    // Post an announcement, shown from November 20 to 30 (New York time).
    await openList(page, '/collections/announcements');
    await page.getByRole('link', { name: 'Create entry of type announcement' }).click();
    await editorExpect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await field(page, 'Id').fill(announcement.id);
    await (await nested(page, 'Text', 'English')).fill(announcement.en);
    await (await nested(page, 'Text', 'Spanish')).fill(announcement.es);
    await field(page, 'Shows from').fill('2026-11-20T06:00');
    await field(page, 'Shows until').fill('2026-11-30T18:00');
    await field(page, 'Link (optional)').fill('/library');
    expect(await publish(page)).toBeNull();
    expect(await readJson(`data/announcements/${announcement.id}.json`)).toEqual({
      $schema: '../schemas/announcement.schema.json',
      id: announcement.id,
      severity: 'info',
      text: { en: announcement.en, es: announcement.es },
      start: '2026-11-20T06:00',
      end: '2026-11-30T18:00',
      link: '/library',
    });

    // A staff member's bio (the first person of the folder, whoever it is).
    const [staffFile = ''] = await entriesOf('data/staff');
    const person = await readJson<{ portrait: string }>(`data/staff/${staffFile}`);
    changes.bio = {
      portrait: person.portrait,
      en: 'Our newest colleague coaches the chess club on Thursdays.',
      es: 'Nuestra colega más reciente dirige el club de ajedrez los jueves.',
    };
    await openForm(page, `/collections/staff/entries/${staffFile.replace(/\.json$/, '')}`);
    await (await nested(page, 'Bio (optional)', 'English (optional)')).fill(changes.bio.en);
    await (await nested(page, 'Bio (optional)', 'Spanish (optional)')).fill(changes.bio.es);
    expect(await publish(page)).toBeNull();
    expect(await readJson(`data/staff/${staffFile}`)).toMatchObject({
      portrait: person.portrait,
      bio: { en: changes.bio.en, es: changes.bio.es },
    });

    // A history milestone's title, in both languages.
    const [milestoneFile = ''] = await entriesOf('data/timeline');
    changes.milestone = {
      en: 'A Schoolhouse by the Aqueduct',
      es: 'Una escuela junto al acueducto',
    };
    await openForm(page, `/collections/milestones/entries/${milestoneFile.replace(/\.json$/, '')}`);
    await (await nested(page, 'Title', 'English')).fill(changes.milestone.en);
    await (await nested(page, 'Title', 'Spanish')).fill(changes.milestone.es);
    expect(await publish(page)).toBeNull();
    expect(await readJson(`data/timeline/${milestoneFile}`)).toMatchObject({
      title: changes.milestone,
    });

    // A gallery photo's description.
    const [captionFile = ''] = await entriesOf('data/gallery-captions');
    const caption = await readJson<{ photo: string }>(`data/gallery-captions/${captionFile}`);
    changes.caption = {
      photo: caption.photo,
      en: 'Students and families on the school steps at the end of the year.',
      es: 'Estudiantes y familias en la escalera de la escuela al final del año.',
    };
    await openForm(
      page,
      `/collections/galleryCaptions/entries/${captionFile.replace(/\.json$/, '')}`,
    );
    const alt = 'Description for people who cannot see it';
    await (await nested(page, alt, 'English')).fill(changes.caption.en);
    await (await nested(page, alt, 'Spanish')).fill(changes.caption.es);
    expect(await publish(page)).toBeNull();
    expect(await readJson(`data/gallery-captions/${captionFile}`)).toMatchObject({
      photo: caption.photo,
      alt: { en: changes.caption.en, es: changes.caption.es },
    });
    expect(await violations()).toEqual([]);
  });

  test('a phone photo of several megabytes is uploaded to an event', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    const violations = await watchCsp(page);
    // As a phone takes it: 4032×3024, about 3 MB.
    const photo = path.join(copy, 'Family Math Night flyer.jpg');
    await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 70 })
      .toFile(photo);
    expect((await stat(photo)).size).toBeGreaterThan(2_000_000);

    await openForm(page, '/collections/events/entries/248');
    await page.getByRole('button', { name: /choose an image/i }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(photo);
    await page.getByRole('button', { name: /choose selected/i }).click();
    const description = 'Image description (for people who cannot see it) (optional)';
    await (await nested(page, description, 'English (optional)')).fill(flyerAlt.en);
    await (await nested(page, description, 'Spanish (optional)')).fill(flyerAlt.es);
    expect(await publish(page)).toBeNull();
    const event = await readJson<{ image: string; imageAlt: unknown }>('data/events/248.json');
    expect(event.imageAlt).toEqual(flyerAlt);
    expect(event.image).toMatch(/^\/assets\/images\/events\/.+\.jpg$/);
    changes.flyer = event.image;
    // The picture lands in the folder the site publishes, byte for byte.
    const saved = path.join(copy, 'public', decodeURIComponent(event.image));
    expect((await readFile(saved)).equals(await readFile(photo))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('two people at once: different events both survive; the same event, the second is told', async ({
    page,
    browser,
  }) => {
    test.setTimeout(5 * 60_000);
    // Both windows open before either saves.
    const first = await openForm(page, '/collections/events/entries/250');
    const second = await secondWindow(browser, '/collections/events/entries/257');
    const place = (form: Page, language: string) =>
      nested(form, 'Location (optional)', `${language} (optional)`);
    await (await place(first, 'English')).fill('Main Building Gym');
    await (await place(first, 'Spanish')).fill('Gimnasio del Edificio principal');
    await (await place(second, 'English')).fill('Early Childhood Building Gym');
    await (await place(second, 'Spanish')).fill('Gimnasio del Edificio de primera infancia');
    expect(await publish(first)).toBeNull();
    expect(await publish(second)).toBeNull();
    expect(await readJson('data/events/250.json')).toMatchObject({
      location: { en: 'Main Building Gym', es: 'Gimnasio del Edificio principal' },
    });
    expect(await readJson('data/events/257.json')).toMatchObject({
      location: {
        en: 'Early Childhood Building Gym',
        es: 'Gimnasio del Edificio de primera infancia',
      },
    });

    // The same event in both windows: the first save stands, the second is refused and told why.
    const one = await openForm(page, '/collections/events/entries/262');
    const two = await secondWindow(browser, '/collections/events/entries/262');
    await (
      await nested(one, 'Location (optional)', 'English (optional)')
    ).fill('Main Building Library');
    await (
      await nested(one, 'Location (optional)', 'Spanish (optional)')
    ).fill('Biblioteca del Edificio principal');
    await (await nested(two, 'Title', 'Spanish')).fill('Conferencias de la tarde');
    expect(await publish(one)).toBeNull();
    const told = await publish(two);
    expect(told).toContain('Not saved: data/events/262.json');
    expect(told).toContain(
      'someone else saved a change to this file after you opened it. Your change was not saved, so that theirs is not lost',
    );
    const saved = await readJson('data/events/262.json');
    expect(saved).toMatchObject({ location: { en: 'Main Building Library' } });
    expect((saved.title as { es: string }).es).not.toBe('Conferencias de la tarde');
    // The first window may go on saving its own changes. (Just after a save the editor reloads
    // the entry into the form, which can swallow a keystroke made in that instant: type again.)
    const location = await nested(one, 'Location (optional)', 'English (optional)');
    await expect(async () => {
      await location.fill('Main Building Library, 2nd floor');
      await expect(location).toHaveValue('Main Building Library, 2nd floor', { timeout: 1000 });
    }).toPass();
    await (
      await nested(one, 'Location (optional)', 'Spanish (optional)')
    ).fill('Biblioteca del Edificio principal, 2.º piso');
    expect(await publish(one)).toBeNull();
  });

  test('every mistake the build refuses, the editor refuses first, with the build’s words', async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    type Json = Record<string, unknown>;
    const [staffFile = ''] = await entriesOf('data/staff');
    const closing = 'data/announcements/winter-recess-reminder-2026-12-23.json';
    /**
     * Each form: the mistakes made in it in the editor, the same mistakes made by hand in its file
     * (null: the file deleted), and the words both say after the file's name. The hand-made
     * mistakes are checked by `npm run content` a few files at a time (`batch`): two mistakes in
     * one file, or a deleted event an announcement names, need a run of their own.
     */
    const cases: Array<{
      form: string;
      file: string;
      batch: number;
      inEditor: (page: Page) => Promise<void>;
      byHand: (data: Json) => Json | null;
      says: string[];
      action?: 'delete';
    }> = [
      {
        // An end before the start, "all day" with times, and a place in English only.
        form: '/collections/events/entries/235',
        file: 'data/events/235.json',
        batch: 1,
        inEditor: async (form) => {
          await field(form, 'End time (optional)').fill('14:00');
          await field(form, 'All day (no start or end time) (optional)').click();
          await (await nested(form, 'Location (optional)', 'Spanish (optional)')).fill('');
        },
        byHand: (data) => ({
          ...data,
          endTime: '2:00 PM',
          allDay: true,
          location: { en: (data.location as { en: string }).en },
        }),
        says: [
          'field "endTime": the event ends (2:00 PM) before it starts (3:30 PM)',
          'field "allDay": an all-day event has no start or end time',
          'field "location.es": this field is required (write the Spanish text)',
        ],
      },
      {
        form: '/collections/events/entries/252',
        file: 'data/events/252.json',
        batch: 1,
        inEditor: (form) => field(form, 'Link (optional)').fill('/parent'),
        byHand: (data) => ({ ...data, link: '/parent' }),
        says: ['field "link": there is no page or file /parent on this site'],
      },
      {
        form: `/collections/announcements/entries/${path.basename(closing, '.json')}`,
        file: closing,
        batch: 1,
        inEditor: (form) => field(form, 'Shows until').fill('2026-12-20T18:00'),
        byHand: (data) => ({ ...data, end: '2026-12-20T18:00' }),
        says: ['field "end": the end must be after the start'],
      },
      {
        // A bio in one language only.
        form: `/collections/staff/entries/${staffFile.replace(/\.json$/, '')}`,
        file: `data/staff/${staffFile}`,
        batch: 1,
        inEditor: async (form) => {
          await (await nested(form, 'Bio (optional)', 'English (optional)')).fill('Coaches chess.');
          await (await nested(form, 'Bio (optional)', 'Spanish (optional)')).fill('');
        },
        byHand: (data) => ({ ...data, bio: { en: 'Coaches chess.' } }),
        says: ['field "bio.es": this field is required'],
      },
      {
        // Page text that loses a {{…}} value in Spanish.
        form: '/collections/pages-es/entries/common-es',
        file: 'locales/es/common.json',
        batch: 1,
        inEditor: async (form) => {
          // The group is folded: its Expand button opens it.
          const footer = await form
            .getByText('Footer', { exact: true })
            .first()
            .getAttribute('for');
          await form.locator(`[id="${footer}"]`).getByRole('button', { name: 'Expand' }).click();
          await (await nested(form, 'Footer', 'Copyright')).fill('© {{name}}');
        },
        byHand: (data) => ({
          ...data,
          footer: { ...(data.footer as Json), copyright: '© {{name}}' },
        }),
        says: [
          'field "footer.copyright": uses the variables {name} but English uses {name, year}; keep the {{…}} names as in English',
        ],
      },
      {
        // An announcement about an event that does not exist.
        form: `/collections/announcements/entries/${path.basename(closing, '.json')}`,
        file: closing,
        batch: 2,
        inEditor: (form) => field(form, 'Event it is about (optional)').fill('9999'),
        byHand: (data) => ({ ...data, eventId: 9999 }),
        says: ['field "eventId": there is no event with id 9999 (data/events/9999.json)'],
      },
      {
        // Deleting an event an announcement still to be shown links to: the words are the
        // announcement's.
        form: '/collections/events/entries/241',
        file: 'data/events/241.json',
        batch: 3,
        inEditor: async (form) => {
          form.once('dialog', (dialog) => void dialog.accept());
          await form.getByRole('button', { name: 'Delete entry' }).click();
        },
        byHand: () => null,
        action: 'delete',
        says: [`${closing}, field "eventId": there is no event with id 241 (data/events/241.json)`],
      },
    ];
    expect(contentCheck().status).toBe(0);

    // In the editor: each refused, nothing written.
    for (const mistake of cases) {
      await test.step(`the editor refuses ${mistake.says.join('; ')}`, async () => {
        const original = await readFile(file(mistake.file), 'utf8');
        const form = await openForm(page, mistake.form);
        await mistake.inEditor(form);
        const notice = await refusalNotice(form, mistake.action);
        expect(notice, 'the editor refused it').not.toBeNull();
        for (const words of mistake.says) expect(notice).toContain(words);
        expect(await readFile(file(mistake.file), 'utf8')).toBe(original);
      });
    }

    // By hand: `npm run content` refuses the same mistakes with the same words, after the file's
    // name (a deletion's words name the announcement, as above).
    for (const batch of [...new Set(cases.map((mistake) => mistake.batch))]) {
      await test.step(`npm run content refuses the same, made by hand (${batch})`, async () => {
        const made = cases.filter((mistake) => mistake.batch === batch);
        const originals = new Map<string, string>();
        for (const mistake of made) {
          const original = await readFile(file(mistake.file), 'utf8');
          originals.set(mistake.file, original);
          await writeByHand(mistake.file, mistake.byHand(JSON.parse(original) as Json));
        }
        const check = contentCheck();
        for (const [name, original] of originals) await writeFile(file(name), original);
        expect(check.status, check.output).toBe(1);
        for (const mistake of made)
          for (const words of mistake.says)
            expect(check.output).toContain(
              mistake.action === 'delete' ? words : `${mistake.file}, ${words}`,
            );
      });
    }
  });

  test('after it all, npm run content passes and the built site shows every change', async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    const check = contentCheck();
    expect(check.status, check.output).toBe(0);
    let server: Server | undefined;
    try {
      const build = spawnSync('npm', ['run', 'build'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, ...TEST_TODAY_ENV },
      });
      expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
      const handler = createStaticHandler(path.join(copy, 'dist'));
      server = createServer((req, res) => void handler(req, res));
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const text = async (address: string) => (await fetch(`${origin}${address}`)).text();

      // The new event, on the calendar in both languages and in both feeds.
      await page.goto(`${origin}/calendar?month=2027-03`);
      await expect(page.getByText(newEvent.title.en).first()).toBeAttached();
      await page.goto(`${origin}/es/calendar?month=2027-03`);
      await expect(page.getByText(newEvent.title.es).first()).toBeAttached();
      const english = await text('/calendar.ics');
      const spanish = await text('/es/calendar.ics');
      expect(english).toContain(`UID:event-${newEventId}@`);
      expect(english).toContain(`SUMMARY:${newEvent.title.en}`);
      expect(english).toContain('DTSTART:20270304T223000Z'); // 5:30 PM in New York
      expect(spanish).toContain(`SUMMARY:${newEvent.title.es}`);
      expect(spanish).toContain(`LOCATION:${newEvent.location.es}\\,`);

      // The changed event, the deleted one, the two people's changes.
      expect(spanish).toContain('SUMMARY:Concierto de invierno y coro');
      expect(await text('/calendar/events/237.ics')).toContain('DTSTART:20261217T233000Z');
      expect(english).not.toMatch(/UID:event-239@/);
      expect((await fetch(`${origin}/calendar/events/239.ics`)).status).toBe(404);
      expect(await text('/calendar/events/250.ics')).toContain('LOCATION:Main Building Gym\\,');
      expect(await text('/es/calendar/events/257.ics')).toContain(
        'LOCATION:Gimnasio del Edificio de primera infancia\\,',
      );
      expect(await text('/calendar/events/262.ics')).toContain(
        'LOCATION:Main Building Library\\, 2nd floor\\,',
      );

      // The announcement, active on the test day, in both languages.
      await page.goto(`${origin}/`);
      await expect(page.getByText(announcement.en)).toBeVisible();
      await page.goto(`${origin}/es/`);
      await expect(page.getByText(announcement.es)).toBeVisible();

      // The bio, the milestone and the caption.
      // A person's bio is in the window their card opens.
      const { name } = parseHonorific(changes.bio.portrait.split('/')[1] ?? '');
      for (const [lng, bio] of [
        ['en', changes.bio.en],
        ['es', changes.bio.es],
      ] as const) {
        await open(page, '/staff', lng, { origin });
        await page
          .getByRole('button', { name: new RegExp(name) })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toContainText(bio);
      }
      await page.goto(`${origin}/history`);
      await expect(page.getByText(changes.milestone.en).first()).toBeVisible();
      await page.goto(`${origin}/es/history`);
      await expect(page.getByText(changes.milestone.es).first()).toBeVisible();
      await page.goto(`${origin}/gallery`);
      await expect(page.getByRole('img', { name: changes.caption.en })).toBeAttached();
      await page.goto(`${origin}/es/gallery`);
      await expect(page.getByRole('img', { name: changes.caption.es })).toBeAttached();

      // The event shows the uploaded picture by a copy of a few hundred kilobytes; the 3 MB
      // original itself is not published.
      expect((await fetch(`${origin}${changes.flyer}`)).status).toBe(404);
      await page.goto(`${origin}/calendar?month=2027-01&view=list`);
      await page
        .getByRole('link', { name: /Family Math Night/ })
        .first()
        .click();
      const flyer = page.getByRole('img', { name: flyerAlt.en });
      await expect(flyer).toBeVisible();
      const shown = await flyer.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(shown).toContain('/generated/media/pictures/images-events-');
      const served = await fetch(shown);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeLessThan(350 * 1024);
      // The Spanish event page describes it in Spanish, by the same copy.
      await page.goto(`${origin}/es/calendar/events/248`);
      const described = page.getByRole('img', { name: flyerAlt.es });
      await expect(described).toBeVisible();
      expect(await described.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe(
        shown,
      );
    } finally {
      server?.close();
    }
  });
});
