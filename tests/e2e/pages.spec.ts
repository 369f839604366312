// The sweep over every page of the real site (data/ as staff keep it), in both languages, plus the
// not-found pages: one test and one scripted page load per page, checking only what must hold for
// any content.
//
// - Before any script: the HTML is a real page (language and direction, h1, canonical, hreflang)
//   whose h1 shows with JavaScript turned off.
// - With scripts: the real security headers; no console error or warning, page error, failed request
//   or HTTP error; no Content-Security-Policy violation; the page hydrates and the header's menus
//   respond; no WCAG 2.2 AA violation (axe); and the scripts and stylesheets loaded until then stay
//   within the byte budgets of tests/budgets.ts (gzip), the PDF viewer only where a PDF is shown;
//   no <picture>'s <source> takes a place in the layout.
// - At 1280 px and then, resized, at 390 px: no phone number or e-mail address breaks inside a
//   word (an address may break only after its "@" or before a ".").
// - At 1280 px and, resized, at 320 px (the narrowest phones): no visible text under 12 px outside
//   documents (the PDF's own text layer; the crest's drawing); and at 320 px the page does not
//   scroll sideways.
// - On Spanish pages, before scripts and after hydration: no English clock ("AM"/"PM"), honorific
//   ("Mr."/"Ms."/"Mrs."/"Dr.") or "PTA" in the visible text, alt, title or aria-label.
import type { Page } from '@playwright/test';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import { languageInfo, type Language } from '../../src/content/languages.ts';
import { CSS_KB, KB, PDF_PAGES, scriptBudgetKb } from '../budgets.ts';
import { englishForms, menWhoAreDoctors } from '../english-words.ts';
import {
  firstLoadScript,
  gzipBytes as gzipBytesIn,
  pdfViewerFiles,
  readViteManifest,
  watchAssets,
} from '../first-load.ts';
import { REAL_SITE_DIR } from '../sites.ts';
import {
  EVERY_PAGE,
  expect,
  expectNoAxeViolations,
  sidewaysScroll,
  skipWelcome,
  spanishText,
  test,
  watchCsp,
  watchForErrors,
  watchNetwork,
  hydrated,
} from './support.ts';

// Every page as most families see it: the home page's hero video plays (support.ts, heroVideo).
test.use({ heroVideo: 'plays' });

/** The PDF viewer's own built files (tests/first-load.ts). */
const viewerFiles = pdfViewerFiles(readViteManifest(REAL_SITE_DIR));
/** Men the real content calls doctors: "Dr." before their names is Spanish too. */
const doctors = menWhoAreDoctors();
const gzipBytes = (file: string) => gzipBytesIn(REAL_SITE_DIR, file);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The English forms a page in Spanish shows to a visitor (tests/english-words.ts); an English page
 * has none to look for.
 */
async function englishFormsOn(page: Page, lng: Language): Promise<string[]> {
  return lng === 'es' ? englishForms(await spanishText(page), doctors) : [];
}

/** The PDF viewer's files a page loaded though it shows no PDF (a page with one may load them). */
const viewerOutOfPlace = (id: string, viewer: string[]) => (PDF_PAGES.has(id) ? [] : viewer);

/**
 * The phone numbers (tel: links) and e-mail addresses (mailto: links that show one) of a page that
 * wrap where they must not, as "text: line | next line": a phone number at all, an address except
 * after its "@" or before a ".". Read from where each character is drawn.
 */
function contactBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      'a[href^="tel:"], a[href^="mailto:"]',
    )) {
      const shown = link.textContent;
      const phone = link.href.startsWith('tel:');
      if (link.getClientRects().length === 0) continue;
      if (phone ? !/\d{3}/.test(shown) : !shown.includes('@')) continue;
      // The characters in order, each with the top of the line it is drawn on.
      const characters: Array<{ character: string; top: number; height: number }> = [];
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (let index = 0; index < content.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (box !== undefined && box.width > 0)
            characters.push({ character: content[index] ?? '', top: box.top, height: box.height });
        }
      }
      const text = characters.map((item) => item.character).join('');
      characters.forEach((item, index) => {
        const before = characters[index - 1];
        if (before === undefined || item.top < before.top + before.height / 2) return;
        const allowed = !phone && (before.character === '@' || item.character === '.');
        if (!allowed) broken.push(`${text.slice(0, index)} | ${text.slice(index)}`);
      });
    }
    return broken;
  });
}

/** The smallest size of visible text: 12 px (issue 29). */
const MIN_TEXT_PX = 12;

/**
 * The visible text of a page smaller than MIN_TEXT_PX, as "text (size px)": every text node drawn
 * with a box (not hidden, not font-size 0), outside documents (a PDF's text layer, which pdf.js
 * sizes to the page's print) and pictures (text in an SVG drawing, like the crest's year).
 */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      const content = (node.textContent ?? '').trim();
      if (element === null || content === '') continue;
      if (element.closest('svg, .textLayer, .annotationLayer') !== null) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some((box) => box.width > 0 && box.height > 0)) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < min) small.add(`${content.slice(0, 40)} (${size} px)`);
    }
    return [...small];
  }, MIN_TEXT_PX);
}

for (const { id, url } of EVERY_PAGE) {
  const notFound = id === 'not-found';
  const lng = url === '/es' || url.startsWith('/es/') ? 'es' : 'en';

  test(`${url}`, async ({ page, scriptlessPage: plain, request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;

    await test.step('the HTML before scripts: status, language, h1, its addresses', async () => {
      const raw = await request.get(url);
      expect(raw.status(), `${url}: status`).toBe(notFound ? 404 : 200);
      const html = await raw.text();
      expect(html, `${url}: language and direction`).toContain(
        `<html lang="${lng}" dir="${languageInfo(lng).dir}"`,
      );
      expect(html, `${url}: h1`).toMatch(/<h1[\s>]/);
      // A page names its address and its languages' addresses; the not-found page has none.
      expect(html.includes('<link rel="canonical"'), `${url}: canonical`).toBe(!notFound);
      expect(html.includes('hreflang="x-default"'), `${url}: hreflang`).toBe(!notFound);
    });

    await test.step('without JavaScript: readable, and Spanish throughout', async () => {
      const response = await plain.goto(url);
      expect(response?.status(), `${url}: status without scripts`).toBe(notFound ? 404 : 200);
      await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
      expect
        .soft(await englishFormsOn(plain, lng), `${url}: English forms before scripts`)
        .toEqual([]);
    });

    // With scripts, one load.
    await skipWelcome(page);
    const problems = watchForErrors(page, { expectedStatus: notFound ? 404 : 200 });
    const violations = await watchCsp(page);
    const assets = watchAssets(page, origin);
    const network = watchNetwork(page);
    await test.step('with scripts: the security headers, then hydration', async () => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      const headers = await response?.allHeaders();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect.soft(headers?.[name.toLowerCase()], `${url}: header ${name}`).toBe(value);
      await hydrated(page);
    });

    await test.step('first-load script and CSS within their budgets', async () => {
      // The first-load byte measurement: everything the page loads on its own, until the
      // network falls quiet.
      await network.quiet();
      const styles = [...assets.styles].sort();
      const {
        counted,
        viewer,
        bytes: scriptBytes,
      } = firstLoadScript(REAL_SITE_DIR, viewerFiles, assets.scripts);
      const styleBytes = styles.reduce((sum, file) => sum + gzipBytes(file), 0);
      console.log(
        `${url.padEnd(34)} script ${kb(scriptBytes).padStart(9)} of ${scriptBudgetKb(id)} KB` +
          ` (${counted.length} files)   css ${kb(styleBytes).padStart(8)} of ${CSS_KB} KB` +
          (viewer.length > 0
            ? `   + PDF viewer ${kb(viewer.reduce((sum, file) => sum + gzipBytes(file), 0))}`
            : ''),
      );
      expect
        .soft(scriptBytes, `${url}: first-load script ${kb(scriptBytes)} (gzip)`)
        .toBeLessThanOrEqual(scriptBudgetKb(id) * KB);
      expect
        .soft(styleBytes, `${url}: first-load CSS ${kb(styleBytes)} (gzip)`)
        .toBeLessThanOrEqual(CSS_KB * KB);
      expect
        .soft(viewerOutOfPlace(id, viewer), `${url} must not load the PDF viewer's code`)
        .toEqual([]);
    });

    await test.step('accessible (axe), and Spanish throughout after hydration', async () => {
      await expectNoAxeViolations(page);
      expect.soft(await englishFormsOn(page, lng), `${url}: English forms`).toEqual([]);
    });

    await test.step('hydrated: the menus respond, under the CSP, without an error', async () => {
      // React has taken over the prerendered markup: the header's menus respond, and the
      // scripted styles and lazy parts they bring run under the CSP too.
      const ourSchool = page.getByRole('button', { name: /^(Our School|Nuestra escuela)$/ });
      await ourSchool.click();
      await expect(ourSchool).toHaveAttribute('aria-expanded', 'true');
      await page
        .getByRole('button', { name: /^(Faculty|Personal)$/ })
        .first()
        .click();
      expect(await violations(), `${url}: CSP violations`).toEqual([]);
      expect(problems, `${url}: console errors and failed requests`).toEqual([]);
    });

    await test.step('no <source> of a <picture> takes a place in the layout', async () => {
      // A <picture>'s <source>s only offer files.
      expect
        .soft(
          await page.evaluate(
            () =>
              [...document.querySelectorAll('picture > source')].filter(
                (source) => source.getClientRects().length > 0,
              ).length,
          ),
          `${url}: <source> elements laid out`,
        )
        .toBe(0);
    });

    await test.step('on a desktop and phones: contacts kept whole, text at least 12 px, no sideways scroll', async () => {
      // Phone numbers and e-mail addresses keep together, on a desktop and on a phone.
      expect.soft(await contactBreaks(page), `${url}: contacts broken at 1280 px`).toEqual([]);
      expect.soft(await smallText(page), `${url}: text under 12 px at 1280 px`).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect.soft(await contactBreaks(page), `${url}: contacts broken at 390 px`).toEqual([]);
      // The narrowest phones: nothing scrolls sideways, no text is under 12 px (polled: a part
      // that measures itself with a script takes a frame to follow the new width).
      await page.setViewportSize({ width: 320, height: 640 });
      await expect.soft
        .poll(() => sidewaysScroll(page), { message: `${url}: scrolls sideways at 320 px` })
        .toEqual({ by: 0, past: [] });
      await expect.soft
        .poll(() => smallText(page), { message: `${url}: text under 12 px at 320 px` })
        .toEqual([]);
    });
  });
}
