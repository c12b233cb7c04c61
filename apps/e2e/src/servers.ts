import { readFileSync } from 'node:fs';

// E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their browser
// tests at the same time.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Ports of the processes the browser tests start; away from the dev ports so both can run. */
export const PLATFORM_PORT = 3199 + OFFSET;
export const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`;
export const BRAND_PORTS = { aurora: 4310 + OFFSET, lumen: 4311 + OFFSET } as const;
export type BrandId = keyof typeof BRAND_PORTS;
/** The operators' console (its production build, /ops proxied to the test platform). */
export const CONSOLE_PORT = 4330 + OFFSET;
export const CONSOLE_URL = `http://127.0.0.1:${CONSOLE_PORT}`;

/**
 * The audit journey's own platform and console: on a fresh PostgreSQL database of this run
 * (created from DATABASE_URL, only when it is set), so the test can tamper with a row as someone
 * with database access would; the shared test platform runs on in-memory PGlite, out of reach.
 */
export const AUDIT_PLATFORM_PORT = 3197 + OFFSET;
export const AUDIT_PLATFORM_URL = `http://127.0.0.1:${AUDIT_PLATFORM_PORT}`;
export const AUDIT_CONSOLE_PORT = 4332 + OFFSET;
export const AUDIT_CONSOLE_URL = `http://127.0.0.1:${AUDIT_CONSOLE_PORT}`;

/** A brand made by the brand generator (`generated-brands.json`, written by the generator). */
export interface GeneratedBrand {
  id: string;
  merchant: string;
  name: string;
  /** Its default language. */
  language: string;
  /** The default language's writing direction (brands generated before it was recorded: ltr). */
  dir?: 'ltr' | 'rtl';
  port: number;
}

/** Generated brands get a smoke test of their own (generated-brand.check.ts), not the full suite. */
export const GENERATED_BRANDS: GeneratedBrand[] = (
  JSON.parse(
    readFileSync(new URL('./generated-brands.json', import.meta.url), 'utf8'),
  ) as GeneratedBrand[]
).map((brand) => ({ ...brand, port: brand.port + OFFSET }));

/** The operator token the test platform is started with (it only ever runs on loopback). */
export const OPERATOR_TOKEN = 'e2e-operator-token';

/** Merchant code of each brand, as in its brand.config.ts. */
export const MERCHANT_CODES: Record<BrandId, string> = { aurora: 'AURORA', lumen: 'LUMEN' };

/** Each merchant's seeded payload key (its brand.config.ts), for tests that seal a body. */
export const PAYLOAD_KEYS: Record<string, string> = {
  AURORA: 'tessera-demo-payload-key',
  LUMEN: 'lumen-demo-payload-key',
};
