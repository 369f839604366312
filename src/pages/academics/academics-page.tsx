import { DEFAULT_LANGUAGE } from '../../content/languages.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Figure } from '../../components/figure.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { site } from '../../content/site.ts';
import { coreSubjects } from '../../content/subjects.ts';
import { AcademicIcon } from '../../features/academics/academic-icon.tsx';
import '../../features/academics/academic-icon.css';
import styles from './academics.module.css';

const COUNCIL_ROLES = ['role1', 'role2', 'role3'] as const;
const COUNCIL_PROJECTS = ['project1', 'project2', 'project3'] as const;
const EXCELLENCE = ['dualLanguage', 'smallGroups', 'enrichment', 'families'] as const;
const FIGURES = ['students', 'teachers', 'satisfaction', 'grades'] as const;

function SubjectsSection() {
  const { t } = useTranslation('academics');
  const lng = useLanguage();
  return (
    <Section eyebrow={t('subjects.eyebrow')} title={t('subjects.title')} lead={t('subjects.lead')}>
      <ul className={`grid ${styles['subject-cards']}`}>
        {coreSubjects.map((subject) => (
          <li key={subject.id} className={`card ${styles['subject-card']}`}>
            <span className="academic-icon">
              <AcademicIcon name={subject.icon} />
            </span>
            <h3>{subject.name[lng]}</h3>
            <p>{subject.description[lng]}</p>
            <ul
              className={styles['subject-card__highlights']}
              aria-label={t('subjects.highlightsLabel', { subject: subject.name[lng] })}
            >
              {subject.highlights.map((highlight) => (
                <li key={highlight[DEFAULT_LANGUAGE]}>{highlight[lng]}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CouncilSection() {
  const { t } = useTranslation('academics');
  return (
    <SectionFrame id="student-council" tone="cream" containerClassName={styles.council}>
      <div>
        <SectionHeading eyebrow={t('council.eyebrow')} title={t('council.title')} />
        <p>{t('council.body1')}</p>
        <p>{t('council.body2')}</p>
      </div>
      <div className={styles.council__lists}>
        <div className="card">
          <h3>{t('council.rolesTitle')}</h3>
          <ul className={styles.council__list}>
            {COUNCIL_ROLES.map((key) => (
              <li key={key}>{t(`council.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h3>{t('council.projectsTitle')}</h3>
          <ul className={styles.council__list}>
            {COUNCIL_PROJECTS.map((key) => (
              <li key={key}>{t(`council.${key}`)}</li>
            ))}
          </ul>
        </div>
      </div>
    </SectionFrame>
  );
}

function ExcellenceSection() {
  const { t } = useTranslation('academics');
  return (
    <Section
      eyebrow={t('excellence.eyebrow')}
      title={t('excellence.title')}
      lead={t('excellence.lead')}
    >
      <ul className={`grid ${styles.excellence__items}`}>
        {EXCELLENCE.map((key) => (
          <li key={key} className={styles.excellence__item}>
            <h3>{t(`excellence.${key}.title`)}</h3>
            <p>{t(`excellence.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <h3 className="visually-hidden">{t('excellence.figuresLabel')}</h3>
      <dl className={styles.figures}>
        {FIGURES.map((key) => (
          <div key={key} className={styles.figures__item}>
            <dt>{t(`excellence.${key}`)}</dt>
            <dd>
              <Figure value={site.figures[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Academics: the six core subjects, the student council and the excellence section. */
export default function AcademicsPage() {
  const { t } = useTranslation('academics');
  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.lead')} />
      <SubjectsSection />
      <CouncilSection />
      <ExcellenceSection />
    </>
  );
}
