import type { Partner } from '../../content/partners-schema.ts';
import type { Program } from '../../content/programs-schema.ts';
import styles from './our-school.module.css';

type IconName = Program['icon'] | Partner['icon'];

/** Line drawings (24×24, stroked with the text colour) for the program cards and partner tiles. */
const PATHS: Readonly<Record<IconName, string>> = {
  languages: 'M3 5h8v6H7l-3 3v-3H3zM13 10h8v6h-1v3l-3-3h-4zM5.5 8h3M15.5 13h3',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  kitchen:
    'M4 11h16v2a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6zM8 7c0-1 1-1 1-2M12 7c0-1 1-1 1-2M16 7c0-1 1-1 1-2',
  health: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  books: 'M4 5h5a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H4zM20 5h-5a3 3 0 0 0-3 3v11a2 2 0 0 1 2-2h6z',
  garden: 'M12 21v-9M12 12c0-4 3-6 7-6 0 4-3 6-7 6zM12 14c0-3-2-5-6-5 0 3 2 5 6 5zM6 21h12',
  arts: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 12h.01M9.5 7.5h.01M14.5 7.5h.01',
};

/** A decorative icon: hidden from screen readers (the card's heading says what it is). */
export function OurSchoolIcon({ name }: { name: IconName }) {
  return (
    <svg
      className={styles['our-school__icon']}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
