// Writes the content editor into public/admin/ (served at /admin/, never committed): its page, its
// configuration from the schemas, its own script (src/admin/, bundled here with Vite), and Decap
// CMS's prebuilt bundle (fetched once, pinned by hash: decap-bundle.ts). Nothing here is imported
// by the site's pages, so their bundles do not change.
import { DEFAULT_LANGUAGE, languageInfo } from '../../../src/content/languages.ts';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from 'vite';
import { displayNameFromFileName } from '../../../src/domain/file-names.ts';
import { cmsConfig, DEFAULT_LOCAL_BACKEND_PORT, fieldOrder } from './cms-config.ts';
import { decapBundleDir } from './decap-bundle.ts';

/** File and people's names are listed in the default language's alphabetical order. */
const SORT_LOCALE = languageInfo(DEFAULT_LANGUAGE).intlLocale;

/** The port of the local backend: DECAP_SERVER_PORT, else Decap's usual 8081. */
export function localBackendPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.DECAP_SERVER_PORT);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_LOCAL_BACKEND_PORT;
}

/**
 * The GitHub repository ("owner/name") the published editor saves to: EDITOR_REPOSITORY, else
 * the one Netlify builds from (its REPOSITORY_URL, https or ssh form), else null.
 */
export function editorRepository(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.EDITOR_REPOSITORY?.trim();
  if (named !== undefined && /^[\w.-]+\/[\w.-]+$/.test(named)) return named;
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '');
  return match === null ? null : `${match[1]}/${match[2]}`;
}

// Stryker disable all: from here on, files written, copied and bundled for `npm run content`:
// I/O that the editor's browser tests check (tests/e2e/admin.spec.ts), not a unit test.
async function writeIfChanged(file: string, content: string | Buffer): Promise<void> {
  const existing = await readFile(file).catch(() => null);
  if (existing !== null && existing.equals(Buffer.from(content))) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function copyIfChanged(from: string, to: string): Promise<void> {
  const [source, target] = await Promise.all([stat(from), stat(to).catch(() => null)]);
  if (target !== null && target.size === source.size && target.mtimeMs >= source.mtimeMs) return;
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
}

/** What the editor's script is built from: its own code and the pure core it imports. */
const EDITOR_SOURCES = [
  'src/admin/**/*.ts',
  'src/{content,domain,i18n}/**/*.ts',
  'package-lock.json',
];

/**
 * Bundles src/admin/editor.ts into public/admin/editor.js, unless its sources are unchanged since
 * the last bundle (a hash of them is kept beside it).
 */
async function buildEditorScript(root: string, out: string): Promise<void> {
  const sources = (await fg(EDITOR_SOURCES, { cwd: root, ignore: ['**/*.test.ts'] })).sort();
  const hash = createHash('sha256');
  for (const file of sources) hash.update(file).update(await readFile(path.join(root, file)));
  const stamp = path.join(out, 'editor.js.sources');
  const digest = hash.digest('hex');
  const built = await readFile(path.join(out, 'editor.js'), 'utf8').catch(() => null);
  if (built !== null && (await readFile(stamp, 'utf8').catch(() => null)) === digest) return;
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: out,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: {
        entry: path.join(root, 'src/admin/editor.ts'),
        formats: ['iife'],
        name: 'HighbridgeEditor',
        fileName: () => 'editor.js',
      },
    },
  });
  await writeFile(stamp, digest);
}

/** Writes public/admin/. `locales` are the English locale files by file name (home.json → tree). */
export async function writeAdmin(
  root: string,
  options: { siteUrl: string; locales: Readonly<Record<string, Record<string, unknown>>> },
): Promise<void> {
  const out = path.join(root, 'public/admin');
  const portraits = await fg('*/*.{png,PNG,jpg,JPG,jpeg,JPEG}', {
    cwd: path.join(root, 'public/assets/documents/staff'),
  });
  const config = cmsConfig({
    siteUrl: options.siteUrl,
    localBackendPort: localBackendPort(),
    repository: editorRepository(),
    locales: Object.fromEntries(
      Object.entries(options.locales).map(([file, tree]) => [file.replace(/\.json$/, ''), tree]),
    ),
    portraits: portraits
      .map((file) => {
        const [folder = '', name = ''] = file.split('/');
        return `${folder}/${displayNameFromFileName(name)}`;
      })
      .sort((a, b) => a.localeCompare(b, SORT_LOCALE)),
  });
  // JSON is YAML, and Decap reads config.yml.
  await writeIfChanged(path.join(out, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);

  // The order of the fields of each form, so that saving keeps every key where the schema puts it.
  await writeIfChanged(
    path.join(out, 'field-order.js'),
    `// Written by \`npm run content\` (scripts/lib/admin/write-admin.ts).\nwindow.SITE_FIELD_ORDER = ${JSON.stringify(fieldOrder(config))};\n`,
  );

  const statics = path.join(import.meta.dirname, 'static');
  for (const name of await readdir(statics)) {
    await writeIfChanged(path.join(out, name), await readFile(path.join(statics, name)));
  }
  await buildEditorScript(root, out);

  // Decap's standalone bundle and the chunks it loads next to itself.
  const bundle = await decapBundleDir(root);
  for (const name of await readdir(bundle))
    await copyIfChanged(path.join(bundle, name), path.join(out, 'cms', name));
}
