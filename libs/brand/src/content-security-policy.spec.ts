import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandContentSecurityPolicy, newCspNonce } from './content-security-policy';

/** The production proxy's site rules and its brands (deploy/nginx). */
const deployFile = (path: string) =>
  readFileSync(new URL(`../../../deploy/nginx/${path}`, import.meta.url), 'utf8');

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

  it('is the policy the production proxy sends (deploy/nginx), for each brand', () => {
    const configured = /add_header Content-Security-Policy "([^"]+)";/.exec(
      deployFile('tessera/site.conf'),
    )?.[1];
    const brands = [
      ...deployFile('conf.d/tessera.conf').matchAll(/set \$frame_origins "([^"]*)";/g),
    ];
    expect(brands).toHaveLength(2);
    for (const [, origins = ''] of brands)
      expect(configured?.replaceAll('$request_id', nonce).replace('$frame_origins', origins)).toBe(
        brandContentSecurityPolicy(nonce, origins.split(' ').filter(Boolean)),
      );
  });
});
