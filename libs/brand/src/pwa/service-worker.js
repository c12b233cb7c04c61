// @ts-check
// The brand site's service worker, written out as /sw.js by the build (pwa-plugin.ts) after
// `VERSION`, `PRECACHE` and `strategyFor` (sw-strategy.js). Small on purpose: five ways to
// answer, caches named by the build's version, nothing intercepted that the platform answers.
/* global self, caches, fetch, URL, Response, VERSION, PRECACHE, strategyFor */
/// <reference lib="webworker" />
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const SHELL = `tessera-shell-${VERSION}`;
const ASSETS = `tessera-assets-${VERSION}`;
const PAGES = `tessera-pages-${VERSION}`;
// Art outlives builds (the platform's pictures do not change with the site's code); its number
// changes only when what it stores does.
const ART = 'tessera-art-1';
const KEEP = [SHELL, ASSETS, PAGES, ART];
/** Bounds, so a long session in the lobby does not fill the phone. */
const LIMITS = { [ASSETS]: 150, [PAGES]: 100, [ART]: 300 };

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('tessera-') && !KEEP.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** Drops the oldest entries past the cache's bound (keys come in insertion order). */
async function trim(/** @type {string} */ name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  const excess = keys.length - (LIMITS[name] ?? Infinity);
  await Promise.all(keys.slice(0, Math.max(0, excess)).map((key) => cache.delete(key)));
}

/** From the cache when there, else from the network, kept when it came back whole. */
async function cacheFirst(/** @type {Request} */ request, /** @type {string} */ name) {
  const cached = await caches.match(request, { cacheName: name });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(name);
    await cache.put(request, response.clone());
    void trim(name);
  }
  return response;
}

/**
 * Pages: the network first (a page is never stale). Offline, the home and the pages this
 * visitor has opened get the cached shell (the site then shows what it can with retry), any
 * other page the offline page: a shell for a page never seen could only show failures.
 */
async function page(/** @type {Request} */ request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok)
      void caches
        .open(PAGES)
        .then((cache) => cache.put(path, new Response('')))
        .then(() => trim(PAGES));
    return response;
  } catch {
    const known = path === '/' || Boolean(await caches.match(path, { cacheName: PAGES }));
    const shell = known && (await caches.match('/index.html', { cacheName: SHELL }));
    return shell || (await caches.match('/offline.html')) || Response.error();
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, worker.location.origin, PRECACHE);
  if (strategy === 'none') return;
  if (strategy === 'page') event.respondWith(page(request));
  else if (strategy === 'shell') event.respondWith(cacheFirst(request, SHELL));
  else event.respondWith(cacheFirst(request, strategy === 'art' ? ART : ASSETS));
});
