import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF back the way a viewer does (pdf.js): page sizes, the text of each page, link
// targets. For tests of server-made PDFs.

export interface ReadPdf {
  pages: { width: number; height: number; text: string; links: string[] }[];
  // Every page's text, one after the other.
  text: string;
}

export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: ReadPdf['pages'] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    const annotations = (await page.getAnnotations()) as { url?: string }[];
    pages.push({ width, height, text, links: annotations.flatMap((a) => (a.url ? [a.url] : [])) });
  }
  await doc.destroy();
  return { pages, text: pages.map((p) => p.text).join('\n') };
}
