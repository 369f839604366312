import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top when the page changes, and to the #anchor when the URL has one.
 * (The first page load is left to the browser, which already handles both.)
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target !== null) {
      target.scrollIntoView();
      // Move keyboard focus along with the view.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
