import { EmailLink } from '../../components/email-link.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { site } from '../../content/site.ts';
import { useLanguage } from '../../hooks/language.ts';
import { useToday } from '../../hooks/today.ts';
import { footerLinks } from '../../domain/navigation.ts';
import { dayParts } from '../../domain/time-core.ts';
import { SocialIcon } from './social-icon.tsx';
import './footer.css';

/** The site-wide footer: addresses, phone, email, page links, social icons, legal notes and the year. */
export function Footer() {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const { year } = dayParts(useToday());

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {site.name}
          </h2>
          {site.buildings.map((building) => (
            <address key={building.id} className="site-footer__address">
              <strong>{building.name[lng]}</strong> · {building.grades[lng]}
              <br />
              {building.address.street}, {building.address.city}, {building.address.state}{' '}
              {building.address.zip}
            </address>
          ))}
          <p>
            {t('footer.phone')}: <PhoneLink phone={site.phone} />
            <br />
            {t('footer.email')}: <EmailLink email={site.email} />
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {t('footer.linksHeading')}
          </h2>
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <InternalLink to={link.path}>{t(`nav.${link.label}`)}</InternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t('footer.followUs')}
          </h2>
          <ul className="site-footer__social">
            {site.socials.map((social) => {
              // Each network's name is in the locale files, for a language that writes it in its own letters.
              const name = t(`footer.networks.${social.network}`);
              return (
                <li key={social.network}>
                  {social.url === undefined ? (
                    <span
                      className="social social--soon"
                      role="img"
                      aria-label={t('footer.socialSoon', { name })}
                    >
                      <SocialIcon network={social.network} />
                    </span>
                  ) : (
                    <ExternalLink href={social.url} className="social">
                      <SocialIcon network={social.network} />
                      <span className="visually-hidden">{name}</span>
                    </ExternalLink>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="site-footer__note">{t('footer.socialNote')}</p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{t('footer.copyright', { year, name: site.name })}</p>
        <ul className="site-footer__legal" aria-label={t('footer.legalLabel')}>
          {(['privacy', 'terms', 'titleIX'] as const).map((key) => (
            <li key={key}>
              <ComingSoon>{t(`footer.${key}`)}</ComingSoon>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
