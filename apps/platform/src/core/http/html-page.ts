import { randomBytes } from 'node:crypto';

// The few pieces every server-rendered page (sandbox vendor, sandbox payments) needs.

/** Text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A fresh CSP nonce for one response. */
export const newNonce = () => randomBytes(16).toString('base64');
