// `npm run hash-password`: prints the SHA-256 of a new Weekly Updates password for data/site.json.
// The password is read from the keyboard (not shown) or from standard input, never from the
// command line, so it does not end up in the shell history.
import { sha256Hex } from '../src/features/weekly-updates/password.ts';
import { readSecret } from './lib/read-secret.ts';

const password = await readSecret('New weekly-updates password: ');
if (password === '') {
  console.error('No password given. Type the new password when asked (or pipe it in).');
  process.exit(1);
}
console.log(await sha256Hex(password));
console.error('Paste this value into data/site.json as weeklyUpdates.passwordSha256.');
