// `npm run weekly-password`: sets the Weekly Updates password and the address it opens. It seals
// the address with the password (src/domain/sealed-link.ts) and writes only that
// sealed record into data/weekly-updates.json (a file of its own, which no form of the content
// editor writes, so that no save can put an older password back): the address is published nowhere, and neither is anything
// that would let someone check a guess faster than the browser does. Both are read from the
// keyboard (the password hidden) or from standard input, never from the command line:
//   npm run weekly-password                      (then answer the two questions)
//   printf '%s\n%s\n' "$PASSWORD" "$ADDRESS" | npm run --silent weekly-password
// The record is public, so the password must hold against offline guessing: the command refuses
// a weak one or one made of the site's own words, saying why, and suggests a passphrase of random
// words instead (scripts/lib/weekly-password.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { format, resolveConfig } from 'prettier';
import { sealLink } from '../src/domain/sealed-link.ts';
import { readSecret } from './lib/read-secret.ts';
import { readSiteWords } from './lib/site-words.ts';
import {
  suggestPassphrase,
  weeklyPasswordProblem,
  weeklyUrlProblem,
} from './lib/weekly-password.ts';

const root = path.resolve(import.meta.dirname, '..');
const weeklyFile = path.join(root, 'data/weekly-updates.json');

const siteWords = await readSiteWords(root);

/** Stops without changing anything; a refused password comes with a passphrase that would do. */
function refuse(problem: string, suggest: boolean): never {
  console.error(`${problem} Nothing was changed.`);
  if (suggest)
    console.error(
      `\nUse a passphrase of at least four random words, such as this one, made just now:\n\n  ${suggestPassphrase(siteWords)}\n`,
    );
  process.exit(1);
}

function refuseWeak(password: string): void {
  const problem = weeklyPasswordProblem(password, siteWords);
  if (problem !== null) refuse(problem, true);
}

let password: string;
let address: string;
if (process.stdin.isTTY) {
  password = await readSecret('New Weekly Updates password: ');
  refuseWeak(password); // before it is typed a second time
  const again = await readSecret('The same password again: ');
  if (again !== password) {
    console.error('The two passwords differ. Nothing was changed.');
    process.exit(1);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  address = (await rl.question('The https address it opens: ')).trim();
  rl.close();
} else {
  const [first = '', second = ''] = (await readSecret('')).split(/\r?\n/);
  password = first;
  address = second.trim();
  refuseWeak(password);
}

const wrongAddress = weeklyUrlProblem(address);
if (wrongAddress !== null) refuse(wrongAddress, false);

const record = {
  $schema: './schemas/weekly-updates.schema.json',
  // The address as browsers write it (the same page; ASCII, so that its length is its bytes).
  sealed: await sealLink(new URL(address).href, password),
};
// Written compact, then laid out by Prettier as the project formats data files.
const options = (await resolveConfig(weeklyFile)) ?? {};
await writeFile(weeklyFile, await format(JSON.stringify(record), { ...options, parser: 'json' }));
console.error(
  'Saved in data/weekly-updates.json. Publish the change, then tell staff the new\n' +
    'password in person or through the staff email, never on the website.',
);
