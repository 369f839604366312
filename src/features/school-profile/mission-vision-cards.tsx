import { useLanguage } from '../../hooks/language.ts';
import { missionVision } from '../../content/mission-vision.ts';
import './school-profile.css';

/** The mission and vision statements (data/mission-vision.json) as two cards with h3 titles. */
export function MissionVisionCards({
  missionTitle,
  visionTitle,
}: {
  missionTitle: string;
  visionTitle: string;
}) {
  const lng = useLanguage();
  return (
    <div className="statement-cards">
      <article className="card statement-card">
        <h3>{missionTitle}</h3>
        <p>{missionVision.mission[lng]}</p>
      </article>
      <article className="card statement-card statement-card--vision">
        <h3>{visionTitle}</h3>
        <p>{missionVision.vision[lng]}</p>
      </article>
    </div>
  );
}
