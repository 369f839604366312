// Touch gestures with more than one finger, or a finger that moves, for browser tests.
// Playwright's page.touchscreen only taps with one finger, so these go through Chromium's own input
// pipeline (the DevTools protocol's Input.dispatchTouchEvent): the page receives the same touch
// and pointer events as from a touch screen, and the browser applies its own gestures (scrolling,
// pinch-zoom of the whole page) unless the page's touch-action and handlers stop them.
import type { CDPSession, Locator, Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

const sessions = new WeakMap<Page, CDPSession>();

async function session(page: Page): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (cdp === undefined) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  return cdp;
}

/** The steps between two numbers, both included. */
function steps(from: number, to: number, count: number): number[] {
  return Array.from({ length: count + 1 }, (_, index) => from + ((to - from) * index) / count);
}

/**
 * A two-finger pinch around `centre`: the fingers touch `from` px apart (side by side) and move
 * to `to` px apart in ten steps, then lift. Apart is zooming in, together zooming out.
 */
export async function pinch(page: Page, centre: Point, from: number, to: number): Promise<void> {
  const cdp = await session(page);
  const fingers = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 1 },
    { x: centre.x + gap / 2, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (const gap of steps(from, to, 10).slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One finger pressed at `from`, moved slowly to `to` in ten steps, and lifted. */
export async function drag(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await session(page);
  const finger = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: finger(from.x, from.y),
  });
  const xs = steps(from.x, to.x, 10);
  const ys = steps(from.y, to.y, 10);
  for (let index = 1; index < xs.length; index += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: finger(xs[index] ?? to.x, ys[index] ?? to.y),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * A sideways swipe of `dx` px across the middle of `target` (negative: to the left), as the
 * pointer events of a finger that the target's handlers read: pointerdown, then pointerup `dx` px
 * further and 8 px lower. Dispatched on the target itself, with no gesture of the browser's.
 */
export async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2 - distance / 2;
    const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 7 };
    element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
    element.dispatchEvent(
      new PointerEvent('pointerup', { ...init, clientX: x + distance, clientY: y + 8 }),
    );
  }, dx);
}
