import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  distance,
  midpoint,
  pinchZoom,
  zoomInStep,
  zoomOutStep,
  type Point,
  type ZoomRange,
} from './zoom.ts';
import './zoom.css';

/** A zoomable view: its zoom (1 = fitted) and what the zoom buttons do. */
export interface Zoom {
  zoom: number;
  range: ZoomRange;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Back to the fitted size. */
  fit: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** Larger than fitted: the view scrolls (pans) both ways. */
  zoomed: boolean;
}

/** The point of the content to keep under a point of the screen while the zoom changes. */
interface Anchor {
  /** Where in the content, as fractions of its width and height. */
  u: number;
  v: number;
  /** Where on the screen (client coordinates). */
  x: number;
  y: number;
}

const fraction = (offset: number, size: number) =>
  size > 0 ? Math.min(1, Math.max(0, offset / size)) : 0.5;

function anchorAt(content: HTMLElement, point: Point): Anchor {
  const box = content.getBoundingClientRect();
  return {
    u: fraction(point.x - box.left, box.width),
    v: fraction(point.y - box.top, box.height),
    ...point,
  };
}

/** The middle of the part of `element` that is on the screen. */
function visibleCentre(element: HTMLElement): Point {
  const box = element.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  return {
    x: right > left ? (left + right) / 2 : box.left + box.width / 2,
    y: bottom > top ? (top + bottom) / 2 : box.top + box.height / 2,
  };
}

/**
 * Zoom for a view (`view`, which scrolls) showing `content`, which the caller draws at its fitted
 * size times `zoom`. The buttons zoom around the middle of what is on screen; a two-finger pinch on
 * the view zooms around the fingers, shown at once by scaling the content and then drawn afresh at
 * the new size when the fingers lift (so a PDF is re-rendered sharp). The view should have
 * `touch-action: pan-x pan-y`, so that a pinch there zooms the content, not the whole page. With
 * `dragToPan`, a mouse drag scrolls a zoomed view (a picture; a PDF's text stays selectable).
 */
export function useZoom(
  view: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  range: ZoomRange,
  { dragToPan = false }: { dragToPan?: boolean } = {},
): Zoom {
  const [zoom, setZoom] = useState(1);
  // The zoom for the gesture handlers, which outlive a render.
  const current = useRef(zoom);
  useEffect(() => {
    current.current = zoom;
  }, [zoom]);
  const anchor = useRef<Anchor | null>(null);
  const { min, max } = range;

  /** Zooms to `next`, keeping the middle of what is on screen in place. */
  const zoomTo = (next: number) => {
    const element = content.current;
    const viewElement = view.current;
    anchor.current =
      element !== null && viewElement !== null
        ? anchorAt(element, visibleCentre(viewElement))
        : null;
    setZoom(clampZoom(next, range));
  };

  // Once the content has its new size, scroll so that the anchored point is where it was.
  useLayoutEffect(() => {
    const keep = anchor.current;
    anchor.current = null;
    const element = content.current;
    if (keep === null || element === null) return;
    const box = element.getBoundingClientRect();
    view.current?.scrollBy({
      left: box.left + keep.u * box.width - keep.x,
      top: box.top + keep.v * box.height - keep.y,
      behavior: 'instant',
    });
  }, [zoom, content, view]);

  // Two-finger pinch.
  useEffect(() => {
    const viewElement = view.current;
    if (viewElement === null) return;
    let pinch: {
      startZoom: number;
      startDistance: number;
      startMid: Point;
      anchor: Anchor;
      zoom: number;
    } | null = null;
    const fingers = (event: TouchEvent): [Point, Point] | null => {
      const [a, b] = [event.touches[0], event.touches[1]];
      return a === undefined || b === undefined
        ? null
        : [
            { x: a.clientX, y: a.clientY },
            { x: b.clientX, y: b.clientY },
          ];
    };
    const onStart = (event: TouchEvent) => {
      const pair = fingers(event);
      const element = content.current;
      if (pair === null || element === null || pinch !== null) return;
      event.preventDefault();
      const mid = midpoint(...pair);
      pinch = {
        startZoom: current.current,
        startDistance: distance(...pair),
        startMid: mid,
        anchor: anchorAt(element, mid),
        zoom: current.current,
      };
      element.style.transformOrigin = `${pinch.anchor.u * 100}% ${pinch.anchor.v * 100}%`;
    };
    const onMove = (event: TouchEvent) => {
      const pair = fingers(event);
      const element = content.current;
      if (pinch === null || pair === null || element === null) return;
      if (event.cancelable) event.preventDefault();
      const mid = midpoint(...pair);
      pinch.zoom = pinchZoom(pinch.startZoom, pinch.startDistance, distance(...pair), {
        min,
        max,
      });
      pinch.anchor = { ...pinch.anchor, x: mid.x, y: mid.y };
      const scale = pinch.zoom / pinch.startZoom;
      element.style.transform = `translate(${mid.x - pinch.startMid.x}px, ${mid.y - pinch.startMid.y}px) scale(${scale})`;
    };
    const onEnd = (event: TouchEvent) => {
      if (pinch === null || event.touches.length >= 2) return;
      const done = pinch;
      pinch = null;
      const element = content.current;
      if (element !== null) {
        element.style.transform = '';
        element.style.transformOrigin = '';
      }
      anchor.current = done.anchor;
      setZoom(done.zoom);
    };
    viewElement.addEventListener('touchstart', onStart, { passive: false });
    viewElement.addEventListener('touchmove', onMove, { passive: false });
    viewElement.addEventListener('touchend', onEnd);
    viewElement.addEventListener('touchcancel', onEnd);
    return () => {
      viewElement.removeEventListener('touchstart', onStart);
      viewElement.removeEventListener('touchmove', onMove);
      viewElement.removeEventListener('touchend', onEnd);
      viewElement.removeEventListener('touchcancel', onEnd);
    };
  }, [view, content, min, max]);

  // A mouse drag pans a zoomed picture; the click that ends a drag does nothing else.
  useEffect(() => {
    const viewElement = view.current;
    if (!dragToPan || viewElement === null) return;
    let drag: { x: number; y: number; left: number; top: number; moved: boolean } | null = null;
    const swallowClick = (event: MouseEvent) => {
      event.stopPropagation();
      event.preventDefault();
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0 || current.current <= 1) return;
      drag = {
        x: event.clientX,
        y: event.clientY,
        left: viewElement.scrollLeft,
        top: viewElement.scrollTop,
        moved: false,
      };
      event.preventDefault();
    };
    const onMove = (event: PointerEvent) => {
      if (drag === null) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (Math.hypot(dx, dy) > 4) drag.moved = true;
      viewElement.scrollLeft = drag.left - dx;
      viewElement.scrollTop = drag.top - dy;
    };
    const onUp = () => {
      if (drag?.moved === true) {
        window.addEventListener('click', swallowClick, { capture: true, once: true });
        setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }));
      }
      drag = null;
    };
    viewElement.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    return () => {
      viewElement.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
  }, [view, dragToPan]);

  return {
    zoom,
    range,
    zoomIn: () => zoomTo(zoomInStep(zoom, range)),
    zoomOut: () => zoomTo(zoomOutStep(zoom, range)),
    fit: () => zoomTo(1),
    canZoomIn: canZoomIn(zoom, range),
    canZoomOut: canZoomOut(zoom, range),
    zoomed: zoom > 1.005,
  };
}
