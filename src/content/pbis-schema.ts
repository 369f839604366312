import { z } from 'zod';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { PublicImagePathSchema } from './public-image-schema.ts';

/** A video shown on the PBIS page. */
const VideoSchema = z
  .object({
    /**
     * Where the video lives: "google-drive" (a file shared from Google Drive with "anyone with the
     * link") or "youtube" (shown in YouTube's privacy-enhanced mode).
     */
    host: z.enum(['google-drive', 'youtube']),
    /**
     * The video's id. Google Drive: the long part between /file/d/ and /view in the share link.
     * YouTube: the 11 characters after watch?v= in the video's address.
     */
    videoId: z.string().regex(/^[\w-]{11,80}$/, {
      error: 'paste only the id from the video address (letters, digits, - and _)',
    }),
    /** The video's title (screen readers announce it for the player). */
    title: LocalizedTextSchema,
    /** One sentence about what families will see. */
    description: LocalizedTextSchema,
    /** true while the id is a stand-in that does not point at the school's real video. */
    sample: z.boolean().optional(),
  })
  .strict()
  .superRefine((video, ctx) => {
    if (video.host === 'youtube' && !/^[\w-]{11}$/.test(video.videoId))
      ctx.addIssue({
        code: 'custom',
        path: ['videoId'],
        message: 'a YouTube id has exactly 11 characters (the part after watch?v=)',
      });
  });

/** A category of the Scholar Store. */
const StoreCategorySchema = z
  .object({
    name: LocalizedTextSchema,
    /** Lowest price in the category, in Scholar Dollars. */
    minPrice: z.number().int().min(0),
    /** Highest price in the category, in Scholar Dollars. */
    maxPrice: z.number().int().min(0),
    /** Examples of what students can buy. */
    items: LocalizedTextSchema,
  })
  .strict()
  .refine((category) => category.minPrice <= category.maxPrice, {
    path: ['maxPrice'],
    message: 'the highest price must not be lower than the lowest price',
  });

/** A flyer with the Scholar Store's hours (the picture opens full size in a new tab). */
const FlyerSchema = z
  .object({
    /** The flyer picture (a portrait page, about 1200 × 1553 pixels). */
    image: PublicImagePathSchema,
    /** Short label under the picture, e.g. "English" / "Inglés". */
    label: LocalizedTextSchema,
    /** Everything the flyer says, for people who cannot see it. */
    alt: LocalizedTextSchema,
  })
  .strict();

/** The file data/pbis.json: the PBIS page's videos, Scholar Store and flyers. */
export const PbisFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The two videos at the top of the page. */
    videos: z.array(VideoSchema).min(1),
    /** Scholar Store categories with their price ranges. */
    storeCategories: z.array(StoreCategorySchema).min(1),
    /** Scholar Store hours flyers. */
    flyers: z.array(FlyerSchema).min(1),
  })
  .strict();
export type PbisFile = z.infer<typeof PbisFileSchema>;
export type PbisVideo = z.infer<typeof VideoSchema>;
