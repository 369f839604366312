import { DEFAULT_LANGUAGE } from '../../content/languages.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { gym } from '../../content/gym.ts';
import { personName } from '../../i18n/person-name.ts';
import styles from './gym.module.css';

const PILLARS = ['move', 'play', 'grow'] as const;

function Mission() {
  const { t } = useTranslation('gym');
  return (
    <Section eyebrow={t('mission.eyebrow')} title={t('mission.title')}>
      <div className={styles['gym__mission-text']}>
        <p>{t('mission.body1')}</p>
        <p>{t('mission.body2')}</p>
      </div>
      <ul className={`grid ${styles.gym__pillars}`}>
        {PILLARS.map((pillar) => (
          <li key={pillar} className={`card ${styles.gym__pillar}`}>
            <h3>{t(`mission.pillars.${pillar}.title`)}</h3>
            <p>{t(`mission.pillars.${pillar}.description`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Teams() {
  const { t } = useTranslation('gym');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('teams.eyebrow')}
      title={t('teams.title')}
      lead={t('teams.lead')}
    >
      <ul className={styles.gym__teams}>
        {gym.teams.map((team) => (
          <li key={team.id} className={`card ${styles.gym__team}`}>
            <h3>{team.name[lng]}</h3>
            <p>{team.description[lng]}</p>
            <dl className={styles.gym__facts}>
              <div>
                <dt>{t('teams.coach')}</dt>
                <dd>
                  <span className={styles.gym__coach}>{personName(lng, team.coach)}</span>
                  <span className={styles['gym__coach-role']}>{team.coachRole[lng]}</span>
                </dd>
              </div>
              <div>
                <dt>{t('teams.grades')}</dt>
                <dd>{team.grades[lng]}</dd>
              </div>
              <div>
                <dt>{t('teams.season')}</dt>
                <dd>{team.season[lng]}</dd>
              </div>
              <div>
                <dt>{t('teams.practice')}</dt>
                <dd>{team.practice[lng]}</dd>
              </div>
            </dl>
            {/* The specification gives these buttons no behaviour yet. */}
            <div className="button-row">
              <ComingSoon className="button">{t('teams.signUp')}</ComingSoon>
              <ComingSoon className="button">{t('teams.schedule')}</ComingSoon>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Facilities() {
  const { t } = useTranslation('gym');
  const lng = useLanguage();
  return (
    <Section
      eyebrow={t('facilities.eyebrow')}
      title={t('facilities.title')}
      lead={t('facilities.lead')}
    >
      <ul className={`grid ${styles.gym__facilities}`}>
        {gym.facilities.map((facility) => (
          <li key={facility.name[DEFAULT_LANGUAGE]} className="card">
            <h3>{facility.name[lng]}</h3>
            <p className={styles.gym__location}>
              <span className="visually-hidden">{t('facilities.location')}: </span>
              {facility.location[lng]}
            </p>
            <p>{facility.description[lng]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The Gym page: mission, the soccer and basketball teams with their coaches, facilities. */
export default function GymPage() {
  const { t } = useTranslation('gym');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Mission />
      <Teams />
      <Facilities />
    </>
  );
}
