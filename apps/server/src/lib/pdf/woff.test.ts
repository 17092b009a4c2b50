import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
const woff = fs.readFileSync(require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-119-400-normal.woff'));

function parsed(file: Buffer): fontkit.Font {
  const font = fontkit.create(file);
  if (!('layout' in font)) throw new Error('collection');
  return font;
}

describe('woffToSfnt', () => {
  it('gives the font the WOFF file wraps: same glyphs, outlines and metrics', () => {
    const fromWoff = parsed(woff);
    const fromSfnt = parsed(woffToSfnt(woff));
    expect(fromSfnt.type).toBe('TTF');
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
    for (const codePoint of fromWoff.characterSet.slice(0, 50)) {
      const a = fromWoff.glyphForCodePoint(codePoint);
      const b = fromSfnt.glyphForCodePoint(codePoint);
      expect(b.advanceWidth).toBe(a.advanceWidth);
      expect(b.path.toSVG()).toBe(a.path.toSVG());
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header needs, padded to length'))).toThrow(/WOFF 1.0/);
  });
});
