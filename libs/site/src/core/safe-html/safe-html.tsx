import { Skeleton } from '@tessera/ui';
import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads DOMPurify once, on first use: announcement and help HTML only shows in popups, so the
 * sanitizer stays out of the first download. A failed load is tried again next time.
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (sanitize = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })),
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
