import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandContentSecurityPolicy, newCspNonce } from './content-security-policy';

/** The production server config the platform's README documents (nginx). */
const README = readFileSync(new URL('../../../apps/platform/README.md', import.meta.url), 'utf8');

describe('the brand sites’ Content-Security-Policy', () => {
  const nonce = 'bm9uY2Utb2YtYS10ZXN0';
  const policy = brandContentSecurityPolicy(nonce, ['https://games.example']);
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('runs only scripts with the response’s nonce and what they load', () => {
    expect(directive('script-src')).toBe(`'nonce-${nonce}' 'strict-dynamic' 'self'`);
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'none'");
  });

  it('frames only the site’s own origin and the vendors given, and is never framed', () => {
    expect(directive('frame-src')).toBe("'self' https://games.example");
    expect(brandContentSecurityPolicy(nonce)).toContain("frame-src 'self';");
    expect(directive('frame-ancestors')).toBe("'none'");
  });

  it('makes a fresh nonce each time', () => {
    expect(newCspNonce()).not.toBe(newCspNonce());
    expect(newCspNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('is the policy of the nginx config in the platform README', () => {
    const documented = /add_header Content-Security-Policy "([^"]+)";/.exec(README)?.[1];
    const origins = /frame-src 'self' ([^;]+);/.exec(documented ?? '')?.[1]?.split(' ') ?? [];
    expect(documented?.replaceAll('$request_id', nonce)).toBe(
      brandContentSecurityPolicy(nonce, origins),
    );
  });
});
