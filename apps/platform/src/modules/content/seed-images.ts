/**
 * A banner image as an SVG data URL: the seed needs pictures that show without an asset
 * server. Operators replace them with real image URLs.
 */
export function bannerImage(text: string, from: string, to: string): string {
  const escaped = text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<text x="80" y="225" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">` +
    `${escaped}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A banner's art in each language of `texts` (drawn with that language's text), plus the
 * English one as the picture of any other language.
 */
export function bannerArt(
  texts: Record<string, string> & { en: string },
  from: string,
  to: string,
): { imageUrl: string; imageUrls: Record<string, string> } {
  const imageUrls = Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [language, bannerImage(text, from, to)]),
  );
  return { imageUrl: bannerImage(texts.en, from, to), imageUrls };
}
