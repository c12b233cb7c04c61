/** A point of a glyph on its 10 × 14 grid (x right, y down). */
export type GlyphPoint = readonly [number, number];
/** A pen stroke: a polyline through its points. */
export type GlyphStroke = readonly GlyphPoint[];

const P = '0,14 0,0 7,0 10,2 10,5 7,7 0,7';

/**
 * Stroke outlines of the captcha's alphabet, drawn by hand for this captcha: strokes split by
 * `|`, points `x,y`. No font file: a font's glyph is the same path every time, which a program
 * can look up. No 0/O, 1/I/L (a player should not fail on glyphs that look alike).
 */
const OUTLINES: Record<string, string> = {
  A: '0,14 5,0 10,14|2,9 8,9',
  B: '0,0 0,14 7,14 10,11 10,9.5 7,7 0,7|0,0 6,0 9,2 9,5 6,7',
  C: '10,2 7,0 3,0 0,3 0,11 3,14 7,14 10,12',
  D: '0,0 0,14 6,14 10,10 10,4 6,0 0,0',
  E: '10,0 0,0 0,14 10,14|0,7 7,7',
  F: '10,0 0,0 0,14|0,7 7,7',
  G: '10,2 7,0 3,0 0,3 0,11 3,14 7,14 10,11 10,8 5,8',
  H: '0,0 0,14|10,0 10,14|0,7 10,7',
  J: '3,0 10,0|8,0 8,11 5,14 2,14 0,11',
  K: '0,0 0,14|10,0 0,9|3,6 10,14',
  M: '0,14 0,0 5,8 10,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P,
  Q: '5,0 1,2 0,7 1,12 5,14 9,12 10,7 9,2 5,0|6,10 10,14',
  R: `${P}|5,7 10,14`,
  S: '10,2 7,0 3,0 0,2 0,5 3,7 7,7 10,9 10,12 7,14 3,14 0,12',
  T: '0,0 10,0|5,0 5,14',
  U: '0,0 0,11 3,14 7,14 10,11 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2,14 5,5 8,14 10,0',
  X: '0,0 10,14|10,0 0,14',
  Y: '0,0 5,7 10,0|5,7 5,14',
  Z: '0,0 10,0 0,14 10,14',
  '2': '0,3 3,0 7,0 10,3 10,5 0,14 10,14',
  '3': '0,1 3,0 7,0 10,2 10,5 7,7 4,7|7,7 10,9 10,12 7,14 3,14 0,13',
  '4': '7,14 7,0 0,10 10,10',
  '5': '10,0 1,0 0,6 6,5 10,8 10,12 7,14 3,14 0,12',
  '6': '9,1 6,0 3,0 0,4 0,11 3,14 7,14 10,11 10,9 7,7 3,7 0,9',
  '7': '0,0 10,0 4,14',
  '8': '5,7 1,5 1,2 4,0 6,0 9,2 9,5 5,7 0,9 0,12 3,14 7,14 10,12 10,9 5,7',
  '9': '10,5 7,7 3,7 0,5 0,3 3,0 7,0 10,3 10,10 7,14 3,14 1,13',
};

const parse = (outline: string): GlyphStroke[] =>
  outline
    .split('|')
    .map((stroke) =>
      stroke.split(' ').map((point) => point.split(',').map(Number) as [number, number]),
    );

/** Each character's strokes. */
export const GLYPHS: Readonly<Record<string, readonly GlyphStroke[]>> = Object.fromEntries(
  Object.entries(OUTLINES).map(([char, outline]) => [char, parse(outline)]),
);

/** The characters a captcha is made of. */
export const CAPTCHA_ALPHABET = Object.keys(OUTLINES).join('');
