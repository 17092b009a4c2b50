import { PdfText, type TextStyle } from './text.js';

// A form-like page layout for documents: a cursor running down the page, titled sections,
// grids of labelled fields and tables that continue on a new page (with their header again).

export interface Field {
  label: string;
  value: string;
  // Columns of the grid this field spans (1 by default).
  span?: number;
}

export interface Column {
  label: string;
  // Share of the table's width.
  weight: number;
  align?: 'left' | 'right' | 'center';
}

const GRAY = '#666666';
const RULE = '#bbbbbb';
const BAND = '#eeeeee';
const PAD = 3;
const LABEL_SIZE = 7;
const VALUE_SIZE = 9;
const CELL_SIZE = 8;

export class Sheet {
  readonly text: PdfText;
  y: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly margin: number,
    // Kept free at the bottom of every page (the footer).
    readonly footer: number,
  ) {
    this.text = new PdfText(doc);
    this.y = margin;
  }

  get left(): number {
    return this.margin;
  }

  get width(): number {
    return this.doc.page.width - 2 * this.margin;
  }

  get bottom(): number {
    return this.doc.page.height - this.margin - this.footer;
  }

  // Starts a new page when `height` does not fit on this one; answers whether it did.
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = this.margin;
    return true;
  }

  write(text: string, style: TextStyle, x = this.left): number {
    return this.text.draw(text, x, this.y, { width: this.width - (x - this.left), ...style });
  }

  rule(y = this.y, color = RULE): void {
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  section(title: string): void {
    const height = VALUE_SIZE * 1.3 + 2 * PAD;
    this.ensure(height + 30);
    this.doc.rect(this.left, this.y, this.width, height).fillColor(BAND).fill();
    this.text.draw(title, this.left + PAD, this.y + PAD, { size: VALUE_SIZE, weight: 700 });
    this.y += height;
  }

  // Fields in `columns` equal columns, each a small grey label over its value, in ruled cells.
  fields(fields: readonly Field[], columns: number): void {
    const cell = this.width / columns;
    let row: Field[] = [];
    let used = 0;
    const flush = () => {
      const heights = row.map((f) => this.fieldHeight(f, cell * (f.span ?? 1)));
      const height = Math.max(...heights);
      this.ensure(height);
      let x = this.left;
      for (const field of row) {
        const width = cell * (field.span ?? 1);
        this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.text.draw(field.label, x + PAD, this.y + PAD, { size: LABEL_SIZE, color: GRAY, width: width - 2 * PAD });
        this.text.draw(field.value || '—', x + PAD, this.y + PAD + LABEL_SIZE * 1.3, { size: VALUE_SIZE, width: width - 2 * PAD });
        x += width;
      }
      this.y += height;
      row = [];
      used = 0;
    };
    for (const field of fields) {
      const span = Math.min(field.span ?? 1, columns);
      if (used + span > columns) flush();
      row.push({ ...field, span });
      used += span;
    }
    if (row.length) flush();
  }

  private fieldHeight(field: Field, width: number): number {
    return 2 * PAD + LABEL_SIZE * 1.3 + this.text.height(field.value || '—', { size: VALUE_SIZE, width: width - 2 * PAD });
  }

  // A table; rows that do not fit go on the next page under the header again. `foot` rows
  // (totals) come last, in bold.
  table(columns: readonly Column[], rows: readonly string[][], foot: readonly (readonly string[])[] = []): void {
    const sum = columns.reduce((s, c) => s + c.weight, 0);
    const widths = columns.map((c) => (c.weight / sum) * this.width);
    const drawRow = (cells: readonly string[], weight: 400 | 700, band: boolean) => {
      const height = 2 * PAD + Math.max(...cells.map((cell, i) => this.text.height(cell, { size: CELL_SIZE, weight, width: widths[i]! - 2 * PAD })));
      const newPage = this.ensure(height);
      if (newPage && !band) drawRow(columns.map((c) => c.label), 700, true);
      let x = this.left;
      if (band) this.doc.rect(x, this.y, this.width, height).fillColor(BAND).fill();
      cells.forEach((cell, i) => {
        const width = widths[i]!;
        this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.text.draw(cell, x + PAD, this.y + PAD, { size: CELL_SIZE, weight, width: width - 2 * PAD, align: columns[i]?.align ?? 'left' });
        x += width;
      });
      this.y += height;
    };
    drawRow(columns.map((c) => c.label), 700, true);
    for (const row of rows) drawRow(row, 400, false);
    for (const row of foot) drawRow(row, 700, false);
  }

  // Lines for hand-written signatures, side by side.
  signatures(labels: readonly string[], dateLabel: string): void {
    const height = 46;
    this.ensure(height);
    const gap = 24;
    const width = (this.width - gap * (labels.length - 1)) / labels.length;
    labels.forEach((label, i) => {
      const x = this.left + i * (width + gap);
      const line = this.y + 30;
      this.doc.moveTo(x, line).lineTo(x + width, line).lineWidth(0.5).strokeColor('#000000').stroke();
      this.text.draw(`${label}    ${dateLabel}`, x, line + 3, { size: LABEL_SIZE, color: GRAY, width });
    });
    this.y += height;
  }

  gap(points: number): void {
    this.y += points;
  }

  // Writes `draw(page, pages)` on every page, at the bottom margin (pdfkit bufferPages).
  eachPage(draw: (page: number, pages: number) => void): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      draw(i - start + 1, count);
    }
  }
}
