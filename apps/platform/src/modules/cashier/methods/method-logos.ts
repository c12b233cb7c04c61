/** Where deposit methods' logos are drawn: `${METHOD_LOGOS}/{name}.svg` (the seeds' `logo`). */
export const METHOD_LOGOS = '/cdn/payments';

// The seeded methods' logos, drawn here like the games' art so no image files need shipping (the
// cards showed a letter for each 404). A wallet brand gets its name on its colour; the bank and the
// generic e-wallet a white glyph. Colours keep white text at 4.5:1 or more.
// Labels are fixed here (no markup characters), so they go into the SVG as they are.
const WORDMARKS: Record<string, { label: string; colour: string }> = {
  bkash: { label: 'bKash', colour: '#c2185b' },
  nagad: { label: 'Nagad', colour: '#c43e0f' },
  gcash: { label: 'GCash', colour: '#0b5ed7' },
  maya: { label: 'Maya', colour: '#0f6b4a' },
};

const GLYPHS: Record<string, { glyph: string; colour: string }> = {
  // A bank: pediment, four columns, base.
  bank: {
    colour: '#334155',
    glyph:
      '<path d="M40 14 66 28H14z"/><path d="M18 32h8v22h-8zm12 0h8v22h-8zm12 0h8v22h-8zm12 0h8v22h-8z"/>' +
      '<path d="M14 58h52v8H14z"/>',
  },
  // A wallet: body, flap and clasp.
  ewallet: {
    colour: '#0e7490',
    glyph:
      '<path d="M16 26h44a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H16a4 4 0 0 1-4-4V30a4 4 0 0 1 4-4z"/>' +
      '<path d="M18 22 52 14l3 10z" fill-opacity=".7"/>' +
      '<circle cx="56" cy="44" r="4" fill="#0e7490"/>',
  },
};

const frame = (colour: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
  `<rect width="80" height="80" rx="12" fill="${colour}"/>${inner}</svg>`;

/** The logo named `name` (`bkash`, `bank`, …), or null when there is no such logo. */
export function methodLogo(name: string): string | null {
  const mark = WORDMARKS[name];
  if (mark)
    return frame(
      mark.colour,
      `<text x="40" y="47" text-anchor="middle" font-family="system-ui,sans-serif" ` +
        `font-weight="700" font-size="19" fill="#fff">${mark.label}</text>`,
    );
  const glyph = GLYPHS[name];
  return glyph ? frame(glyph.colour, `<g fill="#fff">${glyph.glyph}</g>`) : null;
}
