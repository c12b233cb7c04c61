/**
 * A mall item's picture as an SVG data URL (a coloured tile with a simple shape), so seeded
 * items show without an asset server. Operators set real image URLs.
 */
export function itemArt(
  shape: 'coin' | 'gift' | 'phone' | 'shirt' | 'cup' | 'audio',
  from: string,
  to: string,
): string {
  const shapes = {
    coin: '<circle cx="100" cy="100" r="52" fill="#ffd54a" stroke="#b8860b" stroke-width="8"/><text x="100" y="118" text-anchor="middle" font-family="sans-serif" font-size="52" font-weight="700" fill="#b8860b">$</text>',
    gift: '<rect x="48" y="84" width="104" height="76" rx="6" fill="#fff"/><rect x="40" y="66" width="120" height="24" rx="4" fill="#fff"/><rect x="92" y="66" width="16" height="94" fill="#e53950"/>',
    phone:
      '<rect x="70" y="40" width="60" height="120" rx="10" fill="#222"/><rect x="76" y="52" width="48" height="92" fill="#9ad"/>',
    shirt:
      '<path d="M70 50 L100 62 L130 50 L160 74 L144 96 L134 90 L134 156 L66 156 L66 90 L56 96 L40 74 Z" fill="#fff"/>',
    cup: '<rect x="62" y="60" width="64" height="90" rx="8" fill="#fff"/><path d="M126 80 h14 a14 14 0 0 1 0 40 h-14" fill="none" stroke="#fff" stroke-width="10"/>',
    audio:
      '<path d="M50 110 a50 50 0 0 1 100 0" fill="none" stroke="#fff" stroke-width="12"/><rect x="40" y="104" width="26" height="46" rx="8" fill="#fff"/><rect x="134" y="104" width="26" height="46" rx="8" fill="#fff"/>',
  };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#g)"/>${shapes[shape]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
