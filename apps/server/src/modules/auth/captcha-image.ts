import { randomInt } from 'node:crypto';

// Draws the slider puzzle: a 300x150 background of random shapes on a random gradient with
// a gap, and the matching square piece. Both are SVG data URLs; the piece is the same
// picture seen through a viewBox over the gap, so it fits the hole exactly.
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 150;
export const CAPTCHA_PIECE = 44;

export interface CaptchaPicture {
  targetX: number;
  pieceY: number;
  background: string;
  piece: string;
}

const hsl = (alpha = 1) => `hsla(${randomInt(360)},${randomInt(45, 85)}%,${randomInt(35, 75)}%,${alpha})`;
const opacity = () => (randomInt(30, 80) / 100).toFixed(2);

function shape(): string {
  const x = randomInt(CAPTCHA_WIDTH);
  const y = randomInt(CAPTCHA_HEIGHT);
  switch (randomInt(4)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${randomInt(8, 40)}" fill="${hsl()}" fill-opacity="${opacity()}"/>`;
    case 1:
      return `<rect x="${x - 30}" y="${y - 20}" width="${randomInt(15, 70)}" height="${randomInt(10, 50)}" transform="rotate(${randomInt(90)} ${x} ${y})" fill="${hsl()}" fill-opacity="${opacity()}"/>`;
    case 2: {
      const points = Array.from({ length: 3 }, () => `${x + randomInt(-40, 41)},${y + randomInt(-40, 41)}`).join(' ');
      return `<polygon points="${points}" fill="${hsl()}" fill-opacity="${opacity()}"/>`;
    }
    default: {
      const d = `M${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} Q${x} ${y} ${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)}`;
      return `<path d="${d}" stroke="${hsl()}" stroke-width="${randomInt(1, 4)}" fill="none" stroke-opacity="${opacity()}"/>`;
    }
  }
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function drawCaptcha(): CaptchaPicture {
  const size = CAPTCHA_PIECE;
  const targetX = randomInt(size + 20, CAPTCHA_WIDTH - size - 10 + 1);
  const pieceY = randomInt(10, CAPTCHA_HEIGHT - size - 10 + 1);
  const gradient =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl()}"/><stop offset="1" stop-color="${hsl()}"/></linearGradient>` +
    `<clipPath id="p"><rect x="${targetX}" y="${pieceY}" width="${size}" height="${size}" rx="6"/></clipPath></defs>`;
  const scene =
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#bg)"/>` + Array.from({ length: 18 }, shape).join('');
  const open = (w: number, h: number, viewBox: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">`;

  const background =
    open(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, `0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}`) +
    gradient +
    scene +
    `<rect id="gap" x="${targetX}" y="${pieceY}" width="${size}" height="${size}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>` +
    `</svg>`;
  const piece =
    open(size, size, `${targetX} ${pieceY} ${size} ${size}`) +
    gradient +
    `<g clip-path="url(#p)">${scene}</g>` +
    `<rect x="${targetX + 1}" y="${pieceY + 1}" width="${size - 2}" height="${size - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/>` +
    `</svg>`;
  return { targetX, pieceY, background: dataUrl(background), piece: dataUrl(piece) };
}
