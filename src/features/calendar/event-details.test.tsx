// An event's picture in its details (the calendar's dialog and the event's page), rendered to HTML
// with the real component and locale files: by the copies the event carries, described in the
// page's language.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import type { Language } from '../../content/languages.ts';
import type { CalendarEvent } from '../../domain/calendar-months.ts';
import { LanguageContext } from '../../hooks/language.ts';
import { ensureNamespace, getI18n } from '../../i18n/i18n.ts';
import { EventDetailsPart } from './event-details.tsx';

const fair: CalendarEvent = {
  id: 227,
  title: { en: 'Fall Book Fair', es: 'Feria del libro de otoño' },
  description: { en: 'New books for every age.', es: 'Libros nuevos para todas las edades.' },
  date: '2026-11-16',
  endDate: '2026-11-20',
  category: 'pta',
  allDay: true,
  image: '/assets/images/events/fair-flyer.jpg',
  imageAlt: { en: 'The book fair flyer', es: 'El volante de la feria del libro' },
  imageCopies: {
    width: 900,
    height: 1200,
    base: 'images-events-fair-flyer-0123456789ab',
    formats: ['webp', 'jpeg'],
  },
};

/** The picture's link, <source> and <img> tags in the details' HTML, with their attributes. */
interface Shown {
  link: (name: string) => string | undefined;
  source: (name: string) => string | undefined;
  image: (name: string) => string | undefined;
}

function attributesOf(tag: string | undefined): (name: string) => string | undefined {
  return (name) =>
    tag === undefined
      ? undefined
      : new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

async function details(event: CalendarEvent, lng: Language): Promise<Shown> {
  await Promise.all([ensureNamespace(lng, 'common'), ensureNamespace(lng, 'calendar')]);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={getI18n(lng)}>
      <LanguageContext value={lng}>
        <EventDetailsPart event={event} title={event.title[lng]} />
      </LanguageContext>
    </I18nextProvider>,
  );
  const link = /<a [^>]*class="event-image"[^>]*>([\s\S]*?)<\/a>/.exec(html);
  const inside = link?.[1] ?? '';
  return {
    link: attributesOf(link?.[0].slice(0, link[0].indexOf('>') + 1)),
    source: attributesOf(/<source [^>]*>/.exec(inside)?.[0]),
    image: attributesOf(/<img [^>]*>/.exec(inside)?.[0]),
  };
}

it("shows the event's picture by the copies it carries, described in the page's language", async () => {
  for (const lng of ['en', 'es'] as const) {
    const shown = await details(fair, lng);
    expect(shown.image('alt')).toBe(fair.imageAlt?.[lng]);
    expect(shown.image('width')).toBe('900');
    expect(shown.image('height')).toBe('1200');
    expect(shown.image('src')).toBe(
      '/generated/media/pictures/images-events-fair-flyer-0123456789ab-320.jpg',
    );
    expect(shown.source('type')).toBe('image/webp');
    expect(shown.link('href')).toBe(
      '/generated/media/pictures/images-events-fair-flyer-0123456789ab-900.jpg',
    );
  }
});

it('shows a picture with no measurements (an SVG) as its file', async () => {
  const { imageCopies: _copies, ...unmeasured } = {
    ...fair,
    image: '/assets/images/events/fair-qr.svg',
  };
  const shown = await details(unmeasured, 'es');
  expect(shown.image('src')).toBe('/assets/images/events/fair-qr.svg');
  expect(shown.image('alt')).toBe('El volante de la feria del libro');
  expect(shown.image('width')).toBeUndefined();
  expect(shown.source('type')).toBeUndefined();
  expect(shown.link('href')).toBe('/assets/images/events/fair-qr.svg');
});
