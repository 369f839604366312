import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { gym } from '../../content/gym.ts';
import { personName } from '../../i18n/person-name.ts';
import styles from './gym.module.css';

const PILLARS = ['move', 'play', 'grow'] as const;

function Mission() {
  const { t } = useTranslation('gym');
  return (
    <section className="section" aria-labelledby="gym-mission">
      <div className="container">
        <p className="section__eyebrow">{t('mission.eyebrow')}</p>
        <h2 id="gym-mission">{t('mission.title')}</h2>
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
      </div>
    </section>
  );
}

function Teams() {
  const { t } = useTranslation('gym');
  const lng = useLanguage();
  return (
    <section className="section section--cream" aria-labelledby="gym-teams">
      <div className="container">
        <p className="section__eyebrow">{t('teams.eyebrow')}</p>
        <h2 id="gym-teams">{t('teams.title')}</h2>
        <p className="section__lead">{t('teams.lead')}</p>
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
      </div>
    </section>
  );
}

function Facilities() {
  const { t } = useTranslation('gym');
  const lng = useLanguage();
  return (
    <section className="section" aria-labelledby="gym-facilities">
      <div className="container">
        <p className="section__eyebrow">{t('facilities.eyebrow')}</p>
        <h2 id="gym-facilities">{t('facilities.title')}</h2>
        <p className="section__lead">{t('facilities.lead')}</p>
        <ul className={`grid ${styles.gym__facilities}`}>
          {gym.facilities.map((facility) => (
            <li key={facility.name.en} className="card">
              <h3>{facility.name[lng]}</h3>
              <p className={styles.gym__location}>
                <span className="visually-hidden">{t('facilities.location')}: </span>
                {facility.location[lng]}
              </p>
              <p>{facility.description[lng]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
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
