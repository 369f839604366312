import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../app/hydrated.ts';
import type { PdfDocumentProps } from './pdf-document.tsx';
import './pdf-viewer.css';

/** Stands in for the viewer when its code cannot be downloaded: the viewer shows its error. */
function ViewerCodeFailed({ onError }: PdfDocumentProps) {
  useEffect(() => onError(new Error('The PDF viewer could not be downloaded.')), [onError]);
  return null;
}

// react-pdf and pdf.js load in the browser only, after hydration (import.meta.env.SSR removes the
// import from the server build altogether), so every page renders the same placeholder on the
// server and in the browser's first render, and only pages with a viewer ever download them.
const PdfDocument = import.meta.env.SSR
  ? null
  : lazy((): Promise<{ default: ComponentType<PdfDocumentProps> }> =>
      import('./pdf-document.tsx').catch(() => ({ default: ViewerCodeFailed })),
    );

type Status = 'loading' | 'loaded' | 'error';

export interface PdfViewerProps {
  /** Address of the PDF on this site. */
  file: string;
  /** The page shown (1-based); the viewer's buttons ask for another through onPageChange. */
  page: number;
  onPageChange: (page: number) => void;
  /** The viewer's heading (for the library: the month of the page shown). */
  title: string;
  /** Level of that heading in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A PDF viewer: a titled page of the document at the spec's width, previous and next page
 * buttons, a download link, "Loading PDF..." while it loads and a red error box if it fails.
 */
export function PdfViewer({ file, page, onPageChange, title, headingLevel = 3 }: PdfViewerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('loading');
  const [numPages, setNumPages] = useState<number | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ready = status === 'loaded' && numPages !== null;

  const loading = (
    <p className="pdf-viewer__status" role="status">
      {t('pdfViewer.loading')}
    </p>
  );

  return (
    <section className="pdf-viewer" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="pdf-viewer__title">
        {title}
      </Heading>
      <div className="pdf-viewer__toolbar" role="group" aria-label={t('pdfViewer.controls')}>
        <button
          type="button"
          className="button button--secondary"
          disabled={!ready || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">←</span> {t('pdfViewer.previous')}
        </button>
        <p className="pdf-viewer__count" aria-live="polite">
          {ready ? t('pdfViewer.pageOf', { page, total: numPages }) : ''}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={!ready || page >= numPages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('pdfViewer.next')} <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className={`pdf-viewer__stage${status === 'error' ? ' pdf-viewer__stage--error' : ''}`}>
        {status === 'error' ? (
          <p className="pdf-viewer__error notice notice--error" role="alert">
            {t('pdfViewer.error')}
          </p>
        ) : hydrated && PdfDocument !== null ? (
          <Suspense fallback={loading}>
            <PdfDocument
              file={file}
              page={page}
              loading={loading}
              passwordPrompt={t('pdfViewer.passwordPrompt')}
              passwordIncorrect={t('pdfViewer.passwordIncorrect')}
              onLoad={(pages) => {
                setNumPages(pages);
                setStatus('loaded');
                // A shorter document than expected shows its last page.
                if (page > pages) onPageChange(pages);
              }}
              onError={(error) => {
                console.warn('The PDF could not be shown.', error);
                setStatus('error');
              }}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
      <p className="pdf-viewer__download">
        <a href={file} download className="button button--primary">
          {t('pdfViewer.download')}
        </a>
      </p>
    </section>
  );
}
