// What the two password gates (the Teacher Login page and the Weekly Updates dialog) share: one
// form (src/components/secret-form.tsx) that reports a problem GOV.UK's way.
import type { Locator, Page } from '@playwright/test';
import { expect, text, type Lng } from './support.ts';

/** The error summary box at the top of the form in `scope`. */
export function errorSummary(scope: Locator): Locator {
  return scope.locator('.error-summary');
}

/**
 * A problem with the field: the summary, titled `title`, has the focus and links to the field with
 * `message`; the same message is beside the field, which is marked invalid and described by it
 * (after its `hint`, when it has one); the summary's link moves the focus to the field, and leaves
 * the address as it was.
 */
export async function expectFieldError(
  page: Page,
  scope: Locator,
  field: Locator,
  lng: Lng,
  { title, message, hint }: { title: string; message: string; hint?: string },
): Promise<void> {
  const summary = errorSummary(scope);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('alert').getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const error = `${text(lng, 'common', 'secretForm.errorPrefix')} ${message}`;
  await expect(field).toHaveAccessibleDescription(hint === undefined ? error : `${hint} ${error}`);
  const url = page.url();
  await summary.getByRole('link', { name: message, exact: true }).click();
  await expect(field).toBeFocused();
  expect(page.url()).toBe(url);
}

/** A problem that is not the field's: the summary has the focus and says it, without a link. */
export async function expectFormProblem(
  scope: Locator,
  field: Locator,
  { title, message }: { title: string; message: string },
): Promise<void> {
  const summary = errorSummary(scope);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('alert').getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(summary.getByRole('listitem')).toHaveText(message);
  await expect(summary.getByRole('link')).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-invalid', 'false');
}
