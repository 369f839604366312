import { z } from 'zod';

/**
 * The address of a picture kept in public/assets/images/, as the site serves it, e.g.
 * "/assets/images/art/sunflowers.jpg" for the file public/assets/images/art/sunflowers.jpg.
 */
export const PublicImagePathSchema = z
  .string()
  .regex(/^\/assets\/images\/[\w\-./]+\.(jpg|jpeg|png|webp)$/, {
    error:
      'write the picture address starting with /assets/images/ and ending in .jpg, .png or .webp, e.g. /assets/images/art/sunflowers.jpg',
  });
