import { createInterface } from 'node:readline';

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

/**
 * Reads a secret from the keyboard without showing it, or from standard input when it is piped
 * in (one trailing line break removed). Never from the command line, so it stays out of the
 * shell history.
 */
export function readSecret(prompt: string): Promise<string> {
  return process.stdin.isTTY ? readHidden(prompt) : readAll();
}
