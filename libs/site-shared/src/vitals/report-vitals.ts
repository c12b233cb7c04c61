import { MERCHANT_HEADER, VITALS_PATHS } from '@tessera/contract';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { vitalsBatch } from './vitals-batch';

/**
 * Field data (issue 14): this visit's LCP, INP and CLS, reported to the platform once the page
 * is hidden (the moment the web-vitals library settles them). `fetch` with `keepalive` rather
 * than `navigator.sendBeacon`: it outlives the page the same way and can carry the merchant
 * header every /wps call needs. Loaded after the first paint (see `startFieldData`).
 */
export function reportVitals(platformUrl: string, merchantCode: string) {
  const batch = vitalsBatch(window.location.pathname, (report) => {
    void fetch(new URL(VITALS_PATHS.report, platformUrl), {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', [MERCHANT_HEADER]: merchantCode },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  });
  onLCP(batch.add);
  onINP(batch.add);
  onCLS(batch.add);
  // Registered after the library's own listeners, so the metrics it settles on hiding are in.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
}
