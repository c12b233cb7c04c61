import { describe, expect, it } from 'vitest';
import { drawCaptcha } from './captcha-drawing';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';
import { randomCaptchaText } from './captcha';

// What a script reading the markup would try (issue 13, A3). The image must still read well to
// a person: see the screenshot step in apps/e2e/src/captcha-unlock.stateful.ts.
const SLOT = (x: number) => Math.min(4, Math.max(0, Math.round((x - 19) / 28)));

/** Every pen piece `M x y Q cx cy x y` of the drawing, as its middle point. */
function pieces(svg: string): { x: number; y: number; d: string }[] {
  return [...svg.matchAll(/M([\d.-]+) ([\d.-]+)Q[\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+)/g)].map(
    ([d, x1, y1, x2, y2]) => ({
      x: (Number(x1) + Number(x2)) / 2,
      y: (Number(y1) + Number(y2)) / 2,
      d: d ?? '',
    }),
  );
}

/** Reads the glyphs in markup order: the slot of each piece, consecutive repeats merged. */
function slotsInMarkupOrder(svg: string): number[] {
  return pieces(svg)
    .map((piece) => SLOT(piece.x))
    .filter((slot, i, all) => i === 0 || all[i - 1] !== slot);
}

/** Guesses each character from how many pieces fall in its slot (the glyphs are public). */
function guessByPieceCount(svg: string): string {
  const counts = [0, 0, 0, 0, 0];
  for (const piece of pieces(svg)) counts[SLOT(piece.x)] = (counts[SLOT(piece.x)] ?? 0) + 1;
  const segments = (char: string) =>
    (GLYPHS[char] ?? []).reduce((sum, stroke) => sum + stroke.length - 1, 0);
  return counts
    .map(
      (count) =>
        [...CAPTCHA_ALPHABET].sort(
          (a, b) => Math.abs(segments(a) - count) - Math.abs(segments(b) - count),
        )[0],
    )
    .join('');
}

describe('the captcha image', () => {
  const samples = Array.from({ length: 30 }, () => {
    const text = randomCaptchaText();
    return { text, svg: drawCaptcha(text) };
  });

  it('has no text, font or glyph for the issue’s regex to read', () => {
    for (const { svg } of samples) {
      expect([...svg.matchAll(/>([A-Z0-9])<\/text>/g)]).toHaveLength(0);
      expect(svg).not.toMatch(/<text|font|<use|<symbol|id=/);
    }
  });

  it('does not list the characters in order', () => {
    const inOrder = samples.filter(({ svg }) =>
      [[0, 1, 2, 3, 4].join()].includes(slotsInMarkupOrder(svg).join()),
    );
    expect(inOrder).toHaveLength(0);
  });

  it('draws the same answer differently every time, so no table of pieces can name it', () => {
    const first = new Set(pieces(drawCaptcha('K7P3W')).map((piece) => piece.d));
    const second = pieces(drawCaptcha('K7P3W')).map((piece) => piece.d);
    expect(second.filter((d) => first.has(d))).toHaveLength(0);
  });

  it('is not solved by counting the pieces of each character', () => {
    const guesses = samples.map(({ text, svg }) => ({ text, guess: guessByPieceCount(svg) }));
    const right = guesses.flatMap(({ text, guess }) =>
      [...text].filter((char, i) => guess[i] === char),
    );
    expect(guesses.filter(({ text, guess }) => text === guess)).toHaveLength(0);
    expect(right.length / (samples.length * 5)).toBeLessThan(0.35);
  });

  it('draws every character of the alphabet', () => {
    for (const char of CAPTCHA_ALPHABET)
      expect(pieces(drawCaptcha(char.repeat(5))).length).toBeGreaterThan(5);
  });
});
