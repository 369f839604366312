// `npm run hash-code`: prints the value of FACULTY_ACCESS_CODE_HASH for a new faculty access code
// (a salted scrypt hash with its parameters). The code is read from the keyboard (not shown) or
// from standard input, never from the command line, so it does not end up in the shell history:
//   npm run hash-code                       (then type the code)
//   printf '%s' "$CODE" | npm run --silent hash-code
import {
  accessCodeStrengthProblem,
  DEVELOPMENT_ACCESS_CODE,
  hashAccessCode,
  normalizeAccessCode,
} from '../netlify/lib/access-code-hash.ts';
import { readSecret } from './lib/read-secret.ts';

const code = normalizeAccessCode(await readSecret('New faculty access code: '));
if (code === '') {
  console.error('No access code given. Type the new code when asked (or pipe it in).');
  process.exit(1);
}
const weak = accessCodeStrengthProblem(code);
if (weak !== null) {
  console.error(weak);
  process.exit(1);
}
if (code === DEVELOPMENT_ACCESS_CODE) {
  console.error('That is the public development code. Choose a code only the faculty knows.');
  process.exit(1);
}
console.log(hashAccessCode(code));
console.error(
  'Set this value as FACULTY_ACCESS_CODE_HASH in Netlify (Site configuration > Environment variables),\n' +
    'with FACULTY_PORTAL_URL, the https address to open after a correct code. Surrounding spaces are\n' +
    'ignored and letter case matters.',
);
