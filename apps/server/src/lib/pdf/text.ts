import { fontRuns, type FontRun, type FontWeight } from './fonts.js';

// Text on a PDF page in any mix of Chinese, English and French: each piece is drawn with the
// face that has its characters (fonts.ts), on one shared baseline, wrapped to a width. pdfkit's
// own wrapping knows one font per call, so the lines are laid out here.

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  align?: 'left' | 'center' | 'right';
  // Wrap to this width; without it the text is one line.
  width?: number;
  // Lines beyond this are dropped, the last one ending in "…".
  maxLines?: number;
}

const LINE_HEIGHT = 1.3;
// The baseline sits this many font sizes below the top of a line.
const ASCENT = 1.0;
const ELLIPSIS = '…';

// Where a line may break: after a run of spaces, or before and after any CJK character.
// No-break spaces (U+00A0, U+202F: French numbers) do not break.
const CJK = '\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef\\u3000-\\u303f';
const TOKENS = new RegExp(`[${CJK}]|[^ \\t${CJK}]+[ \\t]*|[ \\t]+`, 'gu');

export function lineHeight(size: number): number {
  return size * LINE_HEIGHT;
}

export class PdfText {
  private readonly registered = new Set<string>();

  constructor(readonly doc: PDFKit.PDFDocument) {}

  private use(run: FontRun, size: number): void {
    if (!this.registered.has(run.face.key)) {
      this.doc.registerFont(run.face.key, run.face.file);
      this.registered.add(run.face.key);
    }
    this.doc.font(run.face.key).fontSize(size);
  }

  width(text: string, size: number, weight: FontWeight = 400): number {
    let width = 0;
    for (const run of fontRuns(text, weight)) {
      this.use(run, size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  // The lines `text` takes at `style.width`.
  lines(text: string, style: TextStyle): string[] {
    const { size, weight = 400, width, maxLines } = style;
    const paragraphs = text.replace(/\r\n?/g, '\n').split('\n');
    if (width === undefined) return paragraphs.map((p) => p.replace(/\s+/g, ' '));
    const lines: string[] = [];
    for (const paragraph of paragraphs) {
      let line = '';
      for (const token of paragraph.match(TOKENS) ?? ['']) {
        if (this.width(line + token.trimEnd(), size, weight) <= width) {
          line += token;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = token.trimStart();
        // A word longer than the whole width is cut where it must.
        while (line && this.width(line.trimEnd(), size, weight) > width) {
          const fit = this.fitting(line, width, size, weight);
          lines.push(fit);
          line = line.slice(fit.length);
        }
      }
      lines.push(line.trimEnd());
    }
    if (maxLines === undefined || lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = this.fitting(`${kept[maxLines - 1]}${ELLIPSIS}`, width, size, weight, ELLIPSIS);
    return kept;
  }

  // The longest start of `text` within `width` (at least one character), with `suffix` after it.
  private fitting(text: string, width: number, size: number, weight: FontWeight, suffix = ''): string {
    const chars = [...text.slice(0, text.length - suffix.length)];
    let count = chars.length;
    while (count > 1 && this.width(chars.slice(0, count).join('') + suffix, size, weight) > width) count--;
    return chars.slice(0, count).join('') + (count < chars.length || suffix ? suffix : '');
  }

  // Draws `text` with its top at y; answers the height it took.
  draw(text: string, x: number, y: number, style: TextStyle): number {
    const { size, weight = 400, color = '#000000', align = 'left', width } = style;
    const lines = this.lines(text, style);
    this.doc.fillColor(color);
    lines.forEach((line, i) => {
      const runs = fontRuns(line, weight);
      const lineWidth = runs.reduce((sum, run) => sum + this.width(run.text, size, weight), 0);
      let left = x;
      if (width !== undefined && align === 'center') left += (width - lineWidth) / 2;
      if (width !== undefined && align === 'right') left += width - lineWidth;
      const baseline = y + i * lineHeight(size) + size * ASCENT;
      for (const run of runs) {
        this.use(run, size);
        this.doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += this.doc.widthOfString(run.text);
      }
    });
    return lines.length * lineHeight(size);
  }

  height(text: string, style: TextStyle): number {
    return this.lines(text, style).length * lineHeight(style.size);
  }
}
