import { randomFillSync, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { DECOY_OUTLINES, PIECE_BOX, PIECE_OUTLINE, maskOf, type ShapeMask } from './puzzle-shapes.js';

// Draws the slider puzzle as two WebP pictures: a 300x150 background with the gap and two
// decoy gaps cut into it, and the 44x44 piece. Nothing sent carries a coordinate: the scene
// is drawn from SVG here and only pixels leave the server, the piece is always 44x44, and
// the decoys hold the piece's own picture, equally darkened, under other outlines, so
// neither "the darkest patch" nor "where the piece's picture repeats" points at the gap.
// What is checked and why: docs/captcha.md.
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 150;
export const CAPTCHA_PIECE = PIECE_BOX;

const CHANNELS = 3;
const DECOYS = 2;

export interface CaptchaPicture {
  targetX: number;
  pieceY: number;
  // data:image/webp URLs
  background: string;
  piece: string;
}

type Pixels = Uint8ClampedArray;

const hsl = () => `hsl(${randomInt(360)},${randomInt(35, 85)}%,${randomInt(25, 80)}%)`;
const opacity = () => (randomInt(30, 85) / 100).toFixed(2);

function shape(): string {
  const x = randomInt(CAPTCHA_WIDTH);
  const y = randomInt(CAPTCHA_HEIGHT);
  switch (randomInt(4)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${randomInt(8, 40)}" fill="${hsl()}" fill-opacity="${opacity()}"/>`;
    case 1:
      return `<rect x="${x - 30}" y="${y - 20}" width="${randomInt(15, 70)}" height="${randomInt(10, 50)}" transform="rotate(${randomInt(90)} ${x} ${y})" fill="${hsl()}" fill-opacity="${opacity()}"/>`;
    case 2: {
      const points = Array.from({ length: 3 }, () => `${x + randomInt(-45, 46)},${y + randomInt(-45, 46)}`).join(' ');
      return `<polygon points="${points}" fill="${hsl()}" fill-opacity="${opacity()}"/>`;
    }
    default: {
      const d = `M${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} Q${x} ${y} ${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)}`;
      return `<path d="${d}" stroke="${hsl()}" stroke-width="${randomInt(1, 5)}" fill="none" stroke-opacity="${opacity()}"/>`;
    }
  }
}

// A random gradient under random shapes, as raw RGB pixels.
async function drawScene(): Promise<Pixels> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="${randomInt(2)}" x2="1" y2="${randomInt(2)}">` +
    `<stop offset="0" stop-color="${hsl()}"/><stop offset="1" stop-color="${hsl()}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>${Array.from({ length: 22 }, shape).join('')}</svg>`;
  const data = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
}

// Adds uniform noise of ±amplitude to every channel of every pixel.
function addNoise(pixels: Pixels, amplitude: number, channels = CHANNELS) {
  const noise = randomFillSync(new Uint8Array(pixels.length));
  for (let i = 0; i < pixels.length; i += 1) {
    if (channels === 4 && i % 4 === 3) continue;
    pixels[i] = pixels[i]! + ((noise[i]! - 127.5) / 127.5) * amplitude;
  }
}

// The scene's pixels under the piece's box at (x, y).
function cutOut(scene: Pixels, x: number, y: number): Pixels {
  const box = new Uint8ClampedArray(PIECE_BOX * PIECE_BOX * CHANNELS);
  for (let row = 0; row < PIECE_BOX; row += 1) {
    const from = ((y + row) * CAPTCHA_WIDTH + x) * CHANNELS;
    box.set(scene.subarray(from, from + PIECE_BOX * CHANNELS), row * PIECE_BOX * CHANNELS);
  }
  return box;
}

// Paints a gap: `content` darkened to `darkness`, a light rim, blended in by the outline's coverage.
function paintGap(background: Pixels, at: { x: number; y: number }, mask: ShapeMask, content: Pixels, darkness: number) {
  for (let py = 0; py < PIECE_BOX; py += 1) {
    for (let px = 0; px < PIECE_BOX; px += 1) {
      const i = py * PIECE_BOX + px;
      const cover = mask.fill[i]!;
      if (cover === 0) continue;
      const o = ((at.y + py) * CAPTCHA_WIDTH + at.x + px) * CHANNELS;
      for (let c = 0; c < CHANNELS; c += 1) {
        const shaded = content[i * CHANNELS + c]! * darkness;
        const rimmed = shaded + (255 - shaded) * mask.rim[i]! * 0.7;
        background[o + c] = background[o + c]! * (1 - cover) + rimmed * cover;
      }
    }
  }
}

// The piece: the scene under the gap, a light rim, transparent outside its outline.
function paintPiece(content: Pixels, mask: ShapeMask): Pixels {
  const piece = new Uint8ClampedArray(PIECE_BOX * PIECE_BOX * 4);
  for (let i = 0; i < PIECE_BOX * PIECE_BOX; i += 1) {
    for (let c = 0; c < CHANNELS; c += 1) {
      const value = content[i * CHANNELS + c]!;
      piece[i * 4 + c] = value + (255 - value) * mask.rim[i]! * 0.85;
    }
    piece[i * 4 + 3] = mask.fill[i]! * 255;
  }
  addNoise(piece, 10, 4);
  return piece;
}

// Two decoy spots at the gap's height, clear of the gap and of each other.
function decoySpots(targetX: number, pieceY: number): { x: number; y: number }[] {
  const taken = [targetX];
  const spots: { x: number; y: number }[] = [];
  while (spots.length < DECOYS) {
    const x = randomInt(0, CAPTCHA_WIDTH - PIECE_BOX + 1);
    if (taken.some((other) => Math.abs(other - x) < PIECE_BOX + 4)) continue;
    taken.push(x);
    const y = Math.min(CAPTCHA_HEIGHT - PIECE_BOX - 2, Math.max(2, pieceY + randomInt(-6, 7)));
    spots.push({ x, y });
  }
  return spots;
}

async function webp(pixels: Pixels, width: number, height: number, channels: 3 | 4): Promise<string> {
  const data = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), { raw: { width, height, channels } })
    .webp({ quality: 80, alphaQuality: 100 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}

const darkness = () => randomInt(38, 61) / 100;

export async function drawCaptcha(): Promise<CaptchaPicture> {
  // The gap keeps clear of the piece's starting place at the left edge.
  const targetX = randomInt(PIECE_BOX + 20, CAPTCHA_WIDTH - PIECE_BOX - 10 + 1);
  const pieceY = randomInt(10, CAPTCHA_HEIGHT - PIECE_BOX - 10 + 1);
  const background = await drawScene();
  addNoise(background, 14);
  const content = cutOut(background, targetX, pieceY);
  const piece = paintPiece(content, maskOf(PIECE_OUTLINE));

  paintGap(background, { x: targetX, y: pieceY }, maskOf(PIECE_OUTLINE), content, darkness());
  for (const spot of decoySpots(targetX, pieceY)) {
    const outline = DECOY_OUTLINES[randomInt(DECOY_OUTLINES.length)]!;
    paintGap(background, spot, maskOf(outline), content, darkness());
  }
  addNoise(background, 8);

  return {
    targetX,
    pieceY,
    background: await webp(background, CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 3),
    piece: await webp(piece, PIECE_BOX, PIECE_BOX, 4),
  };
}
