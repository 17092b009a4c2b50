import type { Font } from 'fontkit';

// pdfkit takes an already parsed fontkit font in registerFont() since 0.18 (its CHANGELOG);
// @types/pdfkit 0.17 does not say so yet. Fonts parsed once (fonts.ts) are not parsed again for
// every document.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}

export {};
