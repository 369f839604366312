import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/hydrated.ts';
import { wrapIndex } from './carousel-index.ts';
import './carousel.css';

export interface CarouselSlide {
  id: string;
  /** Short name of the slide, read out with its position (e.g. "Main Building"). */
  label: string;
  content: ReactNode;
}

/** The words of a carousel's controls, in the page's language. */
export interface CarouselLabels {
  previous: string;
  next: string;
  /** Name of the group of dot buttons, e.g. "Choose a slide". */
  dots: string;
  /** "1 of 2": the position of a slide, used in its label and in the announcement. */
  position: (number: number, total: number) => string;
  /** Name of the dot button that shows a slide, e.g. "Show slide 2: Early Childhood Building". */
  goTo: (number: number, label: string) => string;
}

/**
 * An ARIA carousel (WAI-ARIA APG, without auto-rotation): labelled slides with
 * aria-roledescription, previous and next buttons that wrap around at both ends, dot buttons
 * that jump to a slide (the current one marked with aria-current), and a polite live region that
 * announces the slide shown after each change. Only the current slide is rendered visible.
 */
export function Carousel({
  label,
  slides,
  labels,
}: {
  /** What the carousel shows, e.g. "Photos of our two buildings". */
  label: string;
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
}) {
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const hydrated = useHydrated();
  const base = useId();
  const slidesId = `${base}-slides`;
  const total = slides.length;
  const slideName = (at: number) => `${labels.position(at + 1, total)}: ${slides[at]?.label ?? ''}`;

  const show = (target: number) => {
    const next = wrapIndex(target, 0, total);
    setIndex(next);
    // The polite live region says which slide is now shown (also when it stays the same).
    setAnnouncement(slideName(next));
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport">
        <div id={slidesId} className="carousel__slides">
          {slides.map((slide, at) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slideName(at)}
              className="carousel__slide"
              hidden={at !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--previous"
              aria-controls={slidesId}
              aria-label={labels.previous}
              disabled={!hydrated}
              onClick={() => show(wrapIndex(index, -1, total))}
            >
              <svg
                className="direction-arrow"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M15 5 8 12l7 7" />
              </svg>
            </button>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--next"
              aria-controls={slidesId}
              aria-label={labels.next}
              disabled={!hydrated}
              onClick={() => show(wrapIndex(index, 1, total))}
            >
              <svg
                className="direction-arrow"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d="m9 5 7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <div className="carousel__dots" role="group" aria-label={labels.dots}>
          {slides.map((slide, at) => (
            <button
              key={slide.id}
              type="button"
              className="carousel__dot"
              aria-controls={slidesId}
              aria-label={labels.goTo(at + 1, slide.label)}
              aria-current={at === index ? 'true' : undefined}
              disabled={!hydrated}
              onClick={() => show(at)}
            />
          ))}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
