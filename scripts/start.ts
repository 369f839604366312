// `npm start`: builds the production site for the local server's address, then serves it (the
// same server as `npm run serve`). The subscribe buttons, the copied calendar address and the
// feeds' links then point at this computer, so they work here. SITE_URL, when set, wins.
import { spawnSync } from 'node:child_process';
import { localSiteAddress } from './lib/site-address.ts';

const port = Number(process.env.PORT ?? 8080);
const siteUrl = process.env.SITE_URL ?? localSiteAddress(port);
console.log(`Building the site for ${siteUrl}`);
const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: siteUrl },
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import('./serve.ts');
