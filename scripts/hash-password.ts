// `npm run hash-password`: prints the SHA-256 of a new Weekly Updates password for data/site.json.
// The password is read from the keyboard (not shown) or from standard input, never from the
// command line, so it does not end up in the shell history.
import { createInterface } from 'node:readline';
import { sha256Hex } from '../src/features/weekly-updates/password.ts';

async function readHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let muted = false;
  const write = output._writeToOutput.bind(rl);
  output._writeToOutput = (text: string) => {
    if (!muted) write(text);
  };
  const answer = new Promise<string>((resolve) => rl.question(prompt, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

async function readAll(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

const password = process.stdin.isTTY
  ? await readHidden('New weekly-updates password: ')
  : await readAll();
if (password === '') {
  console.error('No password given. Type the new password when asked (or pipe it in).');
  process.exit(1);
}
console.log(await sha256Hex(password));
console.error('Paste this value into data/site.json as weeklyUpdates.passwordSha256.');
