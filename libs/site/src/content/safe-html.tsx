import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Removes scripts, event handlers and other active content from platform-supplied HTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders announcement or help HTML from the platform, sanitized first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
