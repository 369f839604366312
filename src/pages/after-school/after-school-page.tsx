import { DEFAULT_LANGUAGE } from '../../content/languages.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { classNames } from '../../components/class-names.ts';
import { EmailLink } from '../../components/email-link.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { Section } from '../../components/section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { partners, programDocuments } from '../../content/after-school.ts';
import { formatFileSize } from '../../content/document-files.ts';
import styles from './after-school.module.css';

function CommunitySchool() {
  const { t } = useTranslation('after-school');
  const lng = useLanguage();
  return (
    <Section eyebrow={t('model.eyebrow')} title={t('model.title')} lead={t('model.lead')}>
      <p>{t('model.body')}</p>
      <ul className={`grid ${styles['as-partners']}`}>
        {partners.map((partner) => (
          <li key={partner.id} className={`card ${styles['as-partner']}`}>
            <h3>{partner.name}</h3>
            <p>{partner.description[lng]}</p>
            <ul className={styles['as-partner__services']}>
              {partner.services.map((service) => (
                <li key={service[DEFAULT_LANGUAGE]}>{service[lng]}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ProgramDocuments() {
  const { t } = useTranslation('after-school');
  const lng = useLanguage();
  return (
    <Section tone="cream" title={t('documents.title')} lead={t('documents.lead')}>
      <ul className={styles['as-documents']}>
        {programDocuments.map((document) => (
          <li key={document.href} className={`card ${styles['as-document']}`}>
            <span
              className={classNames(
                styles['as-document__icon'],
                styles[`as-document__icon--${document.type.toLowerCase()}`],
              )}
              aria-hidden="true"
            >
              {document.type}
            </span>
            <div>
              <h3 className={styles['as-document__title']}>
                <ExternalLink href={document.href}>
                  {document.title[lng]}
                  <span className={styles['as-document__meta']}>
                    {' '}
                    {t('documents.meta', {
                      type: document.type,
                      size: formatFileSize(document.bytes, lng),
                    })}
                  </span>
                </ExternalLink>
              </h3>
              <p>{document.description[lng]}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Contacts() {
  const { t } = useTranslation('after-school');
  const lng = useLanguage();
  return (
    <Section title={t('contacts.title')} lead={t('contacts.lead')}>
      {partners.map((partner) => (
        <section
          key={partner.id}
          className={styles['as-contact-group']}
          aria-labelledby={`as-contacts-${partner.id}`}
        >
          <h3 id={`as-contacts-${partner.id}`}>{partner.name}</h3>
          <ul className={`grid ${styles['as-contacts']}`}>
            {partner.contacts.map((contact) => (
              <li key={contact.email} className={`card ${styles['as-contact']}`}>
                <p className={styles['as-contact__name']}>{contact.name}</p>
                <p className={styles['as-contact__role']}>{contact.role[lng]}</p>
                <EmailLink email={contact.email} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Section>
  );
}

function CallToAction() {
  const { t } = useTranslation('after-school');
  return (
    <Section
      className={styles['as-cta']}
      containerClassName={styles['as-cta__inner']}
      title={t('cta.title')}
    >
      <p>{t('cta.body')}</p>
      <InternalLink to="/calendar" className="button button--light">
        {t('cta.button')}
      </InternalLink>
    </Section>
  );
}

/** /after-school: the community school model, program documents, partner contacts. */
export default function AfterSchoolPage() {
  const { t } = useTranslation('after-school');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')}>
        {/* The school's weekly enrichment programs are the other page of afternoon activities. */}
        <p className="page-hero__related">
          {t('related.text')} <InternalLink to="/enrichment">{t('related.link')}</InternalLink>
        </p>
      </PageHero>
      <CommunitySchool />
      <ProgramDocuments />
      <Contacts />
      <CallToAction />
    </>
  );
}
