import { EmailLink } from '../../components/email-link.tsx';
import { CallButton, PhoneLink } from '../../components/phone-link.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { useToday } from '../../hooks/today.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { site } from '../../content/site.ts';
import { ENROLLMENT_PATH } from '../../domain/navigation.ts';
import { PARENT_MEETINGS } from '../../domain/next-meeting.ts';
import { nextMeetings } from '../../domain/upcoming.ts';
import { useUpcoming } from '../../hooks/upcoming.ts';
import { formatClock, longDate } from '../../i18n/format.ts';
import { personName } from '../../i18n/person-name.ts';
import type { LocaleResources } from '../../i18n/resources.ts';
import styles from './parents.module.css';

const UNIFORM_COLORS = ['maroon', 'gray', 'white'] as const;
const PROGRAMS = [
  'specialEducation',
  'ell',
  'relatedServices',
  'counseling',
  'intervention',
  'housing',
] as const;

/** A helpful link's label: a key of locales/<lng>/parents.json under "resources". */
type ResourceKey = Exclude<keyof LocaleResources['parents']['resources'], 'eyebrow' | 'title'>;

type ResourceLink =
  | { key: ResourceKey; kind: 'page'; path: string }
  | { key: ResourceKey; kind: 'external'; href: string }
  | { key: ResourceKey; kind: 'none' };

const RESOURCE_LINKS: ResourceLink[] = [
  { key: 'calendar', kind: 'page', path: '/calendar' },
  { key: 'classes', kind: 'page', path: '/classes' },
  { key: 'learning', kind: 'page', path: '/learning-resources' },
  { key: 'schoolsAccount', kind: 'external', href: 'https://mystudent.nyc' },
  { key: 'meals', kind: 'external', href: 'https://www.schools.nyc.gov/school-life/food/menus' },
  // No address yet (docs/product-rules.md): shown as text marked "coming soon".
  { key: 'handbook', kind: 'none' },
];

function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

function HoursSection() {
  const { t } = useTranslation('parents');
  const lng = useLanguage();
  const { hours } = site;
  return (
    <Section eyebrow={t('hours.eyebrow')} title={t('hours.title')}>
      <dl className={styles.hours}>
        <div className={styles.hours__item}>
          <dt>{t('hours.schoolDay')}</dt>
          <dd>
            {t('hours.range', {
              start: formatClock(lng, hours.start),
              end: formatClock(lng, hours.end),
            })}
          </dd>
        </div>
        <div className={styles.hours__item}>
          <dt>{t('hours.breakfast')}</dt>
          <dd>
            {t('hours.range', {
              start: formatClock(lng, hours.breakfastStart),
              end: formatClock(lng, hours.breakfastEnd),
            })}
          </dd>
        </div>
        <div className={styles.hours__item}>
          <dt>{t('hours.days')}</dt>
          <dd>{hours.days[lng]}</dd>
        </div>
      </dl>
      <p className={styles.parents__note}>
        {t('hours.note', { breakfastEnd: formatClock(lng, hours.breakfastEnd) })}
      </p>
    </Section>
  );
}

const ENROLLMENT_STEPS = ['age', 'apply', 'visit', 'other'] as const;

/**
 * Enrollment for new families (3K, Pre-K, kindergarten; grades 1 to 5 and transfers), which the
 * welcome window announces and its Learn More leads to: `/parents#enrollment`.
 */
function EnrollmentSection() {
  const { t } = useTranslation('parents');
  return (
    <Section
      id={ENROLLMENT_PATH.split('#')[1]}
      tone="cream"
      eyebrow={t('enrollment.eyebrow')}
      title={t('enrollment.title')}
      lead={t('enrollment.lead')}
    >
      <ol className={`grid ${styles.enrollment}`} aria-label={t('enrollment.stepsLabel')}>
        {ENROLLMENT_STEPS.map((step) => (
          <li key={step} className={`card ${styles.enrollment__step}`}>
            <h3>{t(`enrollment.steps.${step}.title`)}</h3>
            <p>{t(`enrollment.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
      <p>
        <ExternalLink href={site.enrollmentUrl} className="button button--primary">
          {t('enrollment.apply')}
        </ExternalLink>
      </p>
    </Section>
  );
}

function UniformSection() {
  const { t } = useTranslation('parents');
  return (
    <Section
      tone="cream"
      eyebrow={t('uniform.eyebrow')}
      title={t('uniform.title')}
      lead={t('uniform.lead')}
    >
      <ul className={styles.swatches} aria-label={t('uniform.colorsLabel')}>
        {UNIFORM_COLORS.map((color) => (
          <li key={color} className={styles.swatch}>
            <span
              className={`${styles.swatch__chip} ${styles[`swatch__chip--${color}`]}`}
              aria-hidden="true"
            />
            <span className={styles.swatch__name}>{t(`uniform.${color}`)}</span>
            <span className={styles.swatch__use}>{t(`uniform.${color}Use`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.parents__note}>{t('uniform.help')}</p>
    </Section>
  );
}

function SupportSection() {
  const { t } = useTranslation('parents');
  const lng = useLanguage();
  const email = t('support.email');
  return (
    <SectionFrame containerClassName={styles['parents-split']}>
      <div>
        <SectionHeading eyebrow={t('support.eyebrow')} title={t('support.title')} />
        <p>{t('support.body')}</p>
      </div>
      <div className={`card ${styles['contact-card']}`}>
        <h3>{personName(lng, site.parentCoordinator)}</h3>
        <p className={styles['contact-card__role']}>{t('support.role')}</p>
        <dl className={styles['contact-card__details']}>
          <dt>{t('support.phoneLabel')}</dt>
          <dd>
            <PhoneLink phone={site.phone} />
          </dd>
          <dt>{t('support.emailLabel')}</dt>
          <dd>
            <EmailLink email={email} />
          </dd>
        </dl>
        <p>
          {t('support.room', {
            time: t('hours.rangeInSentence', {
              start: formatClock(lng, site.parentCoordinator.hours.start),
              end: formatClock(lng, site.parentCoordinator.hours.end),
            }),
          })}
        </p>
        {/* Both ways to reach her as large buttons: on a phone, calling is one tap. */}
        <div className="button-row">
          <a href={mailto(email, t('support.subject'))} className="button button--primary">
            {t('support.button')}
          </a>
          <CallButton phone={site.phone}>{t('support.call')}</CallButton>
        </div>
      </div>
    </SectionFrame>
  );
}

function MeetingsSection() {
  const { t } = useTranslation('parents');
  const lng = useLanguage();
  const today = useToday();
  const { days } = useUpcoming((upcoming) => nextMeetings(upcoming, today));
  return (
    <Section
      tone="cream"
      eyebrow={t('meetings.eyebrow')}
      title={t('meetings.title')}
      lead={t('meetings.lead')}
    >
      <ul className={`grid ${styles.meetings}`}>
        {PARENT_MEETINGS.map((meeting, index) => {
          const next = days[index] ?? null;
          return (
            <li key={meeting.id} className={`card ${styles.meeting}`}>
              <h3>{t(`meetings.${meeting.id}.title`)}</h3>
              <p className={styles.meeting__schedule}>{t(`meetings.${meeting.id}.schedule`)}</p>
              <p>
                {t(`meetings.${meeting.id}.details`, {
                  time: t('hours.range', {
                    start: formatClock(lng, site.parentMeetings[meeting.id].start),
                    end: formatClock(lng, site.parentMeetings[meeting.id].end),
                  }),
                })}
              </p>
              <p className={styles.meeting__next}>
                <span className={styles['meeting__next-label']}>{t('meetings.next')}</span>{' '}
                {next === null ? (
                  t('meetings.noDate')
                ) : (
                  <time dateTime={next}>{longDate(lng, next)}</time>
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <InternalLink to="/calendar" className="button button--secondary">
        {t('meetings.calendar')}
      </InternalLink>
    </Section>
  );
}

function ResourcesSection() {
  const { t } = useTranslation('parents');
  return (
    <Section eyebrow={t('resources.eyebrow')} title={t('resources.title')}>
      <ul className={styles['resource-links']}>
        {RESOURCE_LINKS.map((link) => {
          const label = t(`resources.${link.key}`);
          return (
            <li key={link.key}>
              {link.kind === 'page' ? (
                <InternalLink to={link.path}>{label}</InternalLink>
              ) : link.kind === 'external' ? (
                <ExternalLink href={link.href}>{label}</ExternalLink>
              ) : (
                <ComingSoon>{label}</ComingSoon>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function VolunteerSection() {
  const { t } = useTranslation('parents');
  const lng = useLanguage();
  const email = t('volunteer.email');
  return (
    <Section
      tone="cream"
      containerClassName={styles['parents-prose']}
      eyebrow={t('volunteer.eyebrow')}
      title={t('volunteer.title')}
    >
      <p>{t('volunteer.body')}</p>
      <p>
        {t('volunteer.contact', { name: personName(lng, site.volunteerCoordinator) })}
        <br />
        <EmailLink email={email} />
      </p>
      <a href={mailto(email, t('volunteer.subject'))} className="button button--primary">
        {t('volunteer.button')}
      </a>
    </Section>
  );
}

function ProgramsSection() {
  const { t } = useTranslation('parents');
  return (
    <Section eyebrow={t('programs.eyebrow')} title={t('programs.title')} lead={t('programs.lead')}>
      <ul className={`grid ${styles['support-programs']}`}>
        {PROGRAMS.map((key) => (
          <li key={key} className={styles['support-program']}>
            <h3>{t(`programs.${key}.title`)}</h3>
            <p>{t(`programs.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The Parent Information Hub. */
export default function ParentsPage() {
  const { t } = useTranslation('parents');
  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.lead')} />
      <HoursSection />
      <UniformSection />
      <SupportSection />
      <MeetingsSection />
      <ResourcesSection />
      <VolunteerSection />
      <ProgramsSection />
      <EnrollmentSection />
    </>
  );
}
