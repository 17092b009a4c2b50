import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff.js';

// The fonts of server-made PDFs come from npm packages (@fontsource/noto-sans and
// @fontsource/noto-sans-sc, SIL Open Font License), never from the operating system, so a
// fresh `npm install` draws Chinese, English and French the same everywhere
// (docs/decisions.md, "Order documents (PDF)").
//
// The packages ship each font cut into unicode-range subsets. A character is drawn with the
// first face below that has it:
//   1. Noto Sans, latin and latin-ext: Latin letters, digits, French accents and punctuation
//      (the CJK font's ’ « » are full-width);
//   2. Noto Sans SC, "chinese-simplified": about 8,000 common characters and CJK punctuation;
//   3. the Noto Sans SC slice that holds it (about 100 small slices cover the whole font).
// Faces are unwrapped from WOFF once (woff.ts) and kept for the life of the process; a PDF
// embeds only the glyphs it uses (pdfkit subsets each face).

export type FontWeight = 400 | 700;

export interface Face {
  // Unique per file: the name the face is registered under in a document.
  key: string;
  // The TrueType file. Each document parses it itself: fontkit caches glyphs in the parsed
  // font, and a glyph first met while subsetting (a component of another) keeps no Unicode
  // value, so a font shared between documents loses text in later ones.
  file: Buffer;
  // For questions about coverage only (cmap look-ups create no glyphs).
  font: fontkit.Font;
}

type Range = readonly [number, number];

interface FaceSource {
  family: 'noto-sans' | 'noto-sans-sc';
  subset: string;
  // Code points the subset claims (the package's unicode.json); null: ask the font itself.
  ranges: readonly Range[] | null;
}

const require = createRequire(import.meta.url);
const PACKAGES = { 'noto-sans': '@fontsource/noto-sans', 'noto-sans-sc': '@fontsource/noto-sans-sc' } as const;

// "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]]
export function parseUnicodeRange(text: string): Range[] {
  return text.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start, 16), parseInt(end ?? start, 16)] as const;
  });
}

function unicodeRanges(family: FaceSource['family']): Record<string, Range[]> {
  const json = JSON.parse(fs.readFileSync(require.resolve(`${PACKAGES[family]}/unicode.json`), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(json).map(([subset, ranges]) => [subset.replace(/^\[(\d+)\]$/, '$1'), parseUnicodeRange(ranges)]));
}

let sources: FaceSource[] | undefined;

function faceSources(): FaceSource[] {
  if (sources) return sources;
  const latin = unicodeRanges('noto-sans');
  const sc = unicodeRanges('noto-sans-sc');
  const slices = Object.keys(sc).filter((subset) => /^\d+$/.test(subset));
  sources = [
    { family: 'noto-sans', subset: 'latin', ranges: latin.latin ?? [] },
    { family: 'noto-sans', subset: 'latin-ext', ranges: latin['latin-ext'] ?? [] },
    { family: 'noto-sans-sc', subset: 'chinese-simplified', ranges: null },
    ...slices.map((subset) => ({ family: 'noto-sans-sc' as const, subset, ranges: sc[subset] ?? [] })),
  ];
  return sources;
}

const faces = new Map<string, Face>();

function loadFace(source: FaceSource, weight: FontWeight): Face {
  const key = `${source.family}-${source.subset}-${weight}`;
  let face = faces.get(key);
  if (!face) {
    const woff = fs.readFileSync(require.resolve(`${PACKAGES[source.family]}/files/${source.family}-${source.subset}-${weight}-normal.woff`));
    const file = woffToSfnt(woff);
    const font = fontkit.create(file);
    if (!('layout' in font)) throw new Error(`${key} is a font collection`);
    face = { key, file, font };
    faces.set(key, face);
  }
  return face;
}

const inRanges = (ranges: readonly Range[], codePoint: number) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

// The CJK face: what a character no face has is drawn with (as the font's empty box).
const FALLBACK = 2;
const chosen = new Map<string, Face>();

export function faceFor(codePoint: number, weight: FontWeight): Face {
  const memo = `${weight}:${codePoint}`;
  let face = chosen.get(memo);
  if (face) return face;
  const all = faceSources();
  const source = all.find((s) => (s.ranges ? inRanges(s.ranges, codePoint) : true) && loadFace(s, weight).font.hasGlyphForCodePoint(codePoint));
  face = loadFace(source ?? all[FALLBACK]!, weight);
  chosen.set(memo, face);
  return face;
}

export interface FontRun {
  face: Face;
  text: string;
}

// Characters none of the faces has, drawn as a near equivalent: the narrow and figure spaces
// Intl puts in French numbers ("3 460,00 €") become a no-break space.
const SUBSTITUTES: Record<string, string> = { '\u202f': '\u00a0', '\u2007': '\u00a0', '\u2009': ' ' };

// The text cut where the face changes. Spaces stay with the run they follow.
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  const runs: FontRun[] = [];
  for (const original of text) {
    const char = SUBSTITUTES[original] ?? original;
    const last = runs.at(-1);
    const face = last && /\s/.test(char) ? last.face : faceFor(char.codePointAt(0)!, weight);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
