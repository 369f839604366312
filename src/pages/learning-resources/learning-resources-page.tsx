import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { classNames } from '../../components/class-names.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
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
      <Section
        eyebrow={t('partners.eyebrow')}
        title={t('partners.title')}
        lead={t('partners.lead')}
      >
        <ul className={`grid ${styles['resource-cards']}`}>
          {learningResources.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} />
          ))}
        </ul>
      </Section>
      <Section
        tone="cream"
        eyebrow={t('subjects.eyebrow')}
        title={t('subjects.title')}
        lead={t('subjects.lead')}
      >
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
      </Section>
      <SectionFrame>
        <div className={styles['council-blurb']}>
          <SectionHeading title={t('council.title')} />
          <p>{t('council.body')}</p>
          <InternalLink to="/academics#student-council" className="button button--secondary">
            {t('council.link')}
          </InternalLink>
        </div>
      </SectionFrame>
    </>
  );
}
