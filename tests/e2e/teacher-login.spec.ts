import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { TEST_ACCESS_CODE, TEST_CLIENT_HEADER, TEST_PORTAL_URL } from './access-code-fixture.ts';
import {
  ON_NETLIFY_CLI,
  expect,
  test,
  expectNoAxeViolations,
  localizePath,
  skipWelcome,
  text,
  type Lng,
  hydrated,
} from './support.ts';
import { errorSummary, expectFieldError, expectFormProblem } from './secret-form.ts';

const FUNCTION_PATH = '/.netlify/functions/verify-access-code';
const FUNCTION_ROUTE = `**${FUNCTION_PATH}`;
const t = (lng: Lng, key: string) => text(lng, 'teacher-login', key);

/**
 * The server allows 10 wrong codes a minute per client address, and every test comes
 * from this computer: each test that reaches the real function names a client of its own in the
 * test server's client header (tests/e2e/access-code-fixture.ts), so they never count against
 * each other.
 */
async function ownClient(page: Page, name: string): Promise<string> {
  await page.setExtraHTTPHeaders({ [TEST_CLIENT_HEADER]: name });
  return '';
}

async function openForm(page: Page, origin: string, lng: Lng) {
  await skipWelcome(page);
  await page.goto(`${origin}${lng === 'en' ? '' : '/es'}/teacher-login`);
  await hydrated(page);
  const field = page.getByLabel(t(lng, 'form.label'));
  const submit = page.getByRole('button', { name: t(lng, 'form.submit') });
  await expect(submit).toBeEnabled();
  const form = page.locator('form');
  return { form, field, submit, alert: form.getByRole('alert') };
}

test.beforeEach(async ({ context }) => {
  await context.route('https://faculty-portal.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Faculty portal</h1>' }),
  );
});

for (const lng of ['en', 'es'] as const) {
  test(`while the code is checked the button is aria-disabled, reads "${t(lng, 'form.submitting')}", keeps the focus and ignores presses (${lng})`, async ({
    page,
  }, testInfo) => {
    const { form, field, submit, alert } = await openForm(
      page,
      await ownClient(page, testInfo.title),
      lng,
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    await page.route(FUNCTION_ROUTE, async (route) => {
      sent += 1;
      await held;
      await route.continue(); // the real function answers
    });
    await field.fill('still wrong');
    await submit.click();
    // The same button, now busy: marked, not disabled (a disabled button drops the focus).
    const busy = form.getByRole('button', { name: t(lng, 'form.submitting') });
    await expect(busy).toHaveText(t(lng, 'form.submitting'));
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).not.toHaveAttribute('disabled');
    await expect(busy).toBeFocused();
    // A screen reader is told that the code is being checked.
    await expect(form.locator('[aria-live="polite"]')).toHaveText(t(lng, 'form.submitting'));
    // Pressing it again, by mouse (past Playwright's wait for an enabled button) and by Enter on
    // the button and in the field, sends nothing more, and the focus stays on the button.
    await busy.click({ force: true });
    await page.keyboard.press('Enter');
    await expect(busy).toBeFocused();
    await field.press('Enter');
    await expect.poll(() => sent).toBe(1);
    release();
    await expect(alert).toContainText(t(lng, 'errors.invalid'));
    const idle = form.getByRole('button', { name: t(lng, 'form.submit') });
    await expect(idle).toBeEnabled();
    await expect(idle).not.toHaveAttribute('aria-disabled');
    await expect(form.locator('[aria-live="polite"]')).toHaveText('');
    expect(sent).toBe(1);
  });

  test(`before its scripts run the form sends nothing, and then says so (${lng})`, async ({
    page,
  }) => {
    await skipWelcome(page);
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith(FUNCTION_PATH)) sent = true;
    });
    // The page's scripts never arrive: the form stays as the server wrote it.
    await page.route(/\.m?js$/, (route) => route.abort());
    const path = localizePath('/teacher-login', lng);
    await page.goto(path);
    const field = page.getByLabel(t(lng, 'form.label'));
    const submit = page.getByRole('button', { name: t(lng, 'form.submit') });
    await expect(submit).toBeEnabled();
    await field.fill(TEST_ACCESS_CODE);
    await submit.click();
    // A plain GET of the same page whose only named field is the hidden marker: the code is in
    // no address.
    await expect(page).toHaveURL(new RegExp(`${path}\\?not-ready=1$`));
    expect(sent).toBe(false);
    // The same page, scripts and all: it says that nothing was sent.
    await page.unroute(/\.m?js$/);
    await page.reload();
    await hydrated(page);
    const form = page.locator('form');
    await expectFormProblem(form, field, {
      title: text(lng, 'common', 'secretForm.problem'),
      message: text(lng, 'common', 'secretForm.notReady'),
    });
    await field.fill('x');
    await expect(errorSummary(form)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(sent).toBe(false);
  });
}

/** The form as it first shows: masked, labelled, with a hint and the specification's placeholder. */
async function theFormIsMaskedAndLabelled(
  page: Page,
  lng: Lng,
  { field, submit }: { field: Locator; submit: Locator },
) {
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t(lng, 'form.title') })).toBeVisible();
  await expect(field).toHaveAttribute('type', 'password');
  // The placeholder is shown beside the visible label and hint, which stay the field's name and
  // description.
  await expect(field).toHaveAttribute('placeholder', t(lng, 'form.placeholder'));
  await expect(page.getByText(t(lng, 'form.label'), { exact: true })).toBeVisible();
  await expect(page.getByText(t(lng, 'form.hint'), { exact: true })).toBeVisible();
  await expect(field).toHaveAccessibleName(t(lng, 'form.label'));
  await expect(field).not.toHaveAttribute('required');
  await expect(field).toHaveAccessibleDescription(t(lng, 'form.hint'));
  await expect(submit).toHaveText(t(lng, 'form.submit'));
}

/** Submitting the empty form; it ends with the empty form's error shown. */
async function anEmptyFormIsNotSent(
  page: Page,
  lng: Lng,
  { form, field, submit }: { form: Locator; field: Locator; submit: Locator },
) {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith(FUNCTION_PATH)) sent = true;
  });
  await submit.click();
  // No browser bubble (its text would be in the browser's language, not the page's).
  await expect(form).toHaveAttribute('novalidate');
  await expectFieldError(page, form, field, lng, {
    title: text(lng, 'common', 'secretForm.problem'),
    message: t(lng, 'errors.empty'),
    hint: t(lng, 'form.hint'),
  });
  await expectNoAxeViolations(page);
  // Spaces alone are empty too.
  await field.fill('   ');
  await expect(errorSummary(form)).toHaveCount(0);
  await field.press('Enter');
  await expect(errorSummary(form)).toBeFocused();
  expect(sent).toBe(false);
}

/**
 * A wrong code, sent to the function. An error the form shows before goes as the field is filled
 * (the empty form's step shows it); it ends with the code edited and no error shown.
 */
async function aWrongCodeFails(
  page: Page,
  lng: Lng,
  { form, field, submit }: { form: Locator; field: Locator; submit: Locator },
) {
  await field.fill('not the code');
  await submit.click();
  await expectFieldError(page, form, field, lng, {
    title: t(lng, 'errors.heading'),
    message: t(lng, 'errors.invalid'),
    hint: t(lng, 'form.hint'),
  });
  await expect(field).toHaveValue('not the code');
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  // Editing the field clears the error.
  await field.press('End');
  await field.pressSequentially('!');
  await expect(errorSummary(form)).toHaveCount(0);
  await expect(form.getByText(t(lng, 'errors.invalid'))).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(field).toHaveAccessibleDescription(t(lng, 'form.hint'));
}

// One load of the form for each language: its steps go from the form as it first shows, through
// the errors a visitor can meet (each cleared by filling the field again), to the right code.
test('the form shows its hint, refuses an empty or a wrong code, and opens the portal with the right one (en)', async ({
  page,
  context,
}, testInfo) => {
  // Five tests' checks on one load, two axe scans among them: up to 15 s each on a busy machine.
  test.setTimeout(75_000);
  const shown = await openForm(page, await ownClient(page, testInfo.title), 'en');
  const { field, submit, alert } = shown;

  await test.step("the form: masked, labelled, with a hint and the specification's placeholder", () =>
    theFormIsMaskedAndLabelled(page, 'en', shown));

  await test.step("an empty form is not sent: the site's own error, summarised and beside the field", () =>
    anEmptyFormIsNotSent(page, 'en', shown));

  await test.step('a wrong code shows "Authentication Failed" with the server\'s text, accessibly', () =>
    aWrongCodeFails(page, 'en', shown));

  await test.step('the English texts are exactly the specification’s', async () => {
    await expect(field).toHaveAttribute('placeholder', 'Enter faculty access code');
    expect(t('en', 'form.submitting')).toBe('Authenticating...');
    await field.fill('wrong');
    await submit.click();
    await expect(alert.getByRole('heading')).toHaveText('Authentication Failed');
    await expect(alert.getByRole('listitem')).toHaveText(
      'Invalid access code. Please check your code and try again.',
    );
  });

  await test.step('the right code opens the portal in a new tab and clears the form', async () => {
    // Surrounding spaces are ignored.
    await field.fill(`  ${TEST_ACCESS_CODE} `);
    const [portal] = await Promise.all([context.waitForEvent('page'), submit.click()]);
    await expect(portal).toHaveURL(TEST_PORTAL_URL);
    await expect(portal.getByRole('heading', { name: 'Faculty portal' })).toBeVisible();
    expect(await portal.evaluate(() => window.opener)).toBeNull();
    await expect(field).toHaveValue('');
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(t('en', 'success.opened'));
    // The portal address is never written into the page.
    expect(await page.content()).not.toContain('faculty-portal.example.test');
  });
});

test('the form shows its hint, refuses an empty or a wrong code, and opens the portal with the right one (es)', async ({
  page,
  context,
}, testInfo) => {
  // Four tests' checks on one load, two axe scans among them: up to 15 s each on a busy machine.
  test.setTimeout(60_000);
  const shown = await openForm(page, await ownClient(page, testInfo.title), 'es');
  const { field, submit } = shown;

  await test.step("the form: masked, labelled, with a hint and the specification's placeholder", () =>
    theFormIsMaskedAndLabelled(page, 'es', shown));

  await test.step("an empty form is not sent: the site's own error, summarised and beside the field", () =>
    anEmptyFormIsNotSent(page, 'es', shown));

  await test.step('a wrong code shows "Authentication Failed" with the server\'s text, accessibly', () =>
    aWrongCodeFails(page, 'es', shown));

  await test.step('the right code in Spanish opens the portal too', async () => {
    await field.fill(TEST_ACCESS_CODE);
    const [portal] = await Promise.all([context.waitForEvent('page'), submit.click()]);
    await expect(portal).toHaveURL(TEST_PORTAL_URL);
    await expect(page.getByRole('status')).toHaveText(t('es', 'success.opened'));
  });
});

test('a blocked pop-up leaves a clear link to the portal', async ({ page, context }, testInfo) => {
  await page.addInitScript(() => {
    window.open = () => null; // what a pop-up blocker does
  });
  const { field, submit } = await openForm(page, await ownClient(page, testInfo.title), 'en');
  await field.fill(TEST_ACCESS_CODE);
  await submit.click();
  const status = page.getByRole('status');
  await expect(status).toContainText(t('en', 'success.blocked'));
  const link = status.getByRole('link', { name: new RegExp(`^${t('en', 'success.link')}`) });
  await expect(link).toHaveAttribute('href', TEST_PORTAL_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [portal] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(portal).toHaveURL(TEST_PORTAL_URL);
});

test('without a server text the failure shows the specification’s default', async ({ page }) => {
  await page.route(FUNCTION_ROUTE, (route) =>
    route.fulfill({ status: 401, json: { success: false } }),
  );
  const { field, submit, alert } = await openForm(page, '', 'en');
  await field.fill('anything');
  await submit.click();
  await expect(alert.getByRole('heading')).toHaveText('Authentication Failed');
  await expect(alert.getByRole('listitem')).toHaveText(
    'Invalid access code. Please check your code and try again.',
  );
});

for (const lng of ['en', 'es'] as const) {
  test(`a network failure says the code could not be verified (${lng})`, async ({ page }) => {
    await page.route(FUNCTION_ROUTE, (route) => route.abort('internetdisconnected'));
    const { form, field, submit } = await openForm(page, '', lng);
    await field.fill('anything');
    await submit.click();
    // Not the code's fault: no "Authentication Failed", and the field is not marked.
    await expectFormProblem(form, field, {
      title: text(lng, 'common', 'secretForm.problem'),
      message: t(lng, 'errors.network'),
    });
    await expect(field).toHaveValue('anything');
    await expect(page.getByRole('button', { name: t(lng, 'form.submit') })).toBeEnabled();
  });
}

test('an answer that is not JSON says the code could not be verified', async ({ page }) => {
  await page.route(FUNCTION_ROUTE, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  const { field, submit, alert } = await openForm(page, '', 'en');
  await field.fill('anything');
  await submit.click();
  await expect(alert.getByRole('listitem')).toHaveText(
    'Unable to verify access code. Please try again later.',
  );
});

test('after 10 attempts in a minute the server refuses and the page asks to wait', async ({
  page,
}, testInfo) => {
  // netlify-cli runs each call in a fresh worker and does not emulate the rateLimit rule.
  test.skip(ON_NETLIFY_CLI, 'netlify-cli does not emulate rate limits');
  const { field, submit, alert } = await openForm(
    page,
    await ownClient(page, testInfo.title),
    'en',
  );
  const statuses = await page.evaluate(async (path) => {
    const results: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessCode: `guess ${i}` }),
      });
      results.push(response.status);
    }
    return results;
  }, FUNCTION_PATH);
  expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith(FUNCTION_PATH)),
    (async () => {
      await field.fill(TEST_ACCESS_CODE); // even the right code waits
      await submit.click();
    })(),
  ]);
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(alert).toContainText(t('en', 'errors.rateLimited'));
  await expect(alert).toContainText(t('en', 'errors.heading'));
});

/**
 * A page of another website (a server of its own on another origin) that makes the visitor's
 * browser send the function every kind of request a page can send without the site's consent:
 * pictures, a form, no-cors posts of JSON as text, and JSON posts (which need a preflight). When
 * all are answered its title says "done".
 */
function hostilePage(target: string, rounds: number): string {
  return `<!doctype html><title>busy</title><iframe name="sink"></iframe>
<form method="post" action="${target}" enctype="text/plain" target="sink">
<input name='{"accessCode":"guess","x":"' value='"}'></form>
<script>
const target = ${JSON.stringify(target)};
const body = JSON.stringify({ accessCode: 'guess' });
const sent = [];
for (let i = 0; i < ${rounds}; i += 1) {
  sent.push(new Promise((done) => { const img = new Image(); img.onload = img.onerror = done; img.src = target + '?n=' + i; }));
  sent.push(fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body }).catch(() => {}));
  sent.push(fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).catch(() => {}));
}
document.forms[0].submit();
Promise.all(sent).then(() => { document.title = 'done'; });
</script>`;
}

test('a page of another website cannot use up the attempts: the right code still signs in', async ({
  page,
  context,
}, testInfo) => {
  const site = testInfo.project.use.baseURL ?? '';
  const target = new URL(FUNCTION_PATH, site).href;
  // Another origin: 127.0.0.1 on a port of its own, while the site is on localhost.
  const hostile = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(hostilePage(target, 12));
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const { port } = hostile.address() as AddressInfo;
  try {
    const client = await ownClient(page, testInfo.title);
    const sent: string[] = [];
    const answers: number[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(target)) sent.push(request.method());
    });
    page.on('response', (response) => {
      if (response.url().startsWith(target)) answers.push(response.status());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page).toHaveTitle('done');
    // The 12 pictures, the 12 no-cors posts and the form reached the server (the JSON posts stop
    // at their refused preflight). The browser shows this page none of the answers (the site's
    // Cross-Origin-Resource-Policy) except the form's, which was refused too.
    expect(sent.length).toBeGreaterThanOrEqual(25);
    expect(answers.filter((status) => status < 400)).toEqual([]);

    const { field, submit } = await openForm(page, client, 'en');
    await field.fill(TEST_ACCESS_CODE);
    const [answer, portal] = await Promise.all([
      page.waitForResponse((response) => response.url() === target),
      context.waitForEvent('page'),
      submit.click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(portal).toHaveURL(TEST_PORTAL_URL);
  } finally {
    hostile.close();
  }
});

test.describe('the function on the local server', () => {
  test('answers only POST, with the site headers and no caching', async ({ request }) => {
    const response = await request.get(FUNCTION_PATH);
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('POST');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await response.json()).toEqual({ success: false, error: t('en', 'errors.unsupported') });
  });

  test('refuses other content types and large bodies', async ({ request }) => {
    const form = await request.post(FUNCTION_PATH, { form: { accessCode: TEST_ACCESS_CODE } });
    expect(form.status()).toBe(415);
    const large = await request.post(FUNCTION_PATH, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ accessCode: 'x', padding: 'x'.repeat(3000) }),
    });
    expect(large.status()).toBe(413);
    expect(await large.text()).not.toContain('faculty-portal');
  });
});
