import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentReferenceProblems } from './content-references.ts';
import { formatProblem } from './format-issues.ts';

let publicDir: string;
const PAGES = ['/', '/calendar', '/parents'];

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'public-'));
  await mkdir(path.join(publicDir, 'assets/images/events'), { recursive: true });
  await writeFile(path.join(publicDir, 'assets/images/events/qr.png'), 'png');
  await mkdir(path.join(publicDir, 'assets/documents'), { recursive: true });
  await writeFile(path.join(publicDir, 'assets/documents/form.pdf'), 'pdf');
});

const check = (content: Parameters<typeof contentReferenceProblems>[0]) =>
  contentReferenceProblems(content, PAGES, publicDir).map(formatProblem);

describe('links and pictures of the content', () => {
  it('accepts pages (with a query or section), files and pictures that exist', () => {
    expect(
      check({
        events: [
          { id: 1, link: '/parents#meetings', image: '/assets/images/events/qr.png' },
          { id: 2, link: '/calendar?view=list' },
          { id: 3, link: '/assets/documents/form.pdf' },
          { id: 4, link: '/' },
          { id: 5, link: '/parents/' },
        ],
        announcements: [{ id: 'a', link: '/calendar' }],
      }),
    ).toEqual([]);
  });

  it('names the file, entry, id and field of a link to no page', () => {
    const [problem] = check({
      events: [{ id: 7 }, { id: 233, link: '/not-a-page' }],
      announcements: [],
    });
    expect(problem).toMatch(
      /^data\/events\.json, events entry 2 \(id 233\), field "link": there is no page or file \/not-a-page on this site/,
    );
    expect(check({ events: [], announcements: [{ id: 'snow', link: '/snow' }] })[0]).toMatch(
      /^data\/announcements\.json, announcements entry 1 \(id snow\), field "link": there is no page/,
    );
  });

  it('refuses a picture that does not exist or leaves public/', () => {
    expect(
      check({
        events: [
          { id: 1, image: '/assets/images/events/missing.png' },
          { id: 2, image: '/assets/../../../etc/passwd' },
          { id: 3, image: '/assets/%2e%2e/%2e%2e/etc/passwd' },
        ],
        announcements: [],
      }),
    ).toEqual([
      'data/events.json, events entry 1 (id 1), field "image": there is no file public/assets/images/events/missing.png: put the picture under public/assets/ and write its path from /assets/',
      'data/events.json, events entry 2 (id 2), field "image": there is no file public/assets/../../../etc/passwd: put the picture under public/assets/ and write its path from /assets/',
      'data/events.json, events entry 3 (id 3), field "image": there is no file public/assets/%2e%2e/%2e%2e/etc/passwd: put the picture under public/assets/ and write its path from /assets/',
    ]);
  });
});
