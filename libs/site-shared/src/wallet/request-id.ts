/**
 * A fresh id for a call the member may retry (36 characters of hex and dashes, which the
 * platform's `[A-Za-z0-9_-]{8,64}` accepts). `randomUUID` needs a secure context; a site opened
 * over plain http in a test lab still gets 128 random bits.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
