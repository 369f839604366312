import { useHydrated } from '../../hooks/hydrated.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Crest } from '../../components/crest.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { FullImage, ResponsiveImage } from '../../components/responsive-image.tsx';
import { staffDepartments } from '../../content/staff-departments.ts';
import type { StaffDepartment, StaffMember } from '../../content/media-manifest.ts';
import { personInSentence, personName } from '../../i18n/person-name.ts';
import styles from './staff.module.css';

const CARD_SIZES = '(min-width: 75rem) 14rem, (min-width: 40rem) 30vw, 45vw';

function ImageUnavailable() {
  const { t } = useTranslation('staff');
  return (
    <span className={styles.staff__missing}>
      <Crest className={styles['staff__missing-logo']} />
      <span>{t('imageUnavailable')}</span>
    </span>
  );
}

/** The staff directory: departments in their order (docs/product-rules.md), a card per person, a dialog per card. */
export function StaffDirectory({ departments }: { departments: readonly StaffDepartment[] }) {
  const { t } = useTranslation('staff');
  const lng = useLanguage();
  const id = useId();
  const [open, setOpen] = useState<{ member: StaffMember; department: string } | null>(null);
  const hydrated = useHydrated();
  const [dialogFailed, setDialogFailed] = useState(false);
  const departmentName = (department: StaffDepartment) =>
    department.key === null ? department.folder : t(`departments.${department.key}`);
  // The picture's description: the one in the person's file in data/staff/, else a portrait of the person, which
  // says "sample" when the file is sample media (a drawing of a fictional person).
  const altOf = (member: StaffMember) =>
    member.alt?.[lng] ??
    t(member.sample ? 'sampleAlt' : 'portraitAlt', {
      ofName: personInSentence(lng, member, 'of'),
    });

  if (departments.every((department) => department.members.length === 0)) {
    return (
      <div className="container section">
        <div className="notice">
          <h2>{t('unavailable.title')}</h2>
          <p>{t('unavailable.body')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="container section">
      {departments.map((department) => {
        const name = departmentName(department);
        const headingId = `${id}-${department.folder.replace(/\W+/g, '-')}`;
        return (
          <section
            key={department.folder}
            className={styles.staff__department}
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className={styles.staff__heading}>
              {name}{' '}
              <span className={styles.staff__count}>
                {t('members', { count: department.members.length })}
              </span>
            </h2>
            {department.members.length === 0 ? (
              <p className={styles.staff__soon}>{t('comingSoon')}</p>
            ) : (
              <ul className={styles.staff__grid}>
                {department.members.map((member) => (
                  <li key={member.id}>
                    <button
                      type="button"
                      className={styles.staff__card}
                      // The details open with the scripts; until then the card is a card.
                      disabled={!hydrated}
                      onClick={() => {
                        setDialogFailed(false);
                        setOpen({ member, department: name });
                      }}
                    >
                      <ResponsiveImage
                        image={member}
                        alt={altOf(member)}
                        sizes={CARD_SIZES}
                        fallback={<ImageUnavailable />}
                      />
                      <span className={styles.staff__name}>{personName(lng, member)}</span>
                      {member.role !== undefined && (
                        <span className={styles.staff__role}>{member.role[lng]}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy={`${id}-dialog`}
        className={styles['staff-dialog']}
      >
        {open !== null && (
          <>
            <ModalCloseButton label={t('close')} onClick={() => setOpen(null)} />
            <p className="section__eyebrow">{open.department}</p>
            <h2 id={`${id}-dialog`}>{personName(lng, open.member)}</h2>
            {open.member.role !== undefined && (
              <p className={styles.staff__role}>{open.member.role[lng]}</p>
            )}
            {dialogFailed ? (
              <ImageUnavailable />
            ) : (
              <FullImage
                className={styles['staff-dialog__image']}
                image={open.member}
                sizes="(min-width: 40rem) 24rem, 80vw"
                alt={altOf(open.member)}
                onError={() => setDialogFailed(true)}
              />
            )}
            {open.member.bio !== undefined && <p>{open.member.bio[lng]}</p>}
            <div className={`button-row ${styles['staff-dialog__actions']}`}>
              <button
                type="button"
                className="button button--primary"
                onClick={() => setOpen(null)}
              >
                {t('closeButton')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}

/** The staff directory page. */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <StaffDirectory departments={staffDepartments} />
    </>
  );
}
