import type { Language } from '../../content/languages.ts';

const IMAGES = '/assets/images/community-events';

/** A photo of an event: a JPEG and a smaller WebP copy named <file>-600.webp. */
export interface EventPhoto {
  /** Key of its alt text in locales/<lng>/community-events.json under highlights.<event>.photos. */
  key: string;
  /** File stem under public/assets/images/community-events/. */
  file: string;
}

/** A photo's two files (the page takes their sizes from the files: content/image-sizes.ts). */
export const photoSources = (photo: EventPhoto) => ({
  full: `${IMAGES}/${photo.file}.jpg`,
  thumb: `${IMAGES}/${photo.file}-600.webp`,
});

/** The event highlights with photos, in the order shown (after Family Wellness Day). */
export const PHOTO_HIGHLIGHTS: ReadonlyArray<{ id: string; photos: readonly EventPhoto[] }> = [
  {
    id: 'walkRun',
    photos: [
      { key: 'startLine', file: 'walk-run-start-line' },
      { key: 'highBridge', file: 'walk-run-high-bridge' },
      { key: 'waterStation', file: 'walk-run-water-station' },
      { key: 'finish', file: 'walk-run-finish-medals' },
    ],
  },
  {
    id: 'dadsDonuts',
    photos: [
      { key: 'breakfast', file: 'dads-donuts-breakfast' },
      { key: 'storyTime', file: 'dads-donuts-story-time' },
      { key: 'photoFrame', file: 'dads-donuts-photo-frame' },
    ],
  },
  { id: 'dadsToSchool', photos: [{ key: 'arrival', file: 'dads-walk-to-school' }] },
  {
    id: 'mlkDay',
    photos: [
      { key: 'foodDrive', file: 'mlk-day-food-drive' },
      { key: 'kindnessCards', file: 'mlk-day-kindness-cards' },
      { key: 'coatDrive', file: 'mlk-day-coat-drive' },
    ],
  },
  {
    id: 'district9',
    photos: [
      { key: 'garden', file: 'district-9-garden-planting' },
      { key: 'cleanup', file: 'district-9-street-cleanup' },
    ],
  },
];

/** The Family Wellness Day flyer in each language, and a picture of its first page. */
export const WELLNESS_FLYER = {
  pdf: (lng: Language) => `/assets/documents/community-events/family-wellness-day-flyer-${lng}.pdf`,
  preview: (lng: Language) => `${IMAGES}/family-wellness-day-flyer-${lng}.jpg`,
};
