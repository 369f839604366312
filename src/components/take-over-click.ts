import type { MouseEvent } from 'react';

/**
 * A link that works before and without the scripts (it leads to a real page or file) and, once they
 * run, does its job in place: a plain click runs `action` instead of following the link. A click
 * that asks for a new tab or window (a modifier key, another button) stays the browser's.
 */
export function takeOverClick(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    action();
  };
}
