import { describe, expect, it } from 'vitest';
import { pwaPlugin, serviceWorkerSource } from './pwa-plugin';

describe('the service worker the build writes', () => {
  it('is one script that compiles: the routing rules and the worker share no names', () => {
    const source = serviceWorkerSource('abc123def456', ['/index.html', '/offline.html']);
    // Compiling is what the browser does first; a clash of names fails the whole worker there.
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('const PRECACHE = ["/index.html","/offline.html"];');
    expect(source).not.toMatch(/^export /m);
  });

  it('is written by production builds only, never by the development server', () => {
    expect(pwaPlugin('/brand').apply).toBe('build');
  });
});
