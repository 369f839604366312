import { useHydrated } from '../../hooks/hydrated.ts';
import { Picture } from '../../components/picture.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/class-names.ts';
import styles from './home.module.css';

const POSTER = '/assets/images/home/hero-poster.jpg';

/** The full-screen hero: a looping muted video over its poster, with a pause/play control. */
export function Hero() {
  const { t } = useTranslation('home');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  // Autoplay only for visitors who have not asked for reduced motion or reduced data.
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const saveData =
      (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData ===
      true;
    if (reducedMotion || saveData) return;
    element.play().catch(() => setPlaying(false));
  }, []);

  const hydrated = useHydrated();
  const toggle = () => {
    const element = video.current;
    if (element === null) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Picture
        className={styles.hero__media}
        src={POSTER}
        alt=""
        sizes="100vw"
        fetchPriority="high"
        decoding="async"
      />
      <video
        ref={video}
        className={classNames(
          styles.hero__media,
          styles.hero__video,
          playing && styles['hero__video--playing'],
        )}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/assets/video/hero.webm" type="video/webm" />
        <source src="/assets/video/hero.mp4" type="video/mp4" />
      </video>
      <div className={styles.hero__shade} />
      <div className={`container ${styles.hero__content}`}>
        <p className={styles.hero__eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className={styles.hero__lead}>{t('hero.lead')}</p>
        <a href="#history" className="button button--light">
          {t('hero.historyLink')}
        </a>
      </div>
      <button type="button" className={styles.hero__toggle} disabled={!hydrated} onClick={toggle}>
        {playing ? t('hero.pause') : t('hero.play')}
      </button>
    </section>
  );
}
