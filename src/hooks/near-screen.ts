import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on the screen or within `margin` of it (an IntersectionObserver root
 * margin, such as '50% 0px': half a screen above or below), and from then on true: for work that
 * only a visitor who scrolls there needs (a video player from another site, the PDF viewer). False
 * on the server and in the first render, so hydration matches the prerendered HTML.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every browser the site supports has the observer (not a test's DOM without layout).
    if (element === null || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
