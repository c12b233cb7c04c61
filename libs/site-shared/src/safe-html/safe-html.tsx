import { Skeleton } from '@tessera/ui';
import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;

/** An event-handler attribute inside a start tag: ` onmouseover="…"`, ` onerror=x`. */
const HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * Drops event-handler attributes from start tags before DOMPurify parses the HTML. Chrome checks
 * the page's Content-Security-Policy even in the DOMParser document DOMPurify parses into, so
 * each handler there was reported as a blocked inline handler (the home's seeded popup). Only
 * a first pass: a handler this misses is still removed by DOMPurify, at worst with that report.
 */
export function withoutHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(HANDLER_ATTRIBUTE, ''));
}
let loading: Promise<Sanitize> | null = null;

/**
 * Loads DOMPurify once, on first use: announcement and help HTML only shows in popups, so the
 * sanitizer stays out of the first download. A failed load is tried again next time.
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (sanitize = (html) =>
        DOMPurify.sanitize(withoutHandlers(html), { USE_PROFILES: { html: true } })),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Removes scripts, event handlers and other active content from platform-supplied HTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

/**
 * Renders announcement or help HTML from the platform, sanitized first. Until the sanitizer has
 * loaded a skeleton line holds the place: the HTML is never shown unsanitized.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => live && setReady(true),
      // Offline or a stale deployment: the skeleton stays rather than unsafe HTML.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html) : null), [ready, html]);
  if (clean === null) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton />
      </div>
    );
  }
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
