// `npm run content`: checks every data and locale file, writes the JSON Schemas editors' tools use,
// and publishes the small generated files the site needs (scripts/lib/content-step.ts). Run by
// `dev`, `build` and `test`.
import path from 'node:path';
import { formatProblem } from '../src/content/format-issues.ts';
import { runContentStep } from './lib/content-step.ts';
import { siteClock } from './lib/site-today.ts';

const root = path.resolve(import.meta.dirname, '..');
const clock = siteClock();
if (clock.fixed) console.log(`  today is ${clock.today} (SITE_TODAY)`);
const { problems, warnings, summary } = await runContentStep(root);
for (const warning of warnings) console.warn(`  ! ${warning}`);
if (problems.length > 0) {
  console.error(
    `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content:\n`,
  );
  for (const problem of problems) console.error(`  • ${formatProblem(problem)}`);
  console.error(
    '\nFix them and run `npm run content` again. docs/editing-content.md explains every file.\n',
  );
  process.exitCode = 1;
} else {
  for (const line of summary) console.log(line);
}
