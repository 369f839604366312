import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Figure } from '../../components/figure.tsx';
import { PageHero } from '../../components/page-hero.tsx';
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
    <section className="section" aria-labelledby="academics-subjects">
      <div className="container">
        <p className="section__eyebrow">{t('subjects.eyebrow')}</p>
        <h2 id="academics-subjects">{t('subjects.title')}</h2>
        <p className="section__lead">{t('subjects.lead')}</p>
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
                  <li key={highlight.en}>{highlight[lng]}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CouncilSection() {
  const { t } = useTranslation('academics');
  return (
    <section
      id="student-council"
      className="section section--cream"
      aria-labelledby="academics-council"
    >
      <div className={`container ${styles.council}`}>
        <div>
          <p className="section__eyebrow">{t('council.eyebrow')}</p>
          <h2 id="academics-council">{t('council.title')}</h2>
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
      </div>
    </section>
  );
}

function ExcellenceSection() {
  const { t } = useTranslation('academics');
  return (
    <section className="section" aria-labelledby="academics-excellence">
      <div className="container">
        <p className="section__eyebrow">{t('excellence.eyebrow')}</p>
        <h2 id="academics-excellence">{t('excellence.title')}</h2>
        <p className="section__lead">{t('excellence.lead')}</p>
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
      </div>
    </section>
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
