import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { FullImage, largestFullCopy, ResponsiveImage } from '../../components/responsive-image.tsx';
import { classDocuments } from '../../content/class-documents.ts';
import { languageName } from '../../i18n/format.ts';
import type { ClassDocument } from '../../content/media-manifest.ts';
import {
  documentLabel,
  documentsForLanguage,
  type ClassDocumentType,
} from '../../domain/class-documents.ts';
import {
  classesPagePath,
  classesPageState,
  classesPathOfQuery,
  type ClassDocumentText,
  type ClassesState,
} from '../../domain/class-pages.ts';
import { GRADES } from '../../domain/media-catalog.ts';
import { usePageLocation } from '../../hooks/location.ts';
import { usePageClassText } from '../../hooks/page-class-text.ts';
import { localizePath, splitLanguage } from '../../i18n/paths.ts';
import styles from './classes.module.css';
import { ExternalLink } from '../../components/external-link.tsx';

const TYPES: ClassDocumentType[] = ['welcome', 'supply'];
const CARD_SIZES = '(min-width: 56rem) 18rem, (min-width: 36rem) 45vw, 90vw';

/**
 * A link to the Classes page of a grade and kind of document, marked as the current page when it is
 * the one shown. It leads to `anchor`, the choice the visitor made, so that on a phone the new page
 * opens where they were rather than at the top.
 */
function ClassesLink({
  to,
  shown,
  anchor,
  className,
  children,
}: {
  to: ClassesState;
  shown: ClassesState;
  anchor: string;
  className?: string;
  children: ReactNode;
}) {
  const lng = useLanguage();
  const current = to.grade === shown.grade && to.type === shown.type;
  return (
    <a
      href={`${localizePath(classesPagePath(to), lng)}#${anchor}`}
      className={className}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </a>
  );
}

/** A letter's or list's text, from the grade's file in data/class-documents/, in the page's language. */
function DocumentText({ text, type }: { text: ClassDocumentText; type: ClassDocumentType }) {
  const id = useId();
  return (
    <article className={styles.classes__text} aria-labelledby={id}>
      <h3 id={id}>{text.title}</h3>
      {type === 'supply' ? (
        <ul className={styles.classes__supplies}>
          {text.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        text.lines.map((line, index) => <p key={index}>{line}</p>)
      )}
    </article>
  );
}

/** True for a click that asks for a new tab or window (or a download): the browser's to follow. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A document's label in the page's language: "Welcome Letter (Spanish)", "Carta de bienvenida (en inglés)". */
function useDocumentLabel(): (document: ClassDocument) => string {
  const { t } = useTranslation('classes');
  const lng = useLanguage();
  return (document) => {
    const { key, language } = documentLabel(document);
    return language === undefined
      ? t(`documents.${document.type}.${key}`)
      : t(`documents.${document.type}.${key}`, { language: languageName(language, lng) });
  };
}

function DocumentCards({
  documents,
  type,
  gradeInSentence,
  heading,
  onOpen,
}: {
  documents: readonly ClassDocument[] | undefined;
  type: ClassDocumentType;
  /** The grade's name as a sentence writes it ("quinto grado"). */
  gradeInSentence: string;
  /**
   * Above the cards when the document is also shown as text ("Printable versions"); then, without
   * cards, nothing is shown rather than the "no documents" notice.
   */
  heading: string | undefined;
  onOpen: (document: ClassDocument) => void;
}) {
  const { t } = useTranslation('classes');
  const lng = useLanguage();
  const labelOf = useDocumentLabel();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  // The page's language first: on /es/, a Spanish letter comes before its English version.
  const shown = documentsForLanguage(documents ?? [], lng).filter(
    (document) => document.type === type && !failed.has(document.src),
  );
  if (shown.length === 0 && heading !== undefined) return null;
  if (documents === undefined) {
    return (
      <div className={styles.classes__empty}>
        <h3>{t('notFound.title')}</h3>
        <p>{t('notFound.body')}</p>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className={styles.classes__empty}>
        <h3>{t('noDocuments.title')}</h3>
        <p>{t(`noDocuments.${type}`, { grade: gradeInSentence })}</p>
      </div>
    );
  }
  return (
    <>
      {heading !== undefined && <h3>{heading}</h3>}
      <ul className={styles.classes__documents}>
        {shown.map((document) => {
          const label = labelOf(document);
          return (
            <li key={document.file}>
              {/* A link to the picture, so that it opens before and without the scripts; once
                  they run, the picture opens in a dialog instead. */}
              <a
                href={largestFullCopy(document)}
                className={styles.classes__document}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  onOpen(document);
                }}
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
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Classes: one page per grade and kind of document (src/domain/class-pages.ts), whose grades and
 * Welcome Letters / Supply Lists are links to each other's pages; the grade's description and
 * focus, its letter's or list's text when it has one, and its pictures.
 */
export default function ClassesPage() {
  const { t } = useTranslation(['classes', 'common']);
  const lng = useLanguage();
  const labelOf = useDocumentLabel();
  const id = useId();
  const shown = classesPageState(splitLanguage(usePageLocation().pathname).path);
  const { grade, type } = shown;
  const text = usePageClassText();
  const [open, setOpen] = useState<ClassDocument | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const fullCopy = open === null ? undefined : largestFullCopy(open);
  const gradeName = t(`grades.${grade}.name`);
  const gradeInSentence = t(`grades.${grade}.nameInSentence`);
  const openDocument = (document: ClassDocument) => {
    setOpenFailed(false);
    setOpen(document);
  };

  // The addresses from before each grade had its page (/classes?grade=second&tab=supply) lead there.
  useEffect(() => {
    const path = classesPathOfQuery(window.location.search);
    if (path !== null) window.location.replace(localizePath(path, lng));
  }, [lng]);

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="container section">
        <nav id="grades" aria-label={t('gradesLabel')}>
          <ul className={styles.classes__grades}>
            {GRADES.map((item) => (
              <li key={item.id}>
                <ClassesLink
                  to={{ grade: item.id, type }}
                  shown={shown}
                  anchor="grades"
                  className={styles.classes__grade}
                >
                  <span
                    className={`${styles.classes__badge} ${styles[`classes__badge--${item.id}`]}`}
                    aria-hidden="true"
                  >
                    {t(`grades.${item.id}.shortName`)}
                  </span>
                  {t(`grades.${item.id}.name`)}
                </ClassesLink>
              </li>
            ))}
          </ul>
        </nav>

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

        <nav id="documents" aria-label={t('tabsLabel', { grade: gradeInSentence })}>
          <ul className={styles.classes__types}>
            {TYPES.map((item) => (
              <li key={item}>
                <ClassesLink
                  to={{ grade, type: item }}
                  shown={shown}
                  anchor="documents"
                  className={styles.classes__type}
                >
                  {t(`tabs.${item}`)}
                </ClassesLink>
              </li>
            ))}
          </ul>
        </nav>
        {text !== null && <DocumentText text={text} type={type} />}
        <DocumentCards
          documents={classDocuments[grade]}
          type={type}
          gradeInSentence={gradeInSentence}
          heading={text === null ? undefined : t('printable')}
          onOpen={openDocument}
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
              {labelOf(open)} · {gradeName}
            </h2>
            {openFailed ? (
              <p className={styles.classes__unavailable}>{t('documentUnavailable')}</p>
            ) : (
              <FullImage
                className={styles['classes-dialog__image']}
                image={open}
                sizes="(min-width: 60rem) 56rem, 100vw"
                alt={t('documentAlt', {
                  label: labelOf(open),
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
