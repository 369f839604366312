/**
 * The arithmetic of zooming a page or a picture: the steps the buttons move through, the range a
 * viewer allows, and what a two-finger pinch asks for. A zoom is a factor of the "fit" size (1 =
 * fitted to the viewer), so it means the same on a phone and on a desktop.
 */

/** The zoom factors the zoom-in and zoom-out buttons step through. */
const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4];

export interface ZoomRange {
  min: number;
  max: number;
}

/** Differences smaller than this are the same zoom (a pinch rarely lands exactly on a step). */
const SAME = 0.01;

/** The zoom kept within the range. */
export function clampZoom(zoom: number, { min, max }: ZoomRange): number {
  return Math.min(max, Math.max(min, zoom));
}

/** The next step above `zoom` (the maximum at most), for the zoom-in button. */
export function zoomInStep(zoom: number, range: ZoomRange): number {
  const step = ZOOM_STEPS.find((value) => value > zoom + SAME);
  return clampZoom(step ?? range.max, range);
}

/** The next step below `zoom` (the minimum at least), for the zoom-out button. */
export function zoomOutStep(zoom: number, range: ZoomRange): number {
  const step = ZOOM_STEPS.findLast((value) => value < zoom - SAME);
  return clampZoom(step ?? range.min, range);
}

/** True when the button can still zoom that way. */
export function canZoomIn(zoom: number, range: ZoomRange): boolean {
  return zoom < range.max - SAME;
}

export function canZoomOut(zoom: number, range: ZoomRange): boolean {
  return zoom > range.min + SAME;
}

export interface Point {
  x: number;
  y: number;
}

/** The distance between two fingers. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The point halfway between two fingers: what a pinch zooms around. */
export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * The zoom a pinch leads to: the zoom when the fingers touched down, times how far apart they are
 * now against then, within the range. Fingers that touched at one point change nothing.
 */
export function pinchZoom(
  startZoom: number,
  startDistance: number,
  nowDistance: number,
  range: ZoomRange,
): number {
  if (startDistance <= 0) return clampZoom(startZoom, range);
  return clampZoom((startZoom * nowDistance) / startDistance, range);
}

/** The zoom as a whole percentage of the fitted size (1.25 → 125). */
export function zoomPercent(zoom: number): number {
  return Math.round(zoom * 100);
}
