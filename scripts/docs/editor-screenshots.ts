// `npx tsx scripts/docs/editor-screenshots.ts`: takes the screenshots of the content editor shown
// in docs/editing-content.md, in Chromium, from the production build (run `npm run build` first)
// with the local backend. It fills in the forms but never saves (the one it publishes has a
// mistake the editor refuses), so no file changes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { localHeaderRules } from '../../netlify/lib/security-headers.ts';
import { localBackendUrl } from '../lib/admin/cms-config.ts';
import { localBackendPort } from '../lib/admin/write-admin.ts';
import { createStaticHandler } from '../lib/static-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'docs/images');
if (!existsSync(path.join(root, 'dist/admin/index.html'))) {
  console.error('Run `npm run build` first: the screenshots are taken from dist/.');
  process.exit(1);
}

const port = localBackendPort();
const backend = spawn(path.join(root, 'node_modules/.bin/decap-server'), [], {
  cwd: root,
  env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: root },
  stdio: 'ignore',
});
const handler = createStaticHandler(
  path.join(root, 'dist'),
  localHeaderRules(new URL(localBackendUrl(port)).origin),
);
const server = createServer((req, res) => void handler(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(800); // let the preview pane catch up
  await page.screenshot({ path: path.join(out, name) });
  console.log(`  docs/images/${name}`);
}

try {
  await mkdir(out, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(180_000);
  const field = (label: string) => page.getByLabel(label, { exact: true }).first();

  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: /login/i }).click();
  await page.getByRole('link', { name: 'Calendar events' }).first().waitFor();
  await shot(page, 'editor-collections.png');

  await page.goto(`${origin}/admin/#/collections/events/new`);
  await field('Title').waitFor();
  await field('Title').fill('Family Math Night');
  await field('Title (Spanish) (optional)').fill('Noche de matemáticas en familia');
  await field('Description').fill('Games and puzzles for the whole family. Dinner is served.');
  await field('Description (Spanish) (optional)').fill(
    'Juegos y rompecabezas para toda la familia. Habrá cena.',
  );
  await field('Date (first day)').fill('2027-03-04');
  await field('Category').click();
  await page.getByRole('option', { name: 'Academic', exact: true }).click();
  await field('Start time (optional)').fill('17:30');
  await field('End time (optional)').fill('19:00');
  await field('Location (optional)').fill('Main Building Cafeteria');
  await field('Title').scrollIntoViewIfNeeded();
  await shot(page, 'editor-add-event.png');

  // A mistake the editor refuses (and so writes nothing): the end before the start.
  await field('End time (optional)').fill('14:00');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByRole('alert', { name: /^Not saved/ }).waitFor();
  await shot(page, 'editor-refused.png');

  // Leave without saving (the editor asks for confirmation).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(`${origin}/admin/#/collections/announcements/new`);
  await page.reload();
  await field('Id').waitFor();
  await field('Id').fill('snow-closure-2027-02-05');
  await field('Severity').click();
  await page.getByRole('option', { name: /^Urgent/ }).click();
  await field('English').fill(
    'All Highbridge School buildings are closed today, Friday, February 5, because of the snowstorm.',
  );
  await field('Spanish').fill(
    'Todos los edificios de The Highbridge School están cerrados hoy, viernes 5 de febrero, por la tormenta de nieve.',
  );
  await field('Shows from').fill('2027-02-05T05:00');
  await field('Shows until').fill('2027-02-05T18:00');
  await field('Id').scrollIntoViewIfNeeded();
  await shot(page, 'editor-closure-announcement.png');
} finally {
  await browser.close();
  server.close();
  backend.kill('SIGTERM');
}
