import type { EventCategory } from '../../content/event-categories.ts';
import './category-colors.css';

/**
 * The class that gives an element its category's colours (--cat, --cat-tint): apart from the event
 * details, so that the calendar's grid has its colours while the details' code loads only when an
 * event is opened.
 */
export function categoryClass(category: EventCategory): string {
  return `event-cat--${category}`;
}
