// Writes the content editor into public/admin/ (served at /admin/, never committed): its page, its
// configuration from the schemas, its own script, and Decap CMS's prebuilt bundle (fetched once,
// pinned by hash: decap-bundle.ts). Nothing here is imported by the site's pages, so their bundles
// do not change.
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { cmsConfig, DEFAULT_LOCAL_BACKEND_PORT, fieldOrder } from './cms-config.ts';
import { decapBundleDir } from './decap-bundle.ts';

/** The port of the local backend: DECAP_SERVER_PORT, else Decap's usual 8081. */
export function localBackendPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.DECAP_SERVER_PORT);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_LOCAL_BACKEND_PORT;
}

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

/** Writes public/admin/. `locales` are the English locale files by file name (home.json → tree). */
export async function writeAdmin(
  root: string,
  options: { siteUrl: string; locales: Readonly<Record<string, Record<string, unknown>>> },
): Promise<void> {
  const out = path.join(root, 'public/admin');
  const galleryFiles = await fg('*.{jpg,jpeg,png,JPG,JPEG,PNG}', {
    cwd: path.join(root, 'public/assets/images/gallery'),
  });
  const portraits = await fg('*/*.{png,PNG}', {
    cwd: path.join(root, 'public/assets/documents/staff'),
  });
  const captions = JSON.parse(
    await readFile(path.join(root, 'data/gallery-captions.json'), 'utf8'),
  ) as { captions: Record<string, unknown> };
  const staff = JSON.parse(await readFile(path.join(root, 'data/staff.json'), 'utf8')) as {
    members: Record<string, unknown>;
  };
  const config = cmsConfig({
    siteUrl: options.siteUrl,
    localBackendPort: localBackendPort(),
    locales: Object.fromEntries(
      Object.entries(options.locales).map(([file, tree]) => [file.replace(/\.json$/, ''), tree]),
    ),
    galleryPhotos: { existing: Object.keys(captions.captions), more: galleryFiles.sort() },
    staffMembers: {
      existing: Object.keys(staff.members),
      more: portraits.map((file) => file.replace(/\.png$/i, '')).sort(),
    },
  });
  // JSON is YAML, and Decap reads config.yml.
  await writeIfChanged(path.join(out, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);

  // The order of the fields in each file, so that saving keeps every key where the schema puts it.
  await writeIfChanged(
    path.join(out, 'field-order.js'),
    `// Written by \`npm run content\` (scripts/lib/admin/write-admin.ts).\nwindow.SITE_FIELD_ORDER = ${JSON.stringify(fieldOrder(config))};\n`,
  );

  const statics = path.join(import.meta.dirname, 'static');
  for (const name of await readdir(statics)) {
    await writeIfChanged(path.join(out, name), await readFile(path.join(statics, name)));
  }

  // Decap's standalone bundle and the chunks it loads next to itself.
  const bundle = await decapBundleDir(root);
  for (const name of await readdir(bundle))
    await copyIfChanged(path.join(bundle, name), path.join(out, 'cms', name));
  await copyIfChanged(
    path.join(root, 'node_modules/netlify-identity-widget/build/netlify-identity-widget.js'),
    path.join(out, 'identity/netlify-identity-widget.js'),
  );
}
