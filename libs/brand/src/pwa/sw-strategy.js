// @ts-check
// Which way the service worker answers a request. Plain JavaScript because the build copies
// this file's text into sw.js as it is (its `export` dropped); the unit test imports it.
/* global URL */

/**
 * Paths the platform answers (the brand proxies them to it). Their replies are live data, a
 * session or a payment: never from a cache, so the worker leaves them to the network.
 */
export const PLATFORM_PATHS = [
  '/wps',
  '/lgw',
  '/lotto',
  '/ops',
  '/pam',
  '/sandbox',
  '/docs',
  '/health',
];

/** Game art and banners, drawn by the platform under /cdn or shipped with the site. */
const ART_FILE = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * @param {{ method: string, url: string, mode: string, destination: string }} request
 * @param {string} origin the site's origin (the worker's)
 * @param {readonly string[]} precached paths of the app shell
 * @returns {'none' | 'page' | 'shell' | 'asset' | 'art'} `none`: not answered by the worker
 */
export function strategyFor(request, origin, precached) {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'none';
  const under = (/** @type {string} */ prefix) =>
    url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  const image = request.destination === 'image' || ART_FILE.test(url.pathname);
  // Art from the platform's /cdn may be kept: it is the same for every player and never changes.
  if (under('/cdn')) return image && request.mode !== 'navigate' ? 'art' : 'none';
  if (PLATFORM_PATHS.some(under) || url.pathname === '/sw.js') return 'none';
  if (request.mode === 'navigate') return 'page';
  if (precached.includes(url.pathname)) return 'shell';
  if (url.pathname.startsWith('/assets/')) return image ? 'art' : 'asset';
  return image ? 'art' : 'none';
}
