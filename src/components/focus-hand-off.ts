import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard and screen-reader users in place when a button disables itself: a "Next page"
 * pressed on the second-to-last page, a "Zoom in" at the largest zoom. Call the returned function
 * as the button is pressed, with the button and the control to move to; after the next render, if
 * the button is disabled and had the focus, the focus moves to that control (which a screen reader
 * then announces) instead of falling to the page.
 */
export function useFocusHandOff(): (
  pressed: HTMLButtonElement | null,
  then: () => HTMLElement | null,
) => void {
  const pending = useRef<{ pressed: HTMLButtonElement; then: () => HTMLElement | null } | null>(
    null,
  );
  useEffect(() => {
    const handOff = pending.current;
    if (handOff === null || !handOff.pressed.disabled) return;
    pending.current = null;
    const focused = document.activeElement;
    if (focused === handOff.pressed || focused === document.body || focused === null)
      handOff.then()?.focus();
  });
  return (pressed, then) => {
    // A button pressed without taking the focus (a tap in Safari) hands nothing off.
    pending.current =
      pressed !== null && document.activeElement === pressed ? { pressed, then } : null;
  };
}
