// Before the scripts run (hydration waits for paint, seconds on a slow phone) and without
// JavaScript, every control a visitor can press either works, being a link to a real address or a
// native control, or is visibly inactive until the scripts make it work. On every page, in both
// languages, at 360×800, with JavaScript off: each visible control is checked, and each link is
// followed to an address that answers.
import type { APIRequestContext } from '@playwright/test';
import { EVERY_PAGE, expect, NOT_FOUND_PATH, test, withoutScripts } from './support.ts';

const PHONE = { width: 360, height: 800 };

/** What a visible control is, as the check below needs it. */
interface Control {
  html: string;
  tag: string;
  kind: 'works' | 'waits' | 'dead';
  cursor: string;
}

/** Internal addresses already followed, with their status (a worker follows each once). */
const followed = new Map<string, number>();

async function follow(request: APIRequestContext, href: string): Promise<number> {
  const known = followed.get(href);
  if (known !== undefined) return known;
  const status = (await request.get(href, { maxRedirects: 0 })).status();
  followed.set(href, status);
  return status;
}

/**
 * The addresses of this site that a page's links lead to (path and query), once each. The
 * not-found page's language switch, which leads to the other language's not-found page, is left out.
 */
function ownAddresses(hrefs: string[], origin: string): string[] {
  const own = hrefs
    .map((href) => new URL(href))
    .filter((address) => address.origin === origin && !address.pathname.endsWith(NOT_FOUND_PATH))
    .map((address) => address.pathname + address.search);
  return [...new Set(own)];
}

for (const lng of ['en', 'es'] as const) {
  test(`every control works or waits without scripts (${lng})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await withoutScripts(browser, baseURL, PHONE);
    const pages = EVERY_PAGE.filter((entry) =>
      lng === 'es' ? entry.url.startsWith('/es') : !entry.url.startsWith('/es'),
    );
    for (const { url } of pages) {
      await page.goto(url);
      // The phone menu is a <details> that works without scripts: open it, so that the menu's
      // links are checked too.
      await page.locator('.menu-disclosure > summary').click();
      const controls = await page
        .locator('button, input:not([type=hidden]), select, textarea, summary, [role=button]')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility())
            .map((element): Control => {
              const tag = element.tagName.toLowerCase();
              const html = element.outerHTML.slice(0, 160);
              const cursor = getComputedStyle(element).cursor;
              const form = element.closest('form');
              const waits =
                (element as HTMLButtonElement).disabled ||
                element.getAttribute('aria-disabled') === 'true';
              // Native controls that need no script: a disclosure, a read-only field, a form's
              // fields and submit button (the browser sends it; src/components/secret-form.tsx
              // answers a submission made before the scripts ran), and the navigation's group
              // buttons, whose lists CSS shows (on a phone every list is open; header.css).
              const works =
                tag === 'summary' ||
                ((tag === 'textarea' || tag === 'input') &&
                  (element as HTMLInputElement).readOnly) ||
                (form !== null &&
                  (tag === 'input' || (element as HTMLButtonElement).type === 'submit')) ||
                // the tab already shown
                element.getAttribute('aria-selected') === 'true' ||
                (element.classList.contains('nav__menu-button') &&
                  element.nextElementSibling?.checkVisibility() === true);
              return { html, tag, cursor, kind: works ? 'works' : waits ? 'waits' : 'dead' };
            }),
        );
      const dead = controls.filter((control) => control.kind === 'dead');
      expect
        .soft(
          dead.map((control) => control.html),
          `${url}: controls that do nothing`,
        )
        .toEqual([]);
      const pointing = controls.filter(
        (control) => control.kind === 'waits' && control.cursor === 'pointer',
      );
      expect
        .soft(
          pointing.map((control) => control.html),
          `${url}: waiting controls that look pressable`,
        )
        .toEqual([]);

      // Every link to this site leads to an address that answers (a page, a file, a feed).
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) =>
          links
            .filter((link) => link.checkVisibility())
            .map((link) => (link as HTMLAnchorElement).href),
        );
      const origin = new URL(page.url()).origin;
      for (const target of ownAddresses(hrefs, origin))
        expect.soft(await follow(request, target), `${url}: link to ${target}`).toBe(200);
    }
    await context.close();
  });
}
