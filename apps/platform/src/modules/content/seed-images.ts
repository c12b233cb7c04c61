import type { TableLanguage } from '@tessera/contract';

/** A seeded text in every language a brand may offer, so no brand's banner speaks English only. */
export type EveryLanguage = Record<TableLanguage, string>;

/** Languages written right to left: their line starts at the banner's right edge. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

/**
 * Fonts per script, the reader's own first (Noto on most phones, the Windows and macOS ones),
 * then those of a Linux machine (fonts-beng, DejaVu, Liberation), then the generic family.
 */
const FONTS: Partial<Record<string, string>> = {
  bn: "'Noto Sans Bengali','Lohit Bengali','Mukti','Vrinda','Kohinoor Bangla',sans-serif",
  ar: "'Noto Sans Arabic','Segoe UI','Geeza Pro','Tahoma','DejaVu Sans',sans-serif",
};
const LATIN_FONT = "'Noto Sans','Segoe UI','Helvetica Neue','Liberation Sans',Arial,sans-serif";

const WIDTH = 1200;
const MARGIN = 80;
/** 72 px, smaller for a long line so it stays inside the margins (about 0.56 em a character). */
function fontSize(text: string): number {
  const fits = (WIDTH - 2 * MARGIN) / (0.56 * [...text].length);
  return Math.round(Math.max(36, Math.min(72, fits)));
}

/**
 * A banner image as an SVG data URL: the seed needs pictures that show without an asset
 * server. The line is drawn in `language`'s script and direction (Arabic from the right
 * edge). Operators replace them with real image URLs.
 */
export function bannerImage(text: string, from: string, to: string, language = 'en'): string {
  const escaped = text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rtl = RIGHT_TO_LEFT.has(language);
  // With direction rtl, text-anchor start is the line's right end.
  const x = rtl ? WIDTH - MARGIN : MARGIN;
  const font = (FONTS[language] ?? LATIN_FONT).replace(/'/g, '&#39;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" xml:lang="${language}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<text x="${x}" y="225" direction="${rtl ? 'rtl' : 'ltr'}" text-anchor="start" ` +
    `font-family="${font}" font-size="${fontSize(text)}" font-weight="700" fill="#fff">` +
    `${escaped}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A banner's art in every language (each drawn with its own text), plus the English one as the
 * single picture for a reader whose language has none.
 */
export function bannerArt(
  texts: EveryLanguage,
  from: string,
  to: string,
): { imageUrl: string; imageUrls: Record<string, string> } {
  const imageUrls = Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      bannerImage(text, from, to, language),
    ]),
  );
  return { imageUrl: bannerImage(texts.en, from, to), imageUrls };
}

/** Whether a stored picture is one the seed drew (an operator's is a real URL), so it may be redrawn. */
export const SEED_ART_PREFIX = 'data:image/svg+xml,';
