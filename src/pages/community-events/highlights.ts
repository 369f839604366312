import type { LocaleResources } from '../../i18n/resources.ts';

const IMAGES = '/assets/images/community-events';

type Highlights = LocaleResources['community-events']['highlights'];

/** The events of locales/<lng>/community-events.json whose "highlights" entry has photos. */
export type PhotoEventId = {
  [Id in keyof Highlights]: Highlights[Id] extends { photos: object } ? Id : never;
}[keyof Highlights];

/** An event's highlight and its photos, each photo's alt text a key under that event's "photos". */
type PhotoHighlight = {
  [Id in PhotoEventId]: {
    id: Id;
    photos: ReadonlyArray<{
      /** Its alt text (a key of locales/<lng>/community-events.json). */
      alt: `highlights.${Id}.photos.${keyof Highlights[Id]['photos'] & string}`;
      /** File stem under public/assets/images/community-events/. */
      file: string;
    }>;
  };
}[PhotoEventId];

/** A photo of an event: a JPEG, shown by its smaller copies (content/image-sizes.ts). */
export type EventPhoto = PhotoHighlight['photos'][number];

/** A photo's file. */
export const photoSource = (photo: EventPhoto) => `${IMAGES}/${photo.file}.jpg`;

/** The event highlights with photos, in the order shown (after Family Wellness Day). */
export const PHOTO_HIGHLIGHTS: readonly PhotoHighlight[] = [
  {
    id: 'walkRun',
    photos: [
      { alt: 'highlights.walkRun.photos.startLine', file: 'walk-run-start-line' },
      { alt: 'highlights.walkRun.photos.highBridge', file: 'walk-run-high-bridge' },
      { alt: 'highlights.walkRun.photos.waterStation', file: 'walk-run-water-station' },
      { alt: 'highlights.walkRun.photos.finish', file: 'walk-run-finish-medals' },
    ],
  },
  {
    id: 'dadsDonuts',
    photos: [
      { alt: 'highlights.dadsDonuts.photos.breakfast', file: 'dads-donuts-breakfast' },
      { alt: 'highlights.dadsDonuts.photos.storyTime', file: 'dads-donuts-story-time' },
      { alt: 'highlights.dadsDonuts.photos.photoFrame', file: 'dads-donuts-photo-frame' },
    ],
  },
  {
    id: 'dadsToSchool',
    photos: [{ alt: 'highlights.dadsToSchool.photos.arrival', file: 'dads-walk-to-school' }],
  },
  {
    id: 'mlkDay',
    photos: [
      { alt: 'highlights.mlkDay.photos.foodDrive', file: 'mlk-day-food-drive' },
      { alt: 'highlights.mlkDay.photos.kindnessCards', file: 'mlk-day-kindness-cards' },
      { alt: 'highlights.mlkDay.photos.coatDrive', file: 'mlk-day-coat-drive' },
    ],
  },
  {
    id: 'district9',
    photos: [
      { alt: 'highlights.district9.photos.garden', file: 'district-9-garden-planting' },
      { alt: 'highlights.district9.photos.cleanup', file: 'district-9-street-cleanup' },
    ],
  },
];
