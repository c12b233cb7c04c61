/**
 * Starts the field-data reporter once the page has loaded and the main thread is idle: the
 * web-vitals library arrives in its own chunk and costs the first paint nothing. Its observers
 * read buffered entries, so the LCP painted before it came is still measured.
 */
export function startFieldData(platformUrl: string, merchantCode: string) {
  const start = () =>
    void import('./report-vitals').then(
      ({ reportVitals }) => reportVitals(platformUrl, merchantCode),
      // No field data for this visit; the site itself is unaffected.
      () => undefined,
    );
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
