// @ts-check
// A brand's colours from one hue: both themes' semantic overrides, with the contrast the kit's
// components need (WCAG AA 4.5:1 for the brand colour against the page and against its own
// text), found by stepping the lightness until it holds rather than hoping a hue allows it.

/** @param {number} h @param {number} s @param {number} l percentages → '#rrggbb' */
export function hsl(h, s, l) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (/** @type {number} */ n) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** @param {string} hex '#rrggbb' → relative luminance (WCAG 2) */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** @param {string} a @param {string} b → the WCAG contrast ratio of two colours */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The first lightness from `start` (stepping by `step`) whose colour keeps 4.6:1 against every
 * one of `against`; 4.6 rather than 4.5 leaves room for rounding to whole channels.
 * @param {number} hue @param {number} saturation @param {number} start @param {number} step
 * @param {string[]} against
 */
function readable(hue, saturation, start, step, against) {
  for (let l = start; l > 0 && l < 100; l += step) {
    const colour = hsl(hue, saturation, l);
    if (against.every((other) => contrast(colour, other) >= 4.6)) return colour;
  }
  return step < 0 ? '#000000' : '#ffffff';
}

/** A hue from 0 to 359 for a '#rrggbb' colour. @param {string} hex */
export function hueOf(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round(h * 60 + 360) % 360;
}

/**
 * Both themes of a brand whose colour has `hue`. Dark: deep tinted surfaces, a light brand
 * colour with the page colour as its text. Light: a tinted white page, a dark brand colour with
 * white text. The accent sits opposite on the colour wheel.
 * @param {number} hue
 */
export function brandTheme(hue) {
  const accentHue = (hue + 150) % 360;
  const darkBg = hsl(hue, 30, 8);
  const lightBg = hsl(hue, 60, 97);
  // Words in the brand, accent, red and green colours sit on the page and both surfaces:
  // defineBrand refuses any of them below 4.5:1 on any of the three (the kit's themeProblems).
  const darkGrounds = [darkBg, hsl(hue, 28, 12), hsl(hue, 26, 17)];
  const dark = {
    bg: darkBg,
    surface: hsl(hue, 28, 12),
    surfaceRaised: hsl(hue, 26, 17),
    border: hsl(hue, 22, 28),
    brand: readable(hue, 85, 55, 2, darkGrounds),
    brandContrast: darkBg,
    accent: readable(accentHue, 80, 55, 2, darkGrounds),
    danger: readable(358, 85, 60, 2, darkGrounds),
    success: readable(150, 50, 45, 2, darkGrounds),
  };
  const lightGrounds = [lightBg, '#ffffff', hsl(hue, 70, 93)];
  const light = {
    bg: lightBg,
    surface: '#ffffff',
    surfaceRaised: hsl(hue, 70, 93),
    border: hsl(hue, 45, 82),
    text: hsl(hue, 60, 10),
    textMuted: readable(hue, 25, 40, -2, lightGrounds),
    brand: readable(hue, 90, 40, -2, lightGrounds),
    brandContrast: '#ffffff',
    accent: readable(accentHue, 90, 40, -2, lightGrounds),
    danger: readable(358, 70, 45, -2, lightGrounds),
    success: readable(150, 60, 32, -2, lightGrounds),
  };
  return {
    dark: { ...dark, focus: dark.brand },
    light: { ...light, focus: light.accent },
  };
}
