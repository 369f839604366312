// The content editor at /admin/ with its local backend (decap-server), as `npm run dev` offers it:
// a staff member adds an event in English and Spanish, saves, and after a rebuild the event is on
// the calendar page and in both calendar feeds. The editor works on a copy of the fixture site, so
// no file of this project changes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localBackendPort } from '../../scripts/lib/admin/write-admin.ts';
import { FIXTURE_SITE_DIR } from '../sites.ts';
import { TEST_TODAY_ENV } from '../today.ts';
import { createStaticHandler } from '../../scripts/lib/static-server.ts';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import { ON_NETLIFY_CLI, expect, test } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = localBackendPort();

test.describe.configure({ mode: 'serial' });

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
  if (ON_NETLIFY_CLI) expect(headers['x-nf-edge-functions']).toContain('admin-headers');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
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
  if (!ON_NETLIFY_CLI) expect(await violations()).toEqual([]);
});

test.describe('with the local backend', () => {
  // The editor's local backend needs the local server's wider editor policy (scripts/serve.ts).
  test.skip(ON_NETLIFY_CLI, 'the local backend is for npm run dev and npm start');
  let backend: ChildProcess | undefined;
  let original = '';
  /** A copy of the fixture site that the editor saves into and that is then rebuilt. */
  let copy = '';
  let eventsFile = '';

  test.beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'highbridge-editor-'));
    await cp(FIXTURE_SITE_DIR, copy, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist|dist-server)$/.test(source),
    });
    await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    eventsFile = path.join(copy, 'data/events.json');
    original = await readFile(eventsFile, 'utf8');
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

  test('adding an event in English and Spanish reaches the calendar and both feeds after a rebuild', async ({
    page,
  }) => {
    // The editor renders every event of the file: on a slow computer that takes a while.
    test.setTimeout(15 * 60_000);
    page.setDefaultTimeout(120_000);
    const ids = (JSON.parse(original) as { events: Array<{ id: number }> }).events.map((e) => e.id);
    const event = {
      id: Math.max(...ids) + 1,
      title: 'Family Science Night',
      titleES: 'Noche de ciencias en familia',
      description: 'Hands-on experiments for the whole family, led by our fifth graders.',
      descriptionES:
        'Experimentos prácticos para toda la familia, guiados por nuestros estudiantes de quinto grado.',
      date: '2027-03-04',
      category: 'academic',
      startTime: '5:30 PM',
      endTime: '7:00 PM',
      location: 'Main Building Cafeteria',
      locationES: 'Cafetería del Edificio principal',
    };

    const violations = await watchCsp(page);
    await page.goto('/admin/#/collections/events/entries/events');
    await page.getByRole('button', { name: /login/i }).click();
    await page.getByRole('button', { name: 'Add event' }).click();
    const field = (label: string) => page.getByLabel(label, { exact: true }).first();
    await field('Id').fill(String(event.id));
    await field('Title').fill(event.title);
    await field('Title (Spanish) (optional)').fill(event.titleES);
    await field('Description').fill(event.description);
    await field('Description (Spanish) (optional)').fill(event.descriptionES);
    await field('Date (first day)').fill(event.date);
    await field('Category').click();
    await page.getByRole('option', { name: 'Academic', exact: true }).click();
    await field('Start time (optional)').fill('17:30');
    await field('End time (optional)').fill('19:00');
    await field('Location (optional)').fill(event.location);
    await field('Location (Spanish) (optional)').fill(event.locationES);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();

    // Saved in data/events.json, first in the list, with the keys in the schema's order, and no
    // other event changed.
    await expect
      .poll(async () => (await readFile(eventsFile, 'utf8')) !== original, { timeout: 120_000 })
      .toBe(true);
    const saved = JSON.parse(await readFile(eventsFile, 'utf8')) as {
      $schema: string;
      events: Array<Record<string, unknown>>;
    };
    expect(saved.events[0]).toEqual(event);
    expect(Object.keys(saved.events[0] ?? {})).toEqual(Object.keys(event));
    expect(saved.events.slice(1)).toEqual((JSON.parse(original) as typeof saved).events);
    expect(Object.keys(saved)).toEqual(['$schema', 'events']);
    expect(await violations()).toEqual([]);

    // Rebuild the copy (the running sites keep serving their builds), then look.
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

      await page.goto(`${origin}/calendar?month=2027-03`);
      await expect(page.getByText(event.title).first()).toBeAttached();
      await page.goto(`${origin}/es/calendar?month=2027-03`);
      await expect(page.getByText(event.titleES).first()).toBeAttached();

      const english = await (await fetch(`${origin}/calendar.ics`)).text();
      const spanish = await (await fetch(`${origin}/es/calendar.ics`)).text();
      expect(english).toContain(`SUMMARY:${event.title}`);
      expect(english).toContain('DTSTART:20270304T223000Z'); // 5:30 PM in New York
      expect(spanish).toContain(`SUMMARY:${event.titleES}`);
      expect(spanish).toContain(`LOCATION:${event.locationES}\\,`);
    } finally {
      server?.close();
    }
  });
});
