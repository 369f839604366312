import { pictureSet } from '../content/image-sizes.ts';
import { PictureElement, type PictureProps } from './picture-element.tsx';

/**
 * One of the site's pictures, by its address under public/ (e.g. "/assets/images/art/piece.jpg"),
 * measured in the table of the site's pictures (content/image-sizes.ts) and shown by its smaller
 * copies (picture-element.tsx).
 */
export function Picture(props: PictureProps) {
  return <PictureElement {...props} set={pictureSet(props.src)} />;
}
