import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { classNames } from '../../components/class-names.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { learningResources } from '../../content/learning-resources.ts';
import type { LearningResource } from '../../content/learning-resources-schema.ts';
import { overviewSubjects } from '../../content/subjects.ts';
import { AcademicIcon } from '../../features/academics/academic-icon.tsx';
import '../../features/academics/academic-icon.css';
import styles from './learning-resources.module.css';

/** A partner card: the whole card opens the partner's site in a new tab, or is plain text. */
function ResourceCard({ resource }: { resource: LearningResource }) {
  const { t } = useTranslation('learning-resources');
  const lng = useLanguage();
  const title = resource.title[lng];
  return (
    <li
      className={classNames(
        'card',
        styles['resource-card'],
        resource.url !== undefined && styles['resource-card--link'],
      )}
    >
      <span className="academic-icon">
        <AcademicIcon name={resource.icon} />
      </span>
      <h3 className={styles['resource-card__title']}>
        {resource.url === undefined ? (
          title
        ) : (
          <ExternalLink href={resource.url} className={styles['resource-card__link']}>
            {title}
          </ExternalLink>
        )}
      </h3>
      <p>{resource.description[lng]}</p>
      <p
        className={styles['resource-card__action']}
        aria-hidden={resource.url === undefined ? undefined : true}
      >
        {resource.url === undefined
          ? t('partners.inClassOnly')
          : t('partners.visit', { name: title })}
      </p>
    </li>
  );
}

/** Learning Resources: partner cards, the subject overview and the Student Council blurb. */
export default function LearningResourcesPage() {
  const { t } = useTranslation('learning-resources');
  const lng = useLanguage();
  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.lead')} />
      <section className="section" aria-labelledby="resources-partners">
        <div className="container">
          <p className="section__eyebrow">{t('partners.eyebrow')}</p>
          <h2 id="resources-partners">{t('partners.title')}</h2>
          <p className="section__lead">{t('partners.lead')}</p>
          <ul className={`grid ${styles['resource-cards']}`}>
            {learningResources.map((resource) => (
              <ResourceCard key={resource.id} resource={resource} />
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--cream" aria-labelledby="resources-subjects">
        <div className="container">
          <p className="section__eyebrow">{t('subjects.eyebrow')}</p>
          <h2 id="resources-subjects">{t('subjects.title')}</h2>
          <p className="section__lead">{t('subjects.lead')}</p>
          <ul className={`grid ${styles['overview-subjects']}`}>
            {overviewSubjects.map((subject) => (
              <li key={subject.id} className={styles['overview-subject']}>
                <span className="academic-icon">
                  <AcademicIcon name={subject.icon} />
                </span>
                <div>
                  <h3>{subject.name[lng]}</h3>
                  <p>{subject.description[lng]}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="resources-council">
        <div className="container">
          <div className={styles['council-blurb']}>
            <h2 id="resources-council">{t('council.title')}</h2>
            <p>{t('council.body')}</p>
            <InternalLink to="/academics#student-council" className="button button--secondary">
              {t('council.link')}
            </InternalLink>
          </div>
        </div>
      </section>
    </>
  );
}
