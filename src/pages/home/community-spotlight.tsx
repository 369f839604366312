import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Figure } from '../../components/figure.tsx';
import { Section } from '../../components/section.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { site } from '../../content/site.ts';
import { spotlight } from '../../content/spotlight.ts';
import { personName } from '../../i18n/person-name.ts';
import styles from './home.module.css';

/** The initials of a name without its honorific ("Keisha Brathwaite" → "KB"). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** Community Spotlight: students, staff and parents, as three ARIA tabs (students first). */
export function CommunitySpotlight() {
  const { t } = useTranslation('home');
  const lng = useLanguage();

  const students = (
    <div className={styles.spotlight}>
      <ul className={`grid ${styles.spotlight__cards}`}>
        {spotlight.students.map((student) => (
          <li key={student.name} className="card">
            <span className={styles['person-card__avatar']} aria-hidden="true">
              {initials(student.name)}
            </span>
            <h3>{student.name}</h3>
            <p className={styles['person-card__role']}>{student.grade[lng]}</p>
            <p>{student.achievement[lng]}</p>
          </li>
        ))}
      </ul>
      <div className={styles.numbers} aria-label={t('spotlight.numbersLabel')} role="group">
        <p>
          <strong>
            <Figure value={site.figures.students} />
          </strong>{' '}
          {t('spotlight.numbers.students')}
        </p>
        <p>
          <strong>
            <Figure value={site.figures.teachers} />
          </strong>{' '}
          {t('spotlight.numbers.teachers')}
        </p>
        <p>
          <strong>
            <Figure value={site.figures.satisfaction} />
          </strong>{' '}
          {t('spotlight.numbers.satisfaction')}
        </p>
      </div>
    </div>
  );

  const staff = (
    <ul className={`grid ${styles.spotlight__cards}`}>
      {spotlight.staff.map((member) => (
        <li key={member.name} className="card">
          <span className={styles['person-card__avatar']} aria-hidden="true">
            {initials(member.name)}
          </span>
          <h3>{personName(lng, member)}</h3>
          <p className={styles['person-card__role']}>
            {member.subject[lng]} · {t('spotlight.years', { count: member.years })}
          </p>
          <p>{member.description[lng]}</p>
        </li>
      ))}
    </ul>
  );

  const parents = (
    <div className="grid">
      {spotlight.testimonials.map((testimonial) => (
        <figure key={testimonial.author} className={`card ${styles.quote}`}>
          <blockquote>
            <p>{testimonial.quote[lng]}</p>
          </blockquote>
          <figcaption>
            <strong>{testimonial.author}</strong>, {testimonial.role[lng]}
          </figcaption>
        </figure>
      ))}
    </div>
  );

  return (
    <Section eyebrow={t('spotlight.eyebrow')} title={t('spotlight.title')}>
      <Tabs
        label={t('spotlight.title')}
        tabs={[
          { id: 'students', label: t('spotlight.tabs.students'), content: students },
          { id: 'staff', label: t('spotlight.tabs.staff'), content: staff },
          { id: 'parents', label: t('spotlight.tabs.parents'), content: parents },
        ]}
      />
    </Section>
  );
}
