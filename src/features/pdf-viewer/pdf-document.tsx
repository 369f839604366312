// The heavy half of the PDF viewer: react-pdf, pdf.js and its worker. Only pdf-viewer.tsx imports
// it, lazily and in the browser after hydration, so none of this is in the first-load script of
// any page and none of it runs while pages are prerendered (pdf.js touches DOMMatrix on load).
import { useState, type ReactNode } from 'react';
import { Document, Page, PasswordResponses, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { canvasPixelRatio } from './canvas-size.ts';

// The worker is bundled with the site and served from /static/ (never a CDN). react-pdf asks for
// it to be set in the module that renders <Document>.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** A page's size in points (1/72 inch). */
export interface PageSize {
  width: number;
  height: number;
}

export interface PdfDocumentProps {
  file: string;
  page: number;
  /** The size to draw the page at, in CSS pixels (the viewer's fitted width times its zoom). */
  width: number;
  height: number;
  /** Shown while the document or the page loads. */
  loading: ReactNode;
  /** The password prompts, in the page's language. */
  passwordPrompt: string;
  passwordIncorrect: string;
  onLoad: (numPages: number) => void;
  /** The size of the page shown, once it has loaded. */
  onPageSize?: (size: PageSize) => void;
  onError: (error: Error) => void;
}

/** One page of a PDF, rendered with its text layer so it can be selected and read aloud. */
export default function PdfDocument({
  file,
  page,
  width,
  height,
  loading,
  passwordPrompt,
  passwordIncorrect,
  onLoad,
  onPageSize,
  onError,
}: PdfDocumentProps) {
  // The page is rendered once the document has loaded, kept within its page count.
  const [numPages, setNumPages] = useState<number | null>(null);
  return (
    <Document
      file={file}
      suspense={false}
      loading={loading}
      error={null}
      onLoadSuccess={(document) => {
        setNumPages(document.numPages);
        onLoad(document.numPages);
      }}
      onLoadError={onError}
      onSourceError={onError}
      onPassword={(callback, reason) => {
        const answer = window.prompt(
          reason === PasswordResponses.INCORRECT_PASSWORD ? passwordIncorrect : passwordPrompt,
        );
        // Cancelling the prompt gives up on the document (the viewer shows its error).
        if (answer === null) onError(new Error('No password was given for the PDF.'));
        else callback(answer);
      }}
      className="pdf-viewer__document"
    >
      {numPages !== null && (
        <Page
          pageNumber={Math.min(page, numPages)}
          width={width}
          // Sharp at the screen's pixel density, within what a phone's browser can draw.
          devicePixelRatio={canvasPixelRatio(window.devicePixelRatio, width, height)}
          loading={loading}
          error={null}
          onLoadSuccess={(shown) =>
            onPageSize?.({ width: shown.originalWidth, height: shown.originalHeight })
          }
          onLoadError={onError}
          onRenderError={onError}
          renderAnnotationLayer
          renderTextLayer
          className="pdf-viewer__page"
        />
      )}
    </Document>
  );
}
