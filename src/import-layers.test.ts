// The one-way layers of src/ are enforced by `npm run lint` (eslint.config.js, LAYER_ZONES). These
// tests lint a file that does not exist, placed in each layer, to show that an upward import fails
// and a downward one passes, so the rule cannot silently stop matching (a renamed folder, a wrong
// basePath, a resolver that no longer finds `.ts` files).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the layer rule for a file at `file` (relative to the repository) holding `code`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('one-way imports', () => {
  // The first lint loads ESLint's plugins and the TypeScript parser: seconds on a busy 2-core
  // machine, so it is done once here, with room, rather than inside the first test's 5 s.
  beforeAll(() => layerErrors('src/content/probe.ts', 'export const probe = 1;\n'), 60_000);

  it.each([
    ['src/content/probe.ts', "import { useLanguage } from '../hooks/language.ts';"],
    ['src/domain/probe.ts', "import { Modal } from '../components/modal.tsx';"],
    ['src/i18n/probe.ts', "import { App } from '../app/app.tsx';"],
    ['src/hooks/probe.ts', "import { Modal } from '../components/modal.tsx';"],
    ['src/components/probe.tsx', "import { App } from '../app/app.tsx';"],
    ['src/components/probe.tsx', "import { Hero } from '../pages/home/hero.tsx';"],
    ['src/features/probe.tsx', "import { Hero } from '../pages/home/hero.tsx';"],
    ['src/features/probe.tsx', "import { App } from '../app/app.tsx';"],
    // Without the extension, which TypeScript and Vite also accept
    ['src/components/probe.tsx', "import { Hero } from '../pages/home/hero';"],
    ['src/features/probe.tsx', "import { App } from '../app/app';"],
    ['src/pages/probe.tsx', "import { App } from '../app/app.tsx';"],
    ['scripts/probe.ts', "import { useLanguage } from '../src/hooks/language.ts';"],
    ['scripts/probe.ts', "import { App } from '../src/app/app.tsx';"],
    ['netlify/lib/probe.ts', "import { Modal } from '../../src/components/modal.tsx';"],
    // A feature imports no other feature, a page no other page.
    ['src/features/search/probe.ts', "import { monthOf } from '../calendar/calendar-logic.ts';"],
    ['src/pages/home/probe.tsx', "import { Library } from '../library/library-page.tsx';"],
  ])('%s may not hold %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['src/components/probe.tsx', "import { useLanguage } from '../hooks/language.ts';"],
    ['src/features/probe.tsx', "import { Modal } from '../components/modal.tsx';"],
    ['src/pages/probe.tsx', "import { SearchButton } from '../features/search/search-button.tsx';"],
    ['src/app/probe.tsx', "import { Hero } from '../pages/home/hero.tsx';"],
    ['src/features/search/probe.ts', "import { searchResults } from './search-results.ts';"],
    ['src/pages/home/probe.tsx', "import { Hero } from './hero.tsx';"],
    ['scripts/probe.ts', "import { routeTable } from '../src/domain/route-table.ts';"],
    ['scripts/probe.ts', "import type * as ServerEntry from '../src/app/entry-server.tsx';"],
  ])('%s may hold %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });
});

describe('no import cycles', () => {
  // import-x/no-cycle reads each imported file; without the settings that name TypeScript's files
  // and parser it read none and found no cycle at all, silently. This lints time-core.ts as if it
  // imported a module that imports it.
  it('a module that imports one that imports it back is refused', async () => {
    const [result] = await eslint.lintText(
      "import { eventInstants } from './event-time.ts';\nexport const probe = eventInstants;\n",
      { filePath: path.join(root, 'src/domain/time-core.ts') },
    );
    expect(
      (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle'),
    ).toHaveLength(1);
  });
});
