import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../hooks/near-screen.ts';
import { useFocusHandOff } from '../../components/focus-hand-off.ts';
import { useElementSize } from '../../components/use-element-size.ts';
import { useZoom } from '../../components/use-zoom.ts';
import { ZoomControls } from '../../components/zoom-controls.tsx';
import type { PdfDocumentProps, PageSize } from './pdf-document.tsx';
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

/** How near the screen the viewer starts to load and draw the PDF: half a screen above or below. */
const VIEWER_NEAR_MARGIN = '50% 0px';

/** US Letter in points: the shape assumed for a page until it has loaded. */
const LETTER: PageSize = { width: 612, height: 792 };

/** The zoom range, as factors of the fitted width: half of it to three times it. */
const ZOOM_RANGE = { min: 0.5, max: 3 };

type Turn = 'previous' | 'next';

interface PageControlsProps {
  /** The group's name for screen readers: the upper and the lower set are told apart by it. */
  label: string;
  /** "Page 3 of 10", or '' until the document has loaded. */
  status: string;
  /** The upper set's status is announced when it changes; the lower one repeats it silently. */
  live: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onTurn: (turn: Turn, button: HTMLButtonElement | null) => void;
  previousRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Previous page, the page status, next page. Each button is described by the status, so either
 * set says which page is shown when it is reached ("Next page, button, Page 3 of 10").
 */
function PageControls({
  label,
  status,
  live,
  canPrevious,
  canNext,
  onTurn,
  previousRef,
  nextRef,
}: PageControlsProps) {
  const { t } = useTranslation('common');
  const statusId = useId();
  const button = (turn: Turn, ref: RefObject<HTMLButtonElement | null>, enabled: boolean) => (
    <button
      ref={ref}
      type="button"
      className="button button--secondary"
      disabled={!enabled}
      aria-describedby={statusId}
      onClick={() => onTurn(turn, ref.current)}
    >
      {turn === 'previous' ? (
        <>
          <span className="direction-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('pdfViewer.previous')}
        </>
      ) : (
        <>
          {t('pdfViewer.next')}{' '}
          <span className="direction-arrow" aria-hidden="true">
            →
          </span>
        </>
      )}
    </button>
  );
  return (
    <div className="pdf-viewer__toolbar" role="group" aria-label={label}>
      {button('previous', previousRef, canPrevious)}
      <p id={statusId} className="pdf-viewer__count" aria-live={live ? 'polite' : undefined}>
        {status}
      </p>
      {button('next', nextRef, canNext)}
    </div>
  );
}

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
 * A PDF viewer: a titled page of the document, previous and next page buttons above it and again
 * below it (a reader who has scrolled to the end of a page on a phone turns it there, and is taken
 * to the top of the next one), zoom (buttons, and a two-finger pinch on the page), a download
 * link, "Loading PDF..." while it loads and a red error box if it fails.
 *
 * The page is drawn "fitted" at first: as wide as the viewer allows (see .pdf-viewer__stage in
 * pdf-viewer.css, where the rule lives). Zooming redraws it at the new size for the screen's pixel
 * density, inside the same box, which then scrolls both ways.
 */
export function PdfViewer({ file, page, onPageChange, title, headingLevel = 3 }: PdfViewerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [status, setStatus] = useState<Status>('loading');
  const [numPages, setNumPages] = useState<number | null>(null);
  // The shown page's size in points, once it has loaded (until then the stylesheet's guess).
  const [size, setSize] = useState<PageSize | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  // The PDF's code downloads and the page is drawn only once the viewer is within half a screen
  // of being seen: a visitor who does not scroll there costs the phone nothing (issue 32: the
  // page's main thread was busy for 388 ms with a PDF below the first screen).
  const near = useNearScreen(stage, VIEWER_NEAR_MARGIN);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const previousBelow = useRef<HTMLButtonElement>(null);
  const nextBelow = useRef<HTMLButtonElement>(null);
  // A page turned from below the page: the reader goes to the top of the new page.
  const turnedBelow = useRef<Turn | null>(null);
  const handOff = useFocusHandOff();
  const fitted = useElementSize(stage)?.width ?? null;
  const zoom = useZoom(scroller, sheet, ZOOM_RANGE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ready = status === 'loaded' && numPages !== null;
  const width = fitted === null ? null : Math.round(fitted * zoom.zoom);
  const shape = size ?? LETTER;
  const height = width === null ? null : Math.floor((width * shape.height) / shape.width);

  // Another page starts at its top. Turned from the lower buttons, the viewer scrolls back to its
  // title, and the focus goes to the same button above the page (or the other one, if that one
  // now stops at the first or last page), where a screen reader announces the new page and
  // reading goes on down into it.
  useEffect(() => {
    if (scroller.current !== null) scroller.current.scrollTop = 0;
    const turn = turnedBelow.current;
    if (turn === null) return;
    turnedBelow.current = null;
    section.current?.scrollIntoView({ block: 'start' });
    const [same, other] = turn === 'next' ? [next, previous] : [previous, next];
    const target = same.current?.disabled === false ? same.current : other.current;
    target?.focus({ preventScroll: true });
  }, [page]);

  const turnPage = (turn: Turn) => onPageChange(turn === 'next' ? page + 1 : page - 1);
  const controls = {
    status: ready ? t('pdfViewer.pageOf', { page, total: numPages }) : '',
    canPrevious: ready && page > 1,
    canNext: ready && numPages !== null && page < numPages,
  };

  const loading = (
    <p className="pdf-viewer__status" role="status">
      {t('pdfViewer.loading')}
    </p>
  );

  return (
    <section ref={section} className="pdf-viewer" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="pdf-viewer__title">
        {title}
      </Heading>
      <PageControls
        {...controls}
        label={t('pdfViewer.controls')}
        live
        previousRef={previous}
        nextRef={next}
        onTurn={(turn, button) => {
          if (turn === 'next') handOff(button, () => previous.current);
          else handOff(button, () => next.current);
          turnPage(turn);
        }}
      />
      <ZoomControls zoom={zoom} fitLabel={t('zoom.fitWidth')} disabled={!ready} />
      <div
        ref={stage}
        className={`pdf-viewer__stage${status === 'error' ? ' pdf-viewer__stage--error' : ''}`}
        // Set from script only: the Content-Security-Policy allows no style="" in the HTML.
        style={
          size === null
            ? undefined
            : ({ '--page-width': size.width, '--page-height': size.height } as CSSProperties)
        }
      >
        {status === 'error' ? (
          <p className="pdf-viewer__error notice notice--error" role="alert">
            {t('pdfViewer.error')}
          </p>
        ) : (
          // Zoomed in, the page scrolls inside the box, by touch, wheel or (focused) arrow keys.
          <div
            ref={scroller}
            className={`zoom-view pdf-viewer__scroller${zoom.zoomed ? ' zoom-view--zoomed' : ''}`}
            {...(zoom.zoomed
              ? { tabIndex: 0, role: 'region', 'aria-label': t('zoom.zoomedView') }
              : {})}
          >
            <div
              ref={sheet}
              className="pdf-viewer__sheet"
              style={
                width === null || height === null || size === null ? undefined : { width, height }
              }
            >
              {near && PdfDocument !== null && width !== null && height !== null ? (
                <Suspense fallback={loading}>
                  <PdfDocument
                    file={file}
                    page={page}
                    width={width}
                    height={height}
                    loading={loading}
                    passwordPrompt={t('pdfViewer.passwordPrompt')}
                    passwordIncorrect={t('pdfViewer.passwordIncorrect')}
                    onLoad={(pages) => {
                      setNumPages(pages);
                      setStatus('loaded');
                      // A shorter document than expected shows its last page.
                      if (page > pages) onPageChange(pages);
                    }}
                    onPageSize={(shown) => {
                      if (shown.width !== size?.width || shown.height !== size.height)
                        setSize(shown);
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
          </div>
        )}
      </div>
      <PageControls
        {...controls}
        label={t('pdfViewer.controlsBelow')}
        live={false}
        previousRef={previousBelow}
        nextRef={nextBelow}
        onTurn={(turn) => {
          turnedBelow.current = turn;
          turnPage(turn);
        }}
      />
      <p className="pdf-viewer__download">
        <a href={file} download className="button button--primary">
          {t('pdfViewer.download')}
        </a>
      </p>
    </section>
  );
}
