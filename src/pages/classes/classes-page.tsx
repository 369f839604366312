import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { FullImage, largestFullCopy, ResponsiveImage } from '../../components/responsive-image.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { classDocuments } from '../../content/class-documents.ts';
import type { ClassDocument } from '../../content/media-manifest.ts';
import {
  documentLabelKey,
  documentsForLanguage,
  type ClassDocumentType,
} from '../../domain/class-documents.ts';
import { GRADES, type GradeId } from '../../domain/media-catalog.ts';
import styles from './classes.module.css';
import { ExternalLink } from '../../components/external-link.tsx';
import { useSearchParams } from '../../hooks/location.ts';

const TYPES: ClassDocumentType[] = ['welcome', 'supply'];
const CARD_SIZES = '(min-width: 56rem) 18rem, (min-width: 36rem) 45vw, 90vw';

/** Reads the grade and tab from the URL query; kindergarten and Welcome Letters by default. */
export function classesState(query: URLSearchParams): { grade: GradeId; type: ClassDocumentType } {
  const grade = GRADES.find((item) => item.id === query.get('grade'))?.id ?? 'kindergarten';
  const type = query.get('tab') === 'supply' ? 'supply' : 'welcome';
  return { grade, type };
}

function DocumentCards({
  documents,
  type,
  gradeInSentence,
  onOpen,
}: {
  documents: readonly ClassDocument[] | undefined;
  type: ClassDocumentType;
  /** The grade's name as a sentence writes it ("quinto grado"). */
  gradeInSentence: string;
  onOpen: (document: ClassDocument) => void;
}) {
  const { t } = useTranslation('classes');
  const lng = useLanguage();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  if (documents === undefined) {
    return (
      <div className={styles.classes__empty}>
        <h3>{t('notFound.title')}</h3>
        <p>{t('notFound.body')}</p>
      </div>
    );
  }
  // The page's language first: on /es/, a Spanish letter comes before its English version.
  const shown = documentsForLanguage(documents, lng).filter(
    (document) => document.type === type && !failed.has(document.src),
  );
  if (shown.length === 0) {
    return (
      <div className={styles.classes__empty}>
        <h3>{t('noDocuments.title')}</h3>
        <p>{t(`noDocuments.${type}`, { grade: gradeInSentence })}</p>
      </div>
    );
  }
  return (
    <ul className={styles.classes__documents}>
      {shown.map((document) => {
        const label = t(`documents.${type}.${documentLabelKey(document)}`);
        return (
          <li key={document.file}>
            <button
              type="button"
              className={styles.classes__document}
              onClick={() => onOpen(document)}
            >
              <ResponsiveImage
                image={document}
                alt={t('documentAlt', { label, grade: gradeInSentence })}
                sizes={CARD_SIZES}
                fallback={null}
                // A card whose image fails is hidden (docs/product-rules.md, Classes).
                onFail={() => setFailed((previous) => new Set(previous).add(document.src))}
              />
              <span className={styles.classes__label}>{label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Classes: a grade selector, the grade's description and focus, and its letters and lists. */
export default function ClassesPage() {
  const { t } = useTranslation(['classes', 'common']);
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const { grade, type } = classesState(query);
  const [open, setOpen] = useState<ClassDocument | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const fullCopy = open === null ? undefined : largestFullCopy(open);
  const gradeName = t(`grades.${grade}.name`);
  const gradeInSentence = t(`grades.${grade}.nameInSentence`);
  const choose = (next: { grade: GradeId; type: ClassDocumentType }) =>
    setQuery({ grade: next.grade, tab: next.type }, { flushSync: true });
  const openDocument = (document: ClassDocument) => {
    setOpenFailed(false);
    setOpen(document);
  };

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="container section">
        <div className={styles.classes__grades} role="group" aria-label={t('gradesLabel')}>
          {GRADES.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.classes__grade}
              aria-pressed={item.id === grade}
              onClick={() => choose({ grade: item.id, type })}
            >
              <span
                className={`${styles.classes__badge} ${styles[`classes__badge--${item.id}`]}`}
                aria-hidden="true"
              >
                {t(`grades.${item.id}.shortName`)}
              </span>
              {t(`grades.${item.id}.name`)}
            </button>
          ))}
        </div>

        <section className={styles['classes__grade-info']} aria-labelledby={`${id}-grade`}>
          <h2 id={`${id}-grade`}>{gradeName}</h2>
          <p>{t(`grades.${grade}.description`)}</p>
          <h3>{t('focusTitle')}</h3>
          <ul className={styles.classes__focus}>
            {(['focus1', 'focus2', 'focus3', 'focus4'] as const).map((key) => (
              <li key={key}>{t(`grades.${grade}.${key}`)}</li>
            ))}
          </ul>
        </section>

        <Tabs
          label={t('tabsLabel', { grade: gradeInSentence })}
          selected={TYPES.indexOf(type)}
          onSelect={(index) => choose({ grade, type: TYPES[index] ?? 'welcome' })}
          tabs={TYPES.map((item) => ({
            id: item,
            label: t(`tabs.${item}`),
            content: (
              <DocumentCards
                key={`${grade}-${item}`}
                documents={classDocuments[grade]}
                type={item}
                gradeInSentence={gradeInSentence}
                onOpen={openDocument}
              />
            ),
          }))}
        />
      </div>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy={`${id}-document`}
        className={styles['classes-dialog']}
      >
        {open !== null && (
          <>
            <ModalCloseButton label={t('close')} onClick={() => setOpen(null)} />
            <h2 id={`${id}-document`}>
              {t(`documents.${open.type}.${documentLabelKey(open)}`)} · {gradeName}
            </h2>
            {openFailed ? (
              <p className={styles.classes__unavailable}>{t('documentUnavailable')}</p>
            ) : (
              <FullImage
                className={styles['classes-dialog__image']}
                image={open}
                sizes="(min-width: 60rem) 56rem, 100vw"
                alt={t('documentAlt', {
                  label: t(`documents.${open.type}.${documentLabelKey(open)}`),
                  grade: gradeInSentence,
                })}
                onError={() => setOpenFailed(true)}
              />
            )}
            {/* The original is not published: without a copy there is nothing larger to open. */}
            {fullCopy !== undefined && (
              <p>
                <ExternalLink href={fullCopy}>{t('openFull')}</ExternalLink>
              </p>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
