/**
 * Which page of the library's monthly PDF (one page per school month, September to June) to show
 * in a month. Pure, so the server, the browser and the tests agree.
 */
import { dayParts } from '../../domain/time-core.ts';

/** Number of pages of the monthly PDF: September to June. */
const MONTHLY_PDF_PAGES = 10;

export interface MonthlyPage {
  /** Page of the PDF to show, 1–10. */
  page: number;
  /** The month (1–12) that page is about. */
  month: number;
  /** July and August show September's page as a preview of the coming school year. */
  summerPreview: boolean;
}

/**
 * The page for a month (1 = January … 12 = December): September to December are pages 1–4,
 * January to June pages 5–10, and July and August show page 1 as the "Summer Preview".
 */
export function monthlyPdfPage(month: number): MonthlyPage {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month must be 1 to 12, got ${month}`);
  if (month === 7 || month === 8) return { page: 1, month: 9, summerPreview: true };
  const page = month >= 9 ? month - 8 : month + 4;
  return { page, month, summerPreview: false };
}

/** The month (1–12) a page of the monthly PDF is about: page 1 is September, page 10 June. */
export function monthOfPage(page: number): number {
  if (!Number.isInteger(page) || page < 1 || page > MONTHLY_PDF_PAGES)
    throw new RangeError(`page must be 1 to ${MONTHLY_PDF_PAGES}, got ${page}`);
  return page <= 4 ? page + 8 : page - 4;
}

/** The month (1–12) of a YYYY-MM-DD day. */
export function monthOfIsoDay(isoDay: string): number {
  return dayParts(isoDay).month;
}
