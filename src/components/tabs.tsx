import { useHydrated } from '../hooks/hydrated.ts';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Direction } from '../i18n/direction.ts';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The next tab index for a key press in a tab list, or null: the arrows wrap (down, and the one
 * that points the way the text runs, go to the next tab: right in English, left in a right-to-left
 * language); Home and End jump. The same rule as inlineArrowStep (src/i18n/direction.ts), written
 * out here: a module that both the home page and the gallery import becomes a file of its own,
 * which the home page's script budget (tests/budgets.ts) cannot afford.
 */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
  dir: Direction,
): number | null {
  const rtl = dir === 'rtl';
  switch (key) {
    case rtl ? 'ArrowLeft' : 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case rtl ? 'ArrowRight' : 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * ARIA tabs: one tab stop, arrow keys move between tabs and show their panel. Pass `selected` and
 * `onSelect` to keep the choice elsewhere (e.g. in the URL); otherwise the tabs remember it.
 */
export function Tabs({
  label,
  tabs,
  selected: controlled,
  onSelect,
}: {
  label: string;
  tabs: TabItem[];
  selected?: number;
  onSelect?: (index: number) => void;
}) {
  const [own, setOwn] = useState(0);
  const selected = controlled ?? own;
  const hydrated = useHydrated();
  const setSelected = (index: number) => {
    setOwn(index);
    onSelect?.(index);
  };
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The direction the tabs are laid out in: the page's (dir on <html>) or a nearer element's.
    const dir = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = nextTabIndex(event.key, selected, tabs.length, dir);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={index === selected}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            // The other tabs need the scripts: until they run, they wait (the first panel shows).
            disabled={!hydrated && index !== selected}
            className="tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          // The APG tabs pattern: a panel without focusable content is itself a tab stop.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={index !== selected}
          className="tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
