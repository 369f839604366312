// An event's details, as the calendar's dialog (src/pages/calendar/event-dialog.tsx) and the event's
// own page (src/pages/calendar-event/) both show them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link.tsx';
import { PictureElement } from '../../components/picture-element.tsx';
import type { EventCategory as Category } from '../../content/event-categories.ts';
import { largestCopyOf, pictureSetOf } from '../../content/measured-picture.ts';
import { LANGUAGES, languageInfo } from '../../content/languages.ts';
import { site } from '../../content/site.ts';
import { eventIcsPath, googleCalendarEventUrl } from '../../domain/add-to-calendar.ts';
import type { CalendarEvent } from '../../domain/calendar-months.ts';
import { eventFullLocation } from '../../domain/event-location.ts';
import {
  eventDescription,
  eventPlace,
  eventTitle,
  timeLabel,
  type EventSummary,
} from '../../domain/event-rules.ts';
import { useLanguage } from '../../hooks/language.ts';
import { longDayRange } from '../../i18n/format.ts';
import { categoryClass } from './category-colors.ts';
import './event-details.css';

/** The calendar page itself: a "More details" link to it would lead nowhere new. */
const CALENDAR_PATH = '/calendar';

/** True when an event's link leads to a page other than the calendar. */
export function linksElsewhere(link: string | undefined): link is string {
  return link !== undefined && link.split(/[?#]/)[0]?.replace(/\/+$/, '') !== CALENDAR_PATH;
}

/** The event's category, as a coloured label. */
export function EventCategoryLabel({ category }: { category: Category }) {
  const { t } = useTranslation('calendar');
  return (
    <p className={`event-category ${categoryClass(category)}`}>{t(`categories.${category}`)}</p>
  );
}

/** Date (or dates), time and place of an event. */
export function EventFacts({ event }: { event: EventSummary }) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const time = timeLabel(event, lng, t('allDay'));
  const place = eventPlace(event, lng);
  return (
    <dl className="event-facts">
      <div>
        <dt>{t('dialog.date')}</dt>
        <dd>{longDayRange(lng, event.date, event.endDate ?? event.date)}</dd>
      </div>
      {time !== '' && (
        <div>
          <dt>{t('dialog.time')}</dt>
          <dd>{time}</dd>
        </div>
      )}
      {place !== undefined && (
        <div>
          <dt>{t('dialog.location')}</dt>
          <dd>{place}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * An event's picture, by the measurements and copies the event carries (not the table of the site's
 * pictures, which events' pictures are left out of), linked to its largest copy. A picture with no
 * measurements is shown as its file: an SVG, or a file sharp could not read (`npm run content`
 * warned about it; then the file, unpublished, does not show and its description does).
 */
function EventPicture({
  src,
  copies,
  alt,
}: {
  src: string;
  copies: CalendarEvent['imageCopies'];
  alt: string;
}) {
  if (copies === undefined)
    return (
      <ExternalLink href={src} className="event-image">
        <img src={src} alt={alt} loading="lazy" />
      </ExternalLink>
    );
  const set = pictureSetOf(copies);
  return (
    <ExternalLink href={largestCopyOf(set, src)} className="event-image">
      <PictureElement
        set={set}
        src={src}
        alt={alt}
        sizes="(min-width: 40rem) 36rem, 92vw"
        loading="lazy"
      />
    </ExternalLink>
  );
}

/** What only the full event has: its text in the other languages, image and calendar links. */
export function EventDetailsPart({ event, title }: { event: CalendarEvent; title: string }) {
  const { t } = useTranslation(['calendar', 'common']);
  const lng = useLanguage();
  const id = useId();
  const description = eventDescription(event, lng);
  return (
    <>
      <p>{description}</p>
      {LANGUAGES.filter((other) => other !== lng).map((other) => (
        <section
          key={other}
          className="event-other"
          lang={other}
          dir={
            languageInfo(other).dir === languageInfo(lng).dir ? undefined : languageInfo(other).dir
          }
          aria-labelledby={`${id}-${other}`}
        >
          <h3 id={`${id}-${other}`}>{languageInfo(other).inLanguage}</h3>
          <p className="event-other__title">{eventTitle(event, other)}</p>
          <p>{eventDescription(event, other)}</p>
        </section>
      ))}
      {event.image !== undefined && (
        <EventPicture
          src={event.image}
          copies={event.imageCopies}
          alt={event.imageAlt?.[lng] ?? ''}
        />
      )}
      <section className="event-add" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{t('dialog.addToCalendar')}</h3>
        <div className="button-row">
          <a
            className="button button--secondary"
            href={eventIcsPath(event.id, lng)}
            download={`${title}.ics`}
          >
            {t('dialog.downloadIcs')}
          </a>
          <ExternalLink
            className="button button--secondary"
            href={googleCalendarEventUrl(event, {
              lng,
              title,
              description,
              location: eventFullLocation(event, lng, site),
            })}
          >
            {t('dialog.google')}
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
