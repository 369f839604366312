// `npm run weekly-password`: sets the Weekly Updates password and the address it opens. It seals
// the address with the password (src/domain/sealed-link.ts) and writes only that
// sealed record into data/weekly-updates.json (a file of its own, which no form of the content
// editor writes, so that no save can put an older password back): the address is published nowhere, and neither is anything
// that would let someone check a guess faster than the browser does. Both are read from the
// keyboard (the password hidden) or from standard input, never from the command line:
//   npm run weekly-password                      (then answer the two questions)
//   printf '%s\n%s\n' "$PASSWORD" "$ADDRESS" | npm run --silent weekly-password
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { format, resolveConfig } from 'prettier';
import { sealLink } from '../src/domain/sealed-link.ts';
import { readSecret } from './lib/read-secret.ts';
import { weeklyPasswordProblem, weeklyUrlProblem } from './lib/weekly-password.ts';

const root = path.resolve(import.meta.dirname, '..');
const weeklyFile = path.join(root, 'data/weekly-updates.json');

let password: string;
let address: string;
if (process.stdin.isTTY) {
  password = await readSecret('New Weekly Updates password: ');
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
}

const problem = weeklyPasswordProblem(password) ?? weeklyUrlProblem(address);
if (problem !== null) {
  console.error(`${problem} Nothing was changed.`);
  process.exit(1);
}

const record = {
  $schema: './schemas/weekly-updates.schema.json',
  sealed: await sealLink(address, password),
};
// Written compact, then laid out by Prettier as the project formats data files.
const options = (await resolveConfig(weeklyFile)) ?? {};
await writeFile(weeklyFile, await format(JSON.stringify(record), { ...options, parser: 'json' }));
console.error(
  'Saved in data/weekly-updates.json. Publish the change, then tell staff the new\n' +
    'password in person or through the staff email, never on the website.',
);
