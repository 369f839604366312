import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { feedSiteUrl } from '../../domain/site-url.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { EVENT_CATEGORIES, type EventCategory } from '../../content/event-categories.ts';
import type { Language } from '../../content/languages.ts';
import { site } from '../../content/site.ts';
import { FEED_LABELS, feedName } from '../../domain/feed-names.ts';
import { subscribeLinks } from '../../domain/subscribe-links.ts';
import styles from './calendar.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * "Subscribe to the calendar": pick a language and all events or one category, then subscribe in
 * Apple Calendar / Outlook (webcal), Google Calendar or Outlook.com, copy the address or download.
 * The default feed's links are plain links in the HTML, so they work without JavaScript.
 */
export function SubscribePanel() {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const id = useId();
  const hydrated = useHydrated();
  const [feedLng, setFeedLng] = useState<Language>(lng);
  const [category, setCategory] = useState<EventCategory | null>(null);
  const [copy, setCopy] = useState<CopyStatus>('idle');

  // The calendar app shows the feed's name in the feed's language, whatever the page's.
  const links = subscribeLinks(
    feedSiteUrl(hydrated ? window.location.origin : null),
    feedLng,
    category,
    feedName(site.shortName, FEED_LABELS[feedLng], category),
  );

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(links.https);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className={`card ${styles['cal-subscribe']}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('subscribe.title')}</h2>
      <p>{t('subscribe.lead')}</p>
      <div className={styles['cal-subscribe__choices']}>
        <label className={styles['cal-subscribe__field']}>
          <span className="field__label">{t('subscribe.language')}</span>
          <select
            className="field__input"
            value={feedLng}
            onChange={(event) => {
              setFeedLng(event.target.value as Language);
              setCopy('idle');
            }}
          >
            <option value="en" lang="en">
              English
            </option>
            <option value="es" lang="es">
              Español
            </option>
          </select>
        </label>
        <label className={styles['cal-subscribe__field']}>
          <span className="field__label">{t('subscribe.events')}</span>
          <select
            className="field__input"
            value={category ?? 'all'}
            onChange={(event) => {
              setCategory(
                event.target.value === 'all' ? null : (event.target.value as EventCategory),
              );
              setCopy('idle');
            }}
          >
            <option value="all">{t('subscribe.allEvents')}</option>
            {EVENT_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {t(`categories.${item}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className={styles['cal-subscribe__links']}>
        <li>
          <a className="button button--primary" href={links.webcal}>
            {t('subscribe.apple')}
          </a>
        </li>
        <li>
          <ExternalLink className="button button--primary" href={links.google}>
            {t('subscribe.google')}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink className="button button--primary" href={links.outlook}>
            {t('subscribe.outlook')}
          </ExternalLink>
        </li>
      </ul>
      <label htmlFor={`${id}-url`} className="field__label">
        {t('subscribe.address')}
      </label>
      <div className={styles['cal-subscribe__copy']}>
        <input
          id={`${id}-url`}
          className="field__input"
          type="url"
          readOnly
          value={links.https}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
          {t('subscribe.copy')}
        </button>
      </div>
      <p className={styles['cal-subscribe__status']} role="status">
        {copy === 'copied' && t('subscribe.copied')}
        {copy === 'failed' && t('subscribe.copyFailed')}
      </p>
      <p>
        <a href={links.download} download>
          {t('subscribe.download')}
        </a>
      </p>
      <p className={styles['cal-subscribe__note']}>{t('subscribe.googleNote')}</p>
    </section>
  );
}
