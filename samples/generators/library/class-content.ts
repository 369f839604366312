/**
 * Text of the sample grade documents: welcome letters (English and Spanish, usted/ustedes
 * form) and supply lists, in content/classes/documents.json (grade → file name → text), and
 * what every page prints in its language, in content/classes/page.json. Dates follow
 * data/events/ for 2026–2027 (first day Thursday, September 10; Meet the Teacher Night
 * Thursday, September 17). Teachers are the fictional staff of the directory cards.
 */
import documents from '../../content/classes/documents.json' with { type: 'json' };
import page from '../../content/classes/page.json' with { type: 'json' };

export type Lang = 'en' | 'es';

export const GRADE_IDS = ['kindergarten', 'first', 'second', 'third', 'fourth', 'fifth'] as const;
export type GradeId = (typeof GRADE_IDS)[number];

export interface PageText {
  letterhead: { tagline: string; addresses: string; contact: string };
  date: string;
  footer: string;
  /** The corner mark, in the document's own language. */
  sampleMark: string;
  /** The intro and note of every supply list that has none of its own. */
  intro: string;
  note: string;
}

export interface Letter {
  title: string;
  greeting: string;
  paragraphs: readonly string[];
  closing: string;
  /** e.g. "The Kindergarten Team". */
  team: string;
}

export interface SupplySection {
  heading: string;
  items: readonly string[];
}

export interface SupplyList {
  title: string;
  subtitle: string;
  intro?: string;
  /** Two columns of sections. */
  columns: readonly (readonly SupplySection[])[];
  note?: string;
  closing: string;
  team: string;
}

/** A letter or a list, told apart by its paragraphs. */
export type ClassDocument = (Letter | SupplyList) & { lang: Lang };

export const PAGE: Readonly<Record<Lang, PageText>> = page;

const TEXTS: Readonly<Record<GradeId, Readonly<Record<string, Letter | SupplyList>>>> = documents;

/**
 * File name → document, per grade. Only the site's document names are used; their language is
 * in the name, except that second grade keeps its English letter and list under the names
 * without one (welcome.png, supply.png and its second page supply2.png) beside one-page Spanish
 * versions, since the names have none for a Spanish page 2.
 */
export const DOCUMENTS = Object.fromEntries(
  GRADE_IDS.map((grade) => [
    grade,
    Object.fromEntries(
      Object.entries(TEXTS[grade]).map(([file, doc]) => [
        file,
        { ...doc, lang: file.includes('spanish') ? 'es' : 'en' },
      ]),
    ),
  ]),
) as Readonly<Record<GradeId, Readonly<Record<string, ClassDocument>>>>;
