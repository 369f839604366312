/**
 * Text measurement and line wrapping for the generated documents. SVG has no automatic line
 * wrapping, so words are measured with Pango through sharp's text input: librsvg lays SVG text
 * out with the same Pango and fontconfig, so the widths match what is finally drawn.
 */
import sharp from 'sharp';
import { escapeXml } from './svg.ts';

export interface FontStyle {
  family: 'serif' | 'sans';
  bold?: boolean;
  italic?: boolean;
}

/** Widths are measured once at this size and scaled. */
const REFERENCE_SIZE = 100;
/** Pango lays lines out a hair wider than the sum of their words; keep a little slack. */
const SAFETY = 1.02;

function pangoFont(style: FontStyle): string {
  const family = style.family === 'serif' ? 'DejaVu Serif' : 'DejaVu Sans';
  // e.g. "DejaVu Serif Bold Italic 100".
  return [family, style.bold && 'Bold', style.italic && 'Italic', REFERENCE_SIZE]
    .filter(Boolean)
    .join(' ');
}

/** Glues phone numbers, times ("7:30 a. m.") and "No. 2" together with no-break spaces. */
function keepTogether(content: string): string {
  return content
    .replace(/\((\d{3})\) (\d{3}-\d{4})/g, '($1)\u00a0$2')
    .replace(/(\d) ([ap])\. m\./g, '$1\u00a0$2.\u00a0m.')
    .replace(/(\d) ([ap])\.m\./g, '$1\u00a0$2.m.')
    .replace(/(No\.|n\.º) (\d)/g, '$1\u00a0$2');
}

export class TextMeasurer {
  private readonly cache = new Map<string, number>();

  /** Width in pixels of `content` set in `style` at `size` px. */
  async width(content: string, style: FontStyle, size: number): Promise<number> {
    if (content === '') return 0;
    const font = pangoFont(style);
    const key = `${font}\u0000${content}`;
    let width = this.cache.get(key);
    if (width === undefined) {
      // A visible sentinel on each side keeps leading/trailing spaces in the measurement.
      const [framed, bare] = await Promise.all([
        sharp({ text: { text: escapeXml(`|${content}|`), font, dpi: 72 } }).metadata(),
        sharp({ text: { text: '||', font, dpi: 72 } }).metadata(),
      ]);
      width = (framed.width ?? 0) - (bare.width ?? 0);
      this.cache.set(key, width);
    }
    return (width * size) / REFERENCE_SIZE;
  }

  /** Greedy word wrap into lines no wider than `maxWidth`. */
  async wrap(content: string, style: FontStyle, size: number, maxWidth: number): Promise<string[]> {
    // Split on ordinary spaces only: no-break spaces (U+00A0) keep their neighbours together.
    const words = keepTogether(content)
      .split(/[ \t\n]+/)
      .filter(Boolean);
    const space = await this.width(' ', style, size);
    const lines: string[][] = [];
    let width = 0; // of the last line
    for (const word of words) {
      const w = await this.width(word, style, size);
      const line = lines.at(-1);
      const next = width + space + w;
      if (line && next * SAFETY <= maxWidth) {
        line.push(word);
        width = next;
      } else {
        lines.push([word]);
        width = w;
      }
    }
    return lines.map((line) => line.join(' '));
  }

  /** Largest size (stepping down from `size`) at which `content` fits on one line. */
  async fit(content: string, style: FontStyle, size: number, maxWidth: number): Promise<number> {
    let current = size;
    while (current > 8 && (await this.width(content, style, current)) * SAFETY > maxWidth) {
      current -= 2;
    }
    return current;
  }
}
