import { Picture } from '../../components/picture.tsx';
import { useLanguage } from '../../hooks/language.ts';
import { leaders } from '../../content/leadership.ts';
import { personName } from '../../i18n/person-name.ts';
import './school-profile.css';

/** The leadership team from data/leadership.json: one card each, the principal first. */
export function LeadershipCards() {
  const lng = useLanguage();
  return (
    <ul className="leader-cards">
      {leaders.map((leader) => (
        <li key={leader.id} className="card leader-card">
          <Picture
            className="leader-card__photo"
            src={leader.photo.src}
            alt={leader.photo.alt[lng]}
            sizes="(min-width: 48rem) 22rem, 92vw"
            loading="lazy"
            decoding="async"
          />
          <div className="leader-card__body">
            <h3 className="leader-card__name">{personName(lng, leader)}</h3>
            <p className="leader-card__role">{leader.role[lng]}</p>
            <p>{leader.bio[lng]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
