// Proof that translation keys are typed (resources.ts). This file is only type-checked by
// `npm run typecheck`, never run or bundled. Each line under a @ts-expect-error must fail to
// compile; if the typing ever stopped working (the declaration removed, or the resources typed as
// plain strings), those lines would compile, their directives would be unused, and typecheck would
// fail on them.
import { useTranslation } from 'react-i18next';
import { getI18n } from './i18n.ts';

export function useTypedKeysProof(): string[] {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation(['calendar', 'common']);
  const i18n = getI18n('en');
  return [
    // A key of the hook's namespace, and a key under the default namespace, "common".
    t('hero.title'),
    i18n.t('nav.home'),
    // A key of another namespace, with its prefix: on the instance, or in a hook that lists it.
    i18n.t('home:hero.title'),
    tc('common:a11y.opensInNewTab'),
    // Plurals by their base key with a count, and by a form; _zero too.
    t('spotlight.years', { count: 3 }),
    t('spotlight.years_one'),
    tc('month.dayLabel', { count: 0, date: 'Monday' }),
    tc('month.dayLabel_zero', { date: 'Monday' }),
    // Interpolation.
    i18n.t('footer.copyright', { year: 2026, name: 'The Highbridge School' }),
    // A key of a namespace given in the options.
    i18n.t('meta.title', { ns: 'gallery' }),

    // @ts-expect-error a key that does not exist
    t('hero.titel'),
    // @ts-expect-error a key of another namespace without its prefix (hero.title is in home)
    tc('hero.title'),
    // @ts-expect-error an object, not a text
    t('hero'),
    // @ts-expect-error a namespace that does not exist
    i18n.t('homepage:hero.title'),
    // @ts-expect-error a prefixed key that does not exist in its namespace
    i18n.t('home:hero.titel'),
    // @ts-expect-error a key the namespace given in the options does not have
    i18n.t('hero.title', { ns: 'gallery' }),
  ];
}

export function useUnknownNamespaceProof(): string {
  // @ts-expect-error a namespace with no locale file
  const { t } = useTranslation('homepage');
  return String(t);
}
