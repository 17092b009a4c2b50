import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';

// Barcodes drawn as vector rectangles, so they stay sharp at any print resolution.

// Code 128 of `value` as modules: '1' a bar, '0' a space (JsBarcode's encoder, without its
// renderers: it fills a plain object's `encodings`).
export function code128Modules(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  return (target.encodings ?? []).map((encoding) => encoding.data).join('');
}

// The quiet zone each side of a Code 128 symbol, in modules.
const QUIET_MODULES = 10;

// A Code 128 symbol filling width × height at (x, y), quiet zones included.
export function drawCode128(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number, height: number): void {
  const modules = code128Modules(value);
  const moduleWidth = width / (modules.length + 2 * QUIET_MODULES);
  let start = -1;
  for (let i = 0; i <= modules.length; i++) {
    const bar = modules[i] === '1';
    if (bar && start < 0) start = i;
    if (!bar && start >= 0) {
      doc.rect(x + (QUIET_MODULES + start) * moduleWidth, y, (i - start) * moduleWidth, height);
      start = -1;
    }
  }
  doc.fillColor('#000000').fill();
}

// The quiet zone around a QR code, in modules.
const QR_QUIET_MODULES = 2;

// A QR code of `text` in a size × size square at (x, y). A URL is also a link on screen.
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QR_QUIET_MODULES);
  const origin = QR_QUIET_MODULES * cell;
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + origin + start * cell, y + origin + row * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
  if (/^https?:\/\//.test(text)) doc.link(x, y, size, size, text);
}
