// `npm run serve` (and the second half of `npm start`): serves the production build in dist/.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createStaticHandler } from './lib/static-server.ts';

const root = path.resolve(import.meta.dirname, '..', 'dist');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(
    'There is no production build in dist/. Run `npm start` (it builds first) or `npm run build`.',
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const handler = createStaticHandler(root);
const server = createServer((req, res) => {
  handler(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  });
});
server.listen(port, host, () => {
  console.log(
    `The school website is running at http://localhost:${port}/ (Spanish: http://localhost:${port}/es/)`,
  );
  console.log('Press Ctrl+C to stop.');
});
