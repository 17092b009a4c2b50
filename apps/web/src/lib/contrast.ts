// WCAG 2 contrast (1.4.3): body text needs 4.5:1 against its background.
export const TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(channels(hex)) + 0.05);
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// `#rrggbb` with each channel scaled by `factor` (below 1: darker, same hue).
export function darken(hex: string, factor: number): string {
  return toHex(channels(hex).map((c) => Math.floor(c * factor)));
}

// The theme colour (`#rrggbb`) darkened just enough for white text on it, and for it as text on
// white, to reach 4.5:1; a colour dark enough already comes back as it is.
export function readableOnWhite(hex: string): string {
  let rgb = channels(hex);
  for (let step = 0; step < 100 && 1.05 / (luminance(rgb) + 0.05) < TEXT_CONTRAST; step += 1) {
    rgb = rgb.map((c) => Math.floor(c * 0.97)) as [number, number, number];
  }
  return toHex(rgb);
}
