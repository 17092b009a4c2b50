import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../app/settings';
import { TEXT_CONTRAST, contrastWithWhite, darken, readableOnWhite } from './contrast';

describe('readableOnWhite', () => {
  it('darkens the default theme colour until white text on it reads at 4.5:1', () => {
    expect(contrastWithWhite(DEFAULT_SETTINGS.theme)).toBeLessThan(TEXT_CONTRAST);
    const readable = readableOnWhite(DEFAULT_SETTINGS.theme);
    expect(contrastWithWhite(readable)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Only just: the hue stays recognisable.
    expect(contrastWithWhite(readable)).toBeLessThan(TEXT_CONTRAST + 0.3);
  });

  it('keeps a colour that is dark enough already', () => {
    expect(readableOnWhite('#304156')).toBe('#304156');
  });

  it.each(['#11a983', '#13c2c2', '#fa8c16', '#ffffff'])('makes %s readable too', (colour) => {
    expect(contrastWithWhite(readableOnWhite(colour))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('darken', () => {
  it('keeps the hue and only ever raises the contrast', () => {
    const primary = readableOnWhite(DEFAULT_SETTINGS.theme);
    expect(darken('#204080', 0.5)).toBe('#102040');
    expect(contrastWithWhite(darken(primary, 0.88))).toBeGreaterThan(contrastWithWhite(primary));
  });
});
