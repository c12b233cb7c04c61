import type { SlotSymbol } from './slot-math';

/**
 * The reels' symbols as inline SVG (a 64×64 box each): every browser draws them the same,
 * with no emoji font (emoji showed as empty boxes where none is installed). Shapes only, so
 * no text needs a font either.
 */
const svg = (inner: string) =>
  `<svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">${inner}</svg>`;

export const SYMBOL_SVG: Record<SlotSymbol, string> = {
  SEVEN: svg(
    '<rect x="6" y="6" width="52" height="52" rx="10" fill="#c62a2f"/>' +
      '<path d="M18 16h28v7L32 50h-9l13-26H18z" fill="#fff"/>',
  ),
  DIAMOND: svg(
    '<path d="M12 24 22 10h20l10 14-20 30z" fill="#3fa9f5"/>' +
      '<path d="M12 24h40L32 54zM22 10l10 14 10-14" fill="#8fd3ff"/>',
  ),
  BELL: svg(
    '<path d="M32 8c-10 0-16 8-16 18v12l-6 8h44l-6-8V26c0-10-6-18-16-18z" fill="#f5b83d"/>' +
      '<circle cx="32" cy="52" r="6" fill="#b07a12"/>',
  ),
  GRAPE: svg(
    '<path d="M32 6c2 4 6 6 10 6" stroke="#3b7d2a" stroke-width="4" fill="none"/>' +
      [
        [24, 18],
        [40, 18],
        [32, 26],
        [20, 32],
        [44, 32],
        [26, 42],
        [38, 42],
        [32, 52],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#7b3fb5"/>`)
        .join(''),
  ),
  LEMON: svg(
    '<ellipse cx="32" cy="34" rx="24" ry="18" fill="#f2d500"/>' +
      '<circle cx="9" cy="34" r="4" fill="#d9bd00"/><circle cx="55" cy="34" r="4" fill="#d9bd00"/>',
  ),
  CHERRY: svg(
    '<path d="M22 44C24 28 30 16 44 8M44 8c-2 14 0 26 0 34" stroke="#3b7d2a" stroke-width="4" fill="none"/>' +
      '<circle cx="20" cy="46" r="11" fill="#c62a2f"/><circle cx="44" cy="46" r="11" fill="#a3161b"/>',
  ),
};
