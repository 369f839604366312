import { useLanguage } from '../hooks/language.ts';
import { figureParts } from '../i18n/format.ts';

/**
 * A figure from the data ("450+", "95%") in the page's language: "450+" / "Más de 450", "95%" /
 * "95 %". Words before the number ("Más de") are set smaller, so that a big number keeps its size.
 */
export function Figure({ value }: { value: string }) {
  const lng = useLanguage();
  const { before, number, after } = figureParts(lng, value);
  return (
    <>
      {before !== '' && <span className="figure__before">{before} </span>}
      {number}
      {after}
    </>
  );
}
