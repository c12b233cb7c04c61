import { createHash } from 'node:crypto';

// Artwork drawn per code: colours, pattern and emblem come from the code's SHA-256, so every game
// looks different, the same game always looks the same, and no image files need shipping.
// Output stays under 2 KB: names are wrapped into at most three short lines.

const SIZE = 240;
const LINE_CHARS = 14;
const MAX_LINES = 3;

/** Text safe inside SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Words packed into lines of at most LINE_CHARS; an overflowing last line ends with "…". */
export function wrapName(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > LINE_CHARS ? `${word.slice(0, LINE_CHARS - 1)}…` : word);
  }
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]?.slice(0, LINE_CHARS - 1)}…`;
  return kept;
}

const hsl = (hue: number, s: number, l: number) => `hsl(${Math.round(hue) % 360},${s}%,${l}%)`;

/** Background textures: 24 × 24 tiles, white at low opacity. */
const PATTERNS = [
  '<path d="M0 0h12v24H0z"/>',
  '<circle cx="12" cy="12" r="4"/>',
  '<circle cx="12" cy="12" r="9" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="2"/>',
  '<path d="M12 2 22 12 12 22 2 12z"/>',
];

/** Emblems centred in the upper half: star, diamond, circle, hexagon. */
const EMBLEMS = [
  '<path d="M120 30l14 29 32 4-23 22 6 32-29-15-29 15 6-32-23-22 32-4z"/>',
  '<path d="M120 28l38 44-38 44-38-44z"/>',
  '<circle cx="120" cy="72" r="42"/>',
  '<path d="M120 30l37 21v42l-37 21-37-21V51z"/>',
];

/** The SVG document: gradient, pattern, emblem, the title in up to three lines, a corner tag. */
function drawArt(seed: string, title: string, tag: string): string {
  const b = createHash('sha256').update(seed).digest();
  const hue = ((b[0] ?? 0) / 255) * 360;
  const hue2 = hue + 40 + ((b[1] ?? 0) % 120);
  const pattern = PATTERNS[(b[2] ?? 0) % PATTERNS.length];
  const emblem = EMBLEMS[(b[3] ?? 0) % EMBLEMS.length];
  const angle = ((b[4] ?? 0) % 4) * 45;
  const lines = wrapName(title);
  const fontSize = Math.max(...lines.map((line) => line.length)) <= 10 ? 26 : 22;
  const lineHeight = Math.round(fontSize * 1.1);
  const top = 168 - Math.round(((lines.length - 1) * lineHeight) / 2);
  const spans = lines
    .map((line, i) => `<tspan x="120" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 240 240">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${hsl(hue, 70, 46)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue2, 75, 20)}"/></linearGradient>` +
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(${angle})" fill="#fff" fill-opacity=".08">${pattern}</pattern></defs>` +
    `<rect width="240" height="240" rx="16" fill="url(#g)"/>` +
    `<rect width="240" height="240" rx="16" fill="url(#p)"/>` +
    `<g fill="${hsl(hue2 + 150, 90, 72)}" fill-opacity=".9">${emblem}</g>` +
    `<text font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" ` +
    `fill="#fff" text-anchor="middle" stroke="#000" stroke-opacity=".35" stroke-width="3" ` +
    `paint-order="stroke">${spans}</text>` +
    `<text x="12" y="228" font-family="system-ui,sans-serif" font-size="13" fill="#fff" ` +
    `fill-opacity=".8">${escapeXml(tag)}</text></svg>`
  );
}

/** A game's artwork: its display name over a pattern seeded by its code, the vendor in a corner. */
export function gameArt(gameCode: string, displayName: string, vassalage: string): string {
  return drawArt(`game:${gameCode}`, displayName, vassalage);
}

/** A vendor card's artwork: the vendor's name, seeded by its code. */
export function vendorArt(vassalage: string, displayName: string): string {
  return drawArt(`vendor:${vassalage}`, displayName, vassalage);
}

/** A live host's avatar: the host's name, the model id in a corner. */
export function hostArt(modelId: string, name: string): string {
  return drawArt(`host:${modelId}`, name, modelId);
}
