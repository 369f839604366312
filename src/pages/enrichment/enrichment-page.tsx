import { EmailLink } from '../../components/email-link.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { useToday } from '../../hooks/today.ts';
import { classNames } from '../../components/class-names.ts';
import { Figure } from '../../components/figure.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { Section } from '../../components/section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { enrichment } from '../../content/enrichment-programs.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../content/languages.ts';
import type { EnrichmentCategory } from '../../content/enrichment-programs-schema.ts';
import { windowsToShow } from '../../domain/registration-window.ts';
import { dateWithYear, dayRange } from '../../i18n/format.ts';
import { personName } from '../../i18n/person-name.ts';
import styles from './enrichment.module.css';

const programCount = enrichment.categories.reduce(
  (sum, category) => sum + category.programs.length,
  0,
);

const fullDate = (isoDay: string, lng: Language) => dateWithYear(lng, isoDay);

function Figures() {
  const { t } = useTranslation('enrichment');
  const figures = [
    { value: String(programCount), label: t('figures.programs') },
    { value: String(enrichment.categories.length), label: t('figures.categories') },
    { value: enrichment.figures.students, label: t('figures.students') },
    { value: enrichment.figures.staff, label: t('figures.staff') },
  ];
  return (
    <Section tone="cream" title={t('figures.title')} lead={t('figures.lead')}>
      <ul className={styles['en-figures']}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <strong>
              <Figure value={figure.value} />
            </strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Category({ category }: { category: EnrichmentCategory }) {
  const { t } = useTranslation('enrichment');
  const lng = useLanguage();
  return (
    <section className={styles['en-category']} aria-labelledby={`en-cat-${category.id}`}>
      <h3 id={`en-cat-${category.id}`}>{category.name[lng]}</h3>
      <p className={styles['en-category__description']}>{category.description[lng]}</p>
      <ul className={`grid ${styles['en-programs']}`}>
        {category.programs.map((program) => (
          <li key={program.id} className={`card ${styles['en-program']}`}>
            <h4>{program.name[lng]}</h4>
            <p>{program.description[lng]}</p>
            <dl className={styles['en-program__facts']}>
              <div>
                <dt>{t('programs.ages')}</dt>
                <dd>{program.ages[lng]}</dd>
              </div>
              <div>
                <dt>{t('programs.schedule')}</dt>
                <dd>{program.schedule[lng]}</dd>
              </div>
            </dl>
            <p className={styles['en-program__benefits-title']}>{t('programs.benefits')}</p>
            <ul className={styles['en-program__benefits']}>
              {program.benefits.map((benefit) => (
                <li key={benefit[DEFAULT_LANGUAGE]}>{benefit[lng]}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Programs() {
  const { t } = useTranslation('enrichment');
  return (
    <Section eyebrow={t('programs.eyebrow')} title={t('programs.title')} lead={t('programs.lead')}>
      {enrichment.categories.map((category) => (
        <Category key={category.id} category={category} />
      ))}
    </Section>
  );
}

function Registration() {
  const { t } = useTranslation('enrichment');
  const lng = useLanguage();
  const today = useToday();
  const windows = windowsToShow(enrichment.registration, today);
  return (
    <Section tone="cream" title={t('registration.title')} lead={t('registration.lead')}>
      {windows.length === 0 && <p>{t('registration.none')}</p>}
      {windows.length > 0 && (
        <ul className={`grid ${styles['en-windows']}`}>
          {windows.map((window) => (
            <li
              key={window.id}
              className={classNames('card', window.highlighted && styles['en-window--highlighted'])}
              data-window={window.id}
              data-highlighted={window.highlighted ? '' : undefined}
            >
              {window.highlighted && (
                <p className={styles['en-window__badge']}>
                  {t(window.status === 'open' ? 'registration.openNow' : 'registration.next')}
                </p>
              )}
              <h3>{t(`registration.${window.id}`)}</h3>
              <dl className={styles['en-window__dates']}>
                <div>
                  <dt>{t('registration.registerLabel')}</dt>
                  <dd>{dayRange(lng, window.opens, window.closes)}</dd>
                </div>
                <div>
                  <dt>{t('registration.startsLabel')}</dt>
                  <dd>{fullDate(window.programsStart, lng)}</dd>
                </div>
              </dl>
              {window.highlighted && (
                <p className={styles['en-window__status']}>
                  {window.status === 'open'
                    ? t('registration.openUntil', { date: fullDate(window.closes, lng) })
                    : t('registration.opensOn', { date: fullDate(window.opens, lng) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>{t('registration.how')}</p>
    </Section>
  );
}

function Contact() {
  const { t } = useTranslation('enrichment');
  const lng = useLanguage();
  const { contact } = enrichment;
  return (
    <Section title={t('contact.title')} lead={t('contact.lead')}>
      <div className={`card ${styles['en-contact']}`}>
        <p className={styles['en-contact__name']}>{personName(lng, contact)}</p>
        <p className={styles['en-contact__role']}>{contact.role[lng]}</p>
        <dl className={styles['en-contact__details']}>
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <EmailLink email={contact.email} />
            </dd>
          </div>
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <PhoneLink phone={contact.phone} />
            </dd>
          </div>
          <div>
            <dt>{t('contact.office')}</dt>
            <dd>{contact.office[lng]}</dd>
          </div>
        </dl>
      </div>
    </Section>
  );
}

/** /enrichment: programs by category, figures, registration windows and contact details. */
export default function EnrichmentPage() {
  const { t } = useTranslation('enrichment');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')}>
        {/* The partners' daily after-school program is the other page of afternoon activities. */}
        <p className="page-hero__related">
          {t('related.text')} <InternalLink to="/after-school">{t('related.link')}</InternalLink>
        </p>
      </PageHero>
      <Figures />
      <Programs />
      <Registration />
      <Contact />
    </>
  );
}
