// @ts-check
// The generated logo and app icon: the brand's initial on a tile of its colours. SVG, so one
// file serves every size; the icon fills its square (no rounded corners) so platforms that
// mask icons into circles or squircles cut nothing that matters.

/** @param {string} text */
const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {{ name: string, from: string, to: string, accent: string }} brand
 * @param {{ rounded: boolean }} shape
 */
function mark({ name, from, to, accent }, { rounded }) {
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="url(#tile)"/>
  <rect x="44" y="8" width="12" height="12" rx="3" fill="${accent}"/>
  <text x="30" y="46" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="800" fill="#ffffff">${initial}</text>
</svg>
`;
}

/** The header and favicon logo. @param {{ name: string, from: string, to: string, accent: string }} brand */
export const logoSvg = (brand) => mark(brand, { rounded: true });

/** The installable app's icon. @param {{ name: string, from: string, to: string, accent: string }} brand */
export const iconSvg = (brand) => mark(brand, { rounded: false });
