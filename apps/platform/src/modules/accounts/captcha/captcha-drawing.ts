import { randomInt } from 'node:crypto';
import { GLYPHS, type GlyphPoint } from './captcha-glyphs';

const WIDTH = 150;
const HEIGHT = 50;
/** A uniform random number in [min, max), from the cryptographic source. */
const between = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

type Point = [number, number];
type Piece = string;

/** A curved piece of pen from `a` to `b`, bent sideways a little at random. */
function bentPiece([ax, ay]: Point, [bx, by]: Point, bend: number): Piece {
  const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const offset = between(-bend, bend);
  const [cx, cy] = [mx - ((by - ay) / length) * offset, my + ((bx - ax) / length) * offset];
  return `M${round(ax)} ${round(ay)}Q${round(cx)} ${round(cy)} ${round(bx)} ${round(by)}`;
}

/**
 * The pieces of one character: its strokes turned, slanted, scaled and shaken by a random
 * amount, each line of a stroke drawn as its own bent piece, some cut in two, so the same
 * character never gives the same path data and the number of pieces does not name it.
 */
function glyphPieces(char: string, centreX: number): Piece[] {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`No glyph for ${char}`);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const slant = between(-0.25, 0.25);
  const scale = between(1.6, 1.95);
  const centreY = HEIGHT / 2 + between(-3, 3);
  const place = ([x, y]: GlyphPoint): Point => {
    const [gx, gy] = [(x - 5 + slant * (7 - y)) * scale, (y - 7) * scale];
    return [
      centreX + gx * Math.cos(angle) - gy * Math.sin(angle) + between(-0.7, 0.7),
      centreY + gx * Math.sin(angle) + gy * Math.cos(angle) + between(-0.7, 0.7),
    ];
  };
  return strokes.flatMap((stroke) => {
    const points = stroke.map(place);
    return points.slice(1).flatMap((to, i) => {
      const from = points[i] as Point;
      if (randomInt(0, 3) > 0) return [bentPiece(from, to, 1.6)];
      const t = between(0.35, 0.65);
      const cut: Point = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
      return [bentPiece(from, cut, 1), bentPiece(cut, to, 1)];
    });
  });
}

/** Long curves across the image, drawn with the same pen as the characters. */
function crossingCurves(count: number): Piece[] {
  return Array.from({ length: count }, () => {
    const from: Point = [between(0, 20), between(5, HEIGHT - 5)];
    const to: Point = [between(WIDTH - 20, WIDTH), between(5, HEIGHT - 5)];
    return bentPiece(from, to, 18);
  });
}

/** Fisher–Yates with the cryptographic source: the markup order says nothing. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const colour = () => `#${randomInt(0x8899aa, 0xccccdd).toString(16)}`;

/**
 * Draws a captcha as an SVG a person reads and a program cannot read from the markup: no text
 * or font, only pen pieces. Every piece of every character and the crossing curves are one
 * path, in shuffled order, so neither the order nor the grouping of the markup tells which
 * piece belongs to which character; the pieces are bent and shaken anew each time. Pale lines
 * and dots behind them add noise for programs that render the image.
 */
export function drawCaptcha(text: string): string {
  const pieces = [...text].flatMap((char, i) => glyphPieces(char, 19 + i * 28 + between(-2, 2)));
  const pen = shuffled([...pieces, ...crossingCurves(1)]).join('');
  const lines = Array.from(
    { length: 6 },
    () =>
      `<path d="${bentPiece([between(0, WIDTH), between(0, HEIGHT)], [between(0, WIDTH), between(0, HEIGHT)], 10)}" stroke="${colour()}" stroke-width="1" fill="none"/>`,
  ).join('');
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.5, 1.4))}" fill="${colour()}"/>`,
  ).join('');
  // Any hue, always dark on the pale ground: the contrast a person needs.
  const ink = `hsl(${randomInt(0, 360)} 65% 24%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>${lines}${dots}` +
    `<path d="${pen}" stroke="${ink}" stroke-width="2.3" stroke-linecap="round" fill="none"/></svg>`
  );
}
