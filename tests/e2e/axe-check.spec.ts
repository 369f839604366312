// The accessibility check every page's test runs (expectNoAxeViolations in support.ts) fails on a
// page with violations, and names them: it asks axe for the violations only, and this shows that
// nothing is lost by that.
import { expect, expectNoAxeViolations, test } from './support.ts';

test('the axe check fails on a page with violations, naming each rule', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Violations</title></head>
    <body><main>
      <h1>A page with mistakes</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color: #bbb; background: #fff">Grey on white</p>
      <button></button>
    </main></body></html>`);
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');
});

test('the axe check passes the same page without them', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>No violations</title></head>
    <body><main>
      <h1>A page without mistakes</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">
      <p style="color: #333; background: #fff">Dark grey on white</p>
      <button>Send</button>
    </main></body></html>`);
  await expectNoAxeViolations(page);
});
