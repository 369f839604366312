import type { i18n as I18n } from 'i18next';
import { site } from '../content/site.ts';

/** The <title> and meta description of a page, from the "meta" keys of its locale namespace. */
export function pageMeta(i18n: I18n, namespace: string): { title: string; description: string } {
  const ns = namespace === 'notFound' ? 'common' : namespace;
  const prefix = namespace === 'notFound' ? 'notFound.meta' : 'meta';
  const title = i18n.t(`${prefix}.title`, { ns });
  const description = i18n.t(`${prefix}.description`, { ns });
  return { title: namespace === 'home' ? title : `${title} | ${site.shortName}`, description };
}
