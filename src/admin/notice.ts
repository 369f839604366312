// The notice the content editor shows when it refuses to save or delete: what is wrong, in the
// build's words, until the staff member closes it or a save succeeds. (Decap's own message, a
// short toast, is shown too but disappears after a few seconds.)
import { formatProblem, type ContentProblem } from '../content/format-issues.ts';

const ID = 'editor-refusal';

/** Removes the notice, if it is shown. */
export function clearNotice(): void {
  document.getElementById(ID)?.remove();
}

/**
 * Shows the problems of a save (`action` "saved") or a deletion ("deleted") of `file`. Problems of
 * that file are listed by field; those of other files name their file.
 */
export function showNotice(
  action: 'saved' | 'deleted',
  file: string,
  problems: readonly ContentProblem[],
  lead?: string,
): void {
  clearNotice();
  const box = document.createElement('section');
  box.id = ID;
  box.className = 'editor-refusal';
  box.setAttribute('role', 'alert');
  box.setAttribute('aria-labelledby', `${ID}-title`);
  const title = document.createElement('h2');
  title.id = `${ID}-title`;
  title.textContent = `Not ${action}: ${file}`;
  const intro = document.createElement('p');
  intro.textContent =
    lead ??
    (action === 'saved'
      ? 'Nothing was written. Each line says what to do; then publish again.'
      : 'Nothing was deleted.');
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent =
      problem.file === file && problem.entry === undefined
        ? formatProblem(problem).slice(file.length + 2)
        : formatProblem(problem);
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', clearNotice);
  box.append(title, intro, list, close);
  document.body.append(box);
  close.focus();
}

/** The error a refused save or deletion throws, so that Decap's toast shows its plain message. */
export class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}
