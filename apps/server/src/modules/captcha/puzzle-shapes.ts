// The outlines cut into the puzzle picture, each inside a square box of PIECE_BOX pixels: a
// body square with a round knob on some of its sides, sticking out or pressed in. The piece
// has one outline; the decoy gaps get other ones, so a person matches the piece's outline
// while a script looking for "the dark patch" finds several.
export const PIECE_BOX = 44;

type Side = 'top' | 'right' | 'bottom' | 'left';
export type Knob = { side: Side; out: boolean };
export type Outline = Knob[];

const BODY = { from: 6, to: 38, radius: 4 } as const;
const KNOB_RADIUS = 5.5;
const MID = PIECE_BOX / 2;
const KNOB_CENTRE: Record<Side, [number, number]> = {
  top: [MID, BODY.from],
  right: [BODY.to, MID],
  bottom: [MID, BODY.to],
  left: [BODY.from, MID],
};

export const PIECE_OUTLINE: Outline = [
  { side: 'top', out: true },
  { side: 'right', out: true },
];

// Each differs from the piece on at least one side.
export const DECOY_OUTLINES: Outline[] = [
  [{ side: 'bottom', out: true }, { side: 'left', out: true }],
  [{ side: 'top', out: false }, { side: 'right', out: true }],
  [{ side: 'top', out: true }, { side: 'right', out: false }],
  [{ side: 'left', out: true }, { side: 'right', out: true }],
  [{ side: 'top', out: true }, { side: 'bottom', out: true }],
  [{ side: 'right', out: false }, { side: 'bottom', out: true }],
];

function inBody(x: number, y: number, inset: number): boolean {
  const from = BODY.from + inset;
  const to = BODY.to - inset;
  const r = Math.max(0, BODY.radius - inset);
  if (x < from || x > to || y < from || y > to) return false;
  const cx = Math.max(from + r, Math.min(x, to - r));
  const cy = Math.max(from + r, Math.min(y, to - r));
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function inKnob(knob: Knob, x: number, y: number, radius: number): boolean {
  const [cx, cy] = KNOB_CENTRE[knob.side];
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

// Whether (x, y) lies inside the outline pulled in by `inset` pixels.
function inside(outline: Outline, x: number, y: number, inset: number): boolean {
  if (outline.some((k) => !k.out && inKnob(k, x, y, KNOB_RADIUS + inset))) return false;
  return inBody(x, y, inset) || outline.some((k) => k.out && inKnob(k, x, y, KNOB_RADIUS - inset));
}

const SUBSAMPLES = 3;

// Coverage (0..1) of each pixel of the box, sampled 3x3 per pixel for smooth edges.
function coverage(outline: Outline, inset: number): Float32Array {
  const mask = new Float32Array(PIECE_BOX * PIECE_BOX);
  for (let py = 0; py < PIECE_BOX; py += 1) {
    for (let px = 0; px < PIECE_BOX; px += 1) {
      let hits = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          if (inside(outline, px + (sx + 0.5) / SUBSAMPLES, py + (sy + 0.5) / SUBSAMPLES, inset)) hits += 1;
        }
      }
      mask[py * PIECE_BOX + px] = hits / SUBSAMPLES ** 2;
    }
  }
  return mask;
}

export interface ShapeMask {
  // how much of each pixel the shape covers
  fill: Float32Array;
  // the 2-pixel rim just inside the edge, where the light border is drawn
  rim: Float32Array;
}

const cache = new Map<Outline, ShapeMask>();

export function maskOf(outline: Outline): ShapeMask {
  let mask = cache.get(outline);
  if (!mask) {
    const fill = coverage(outline, 0);
    const inner = coverage(outline, 2);
    mask = { fill, rim: fill.map((value, i) => Math.max(0, value - inner[i]!)) };
    cache.set(outline, mask);
  }
  return mask;
}
