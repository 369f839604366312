import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  distance,
  midpoint,
  pinchZoom,
  zoomInStep,
  zoomOutStep,
  zoomPercent,
} from './zoom.ts';

const RANGE = { min: 0.5, max: 3 };

describe('zoom steps', () => {
  it('steps in and out from the fitted size', () => {
    expect(zoomInStep(1, RANGE)).toBe(1.25);
    expect(zoomInStep(1.25, RANGE)).toBe(1.5);
    expect(zoomOutStep(1, RANGE)).toBe(0.75);
    expect(zoomOutStep(0.75, RANGE)).toBe(0.5);
  });

  it('goes to the next step from a zoom between steps (after a pinch)', () => {
    expect(zoomInStep(1.3, RANGE)).toBe(1.5);
    expect(zoomOutStep(1.3, RANGE)).toBe(1.25);
    // A pinch that ends a hair away from a step counts as that step.
    expect(zoomInStep(1.996, RANGE)).toBe(2.5);
    expect(zoomOutStep(2.004, RANGE)).toBe(1.5);
  });

  it('stops at the ends of the range', () => {
    expect(zoomInStep(3, RANGE)).toBe(3);
    expect(zoomInStep(2.8, RANGE)).toBe(3);
    expect(zoomOutStep(0.5, RANGE)).toBe(0.5);
    expect(zoomOutStep(0.6, RANGE)).toBe(0.5);
    expect(zoomInStep(2, { min: 1, max: 2.2 })).toBe(2.2);
    expect(zoomOutStep(1.2, { min: 1, max: 4 })).toBe(1);
  });

  it('says whether each button can still zoom', () => {
    expect(canZoomIn(3, RANGE)).toBe(false);
    expect(canZoomIn(2.5, RANGE)).toBe(true);
    expect(canZoomOut(0.5, RANGE)).toBe(false);
    expect(canZoomOut(0.75, RANGE)).toBe(true);
  });

  it('keeps any zoom inside the range', () => {
    expect(clampZoom(10, RANGE)).toBe(3);
    expect(clampZoom(0.1, RANGE)).toBe(0.5);
    expect(clampZoom(1.7, RANGE)).toBe(1.7);
  });

  it('writes the zoom as a whole percentage', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(1.254)).toBe(125);
    expect(zoomPercent(0.5)).toBe(50);
  });
});

describe('pinch', () => {
  it('zooms by how far the fingers moved apart, from the zoom they started at', () => {
    expect(pinchZoom(1, 100, 200, RANGE)).toBe(2);
    expect(pinchZoom(1.5, 200, 100, RANGE)).toBe(0.75);
  });

  it('stays within the range however far the fingers move', () => {
    expect(pinchZoom(1, 50, 500, RANGE)).toBe(3);
    expect(pinchZoom(1, 500, 50, RANGE)).toBe(0.5);
  });

  it('changes nothing when the fingers started at one point', () => {
    expect(pinchZoom(1.25, 0, 80, RANGE)).toBe(1.25);
  });

  it('measures the fingers: their distance and the point between them', () => {
    expect(distance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(midpoint({ x: 10, y: 20 }, { x: 30, y: 60 })).toEqual({ x: 20, y: 40 });
  });
});
