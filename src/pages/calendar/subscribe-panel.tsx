import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { feedSiteUrl } from '../../domain/site-url.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import {
  EVENT_CATEGORIES,
  FEED_PRESET_IDS,
  type FeedChoice,
} from '../../content/event-categories.ts';
import { type Language, languageInfo, LANGUAGES } from '../../content/languages.ts';
import { site } from '../../content/site.ts';
import { FEED_LABELS, feedName } from '../../domain/feed-names.ts';
import { subscribeLinks } from '../../domain/subscribe-links.ts';
import styles from './calendar.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * "Subscribe to the calendar": pick a language and all events, the days without school and early
 * dismissals, or one category, then subscribe on an iPhone, iPad or Mac (webcal, which Outlook on a
 * computer opens too), on Android or in Google Calendar, in Outlook.com, copy the address or
 * download.
 * The default feed's links are plain links in the HTML, so they work without JavaScript; the
 * choices and the copy button wait for the scripts.
 */
export function SubscribePanel() {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const id = useId();
  const hydrated = useHydrated();
  const [feedLng, setFeedLng] = useState<Language>(lng);
  const [category, setCategory] = useState<FeedChoice>(null);
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
            disabled={!hydrated}
            value={feedLng}
            onChange={(event) => {
              setFeedLng(event.target.value as Language);
              setCopy('idle');
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageInfo(code).name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles['cal-subscribe__field']}>
          <span className="field__label">{t('subscribe.events')}</span>
          <select
            className="field__input"
            disabled={!hydrated}
            value={category ?? 'all'}
            onChange={(event) => {
              setCategory(event.target.value === 'all' ? null : (event.target.value as FeedChoice));
              setCopy('idle');
            }}
          >
            <option value="all">{t('subscribe.allEvents')}</option>
            {FEED_PRESET_IDS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`feeds.${preset}`)}
              </option>
            ))}
            {EVENT_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {t(`categories.${item}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* Named by the device a family has: the webcal: link is the one an iPhone needs. */}
      <ul className={styles['cal-subscribe__links']}>
        <li>
          <a
            className="button button--primary"
            href={links.webcal}
            aria-describedby={`${id}-apple`}
          >
            {t('subscribe.apple')}
          </a>
          <p id={`${id}-apple`} className={styles['cal-subscribe__hint']}>
            {t('subscribe.appleHint')}
          </p>
        </li>
        <li>
          <ExternalLink
            className="button button--primary"
            href={links.google}
            describedBy={`${id}-google`}
          >
            {t('subscribe.google')}
          </ExternalLink>
          <p id={`${id}-google`} className={styles['cal-subscribe__hint']}>
            {t('subscribe.googleHint')}
          </p>
        </li>
        <li>
          <ExternalLink
            className="button button--primary"
            href={links.outlook}
            describedBy={`${id}-outlook`}
          >
            {t('subscribe.outlook')}
          </ExternalLink>
          <p id={`${id}-outlook`} className={styles['cal-subscribe__hint']}>
            {t('subscribe.outlookHint')}
          </p>
        </li>
      </ul>
      <label htmlFor={`${id}-url`} className="field__label">
        {t('subscribe.address')}
      </label>
      <p id={`${id}-copy`} className={styles['cal-subscribe__hint']}>
        {t('subscribe.copyHint')}
      </p>
      <div className={styles['cal-subscribe__copy']}>
        {/* A read-only text area: the whole address shows, wrapped, even on a 360 px phone. */}
        <textarea
          id={`${id}-url`}
          className={`field__input ${styles['cal-subscribe__address']}`}
          readOnly
          rows={2}
          value={links.https}
          aria-describedby={`${id}-copy`}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated}
          onClick={() => void onCopy()}
        >
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
