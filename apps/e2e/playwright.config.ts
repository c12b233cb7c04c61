import { defineConfig } from '@playwright/test';
import { auditDatabaseUrl } from './src/audit-database';
import { chromiumExecutable } from './src/browser';
import {
  AUDIT_CONSOLE_PORT,
  AUDIT_PLATFORM_PORT,
  AUDIT_PLATFORM_URL,
  BRAND_PORTS,
  CONSOLE_PORT,
  CONSOLE_URL,
  GENERATED_BRANDS,
  OPERATOR_TOKEN,
  PLATFORM_PORT,
  PLATFORM_URL,
  type BrandId,
} from './src/servers';

const executablePath = chromiumExecutable();
/** With PostgreSQL at hand (CI sets DATABASE_URL): the audit journey's fresh database. */
const auditDatabase = auditDatabaseUrl();
const BRANDS = Object.keys(BRAND_PORTS) as BrandId[];
const brandUse = (brand: BrandId) => ({
  browserName: 'chromium' as const,
  baseURL: `http://127.0.0.1:${BRAND_PORTS[brand]}`,
});

/**
 * Journeys whose screens and calls are the same on every brand: the brands differ in look,
 * language and merchant switches, and the specs of those (home, widths, accessibility, accounts,
 * games, wallets, lottery, promotions…) run on each brand. Each of these takes about a minute on
 * a 2-core machine; running them once keeps the CI run well inside its time. A journey that
 * starts to depend on a brand's switches moves out of this list.
 */
const ONE_BRAND_JOURNEYS = new RegExp(
  `/(${[
    'agent-contracts',
    'agent-team',
    'cashier',
    'draws',
    'messages',
    'missions',
    'points-mall',
    'protection',
    'records',
    'security-centre',
    'social-sign-in',
    'trial',
    'turnover',
    'two-factor-mobile',
    'withdrawal-dispute',
  ].join('|')})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  // Drops the audit journey's PostgreSQL database of this run.
  globalTeardown: './src/drop-audit-database.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Ceilings, not waits: each assertion returns as soon as the page shows what it expects. A
  // 2-core CI machine also building and serving two brands has needed over 5 s for a popup.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        // The seeded brands' domains are *.example names: here they all lead to this machine,
        // so domain-check.spec.ts can open a brand on a listed and on an unlisted name.
        '--host-resolver-rules=MAP *.example 127.0.0.1',
      ],
    },
  },
  projects: [
    // Read-only suites: *.spec.ts, and the issue-12 parts' *.e2e.ts files. The journeys in
    // ONE_BRAND_JOURNEYS run on the first brand only (Aurora, in Bengali); the rest on each brand.
    ...BRANDS.map((brand, index) => ({
      name: brand,
      use: brandUse(brand),
      testMatch: /\.(spec|e2e|journey)\.ts$/,
      ...(index > 0 ? { testIgnore: ONE_BRAND_JOURNEYS } : {}),
    })),
    ...GENERATED_BRANDS.map(({ id, port, dir }) => ({
      name: id,
      use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}` },
      // A right-to-left brand is also checked mirrored (direction, widths, axe, back to ltr),
      // and every generated brand walks the money round trip (*.journey.ts) in its language.
      testMatch:
        dir === 'rtl'
          ? /((generated-brand|right-to-left)\.check|\.journey)\.ts$/
          : /(generated-brand\.check|\.journey)\.ts$/,
    })),
    // Tests that change the platform's data (failed-login counters, maintenance, blocks) run after
    // every read-only test, one project at a time, so no test sees another's changes.
    ...BRANDS.map((brand, index) => ({
      name: `${brand}-accounts`,
      use: brandUse(brand),
      testMatch: /accounts\.stateful\.ts$/,
      dependencies: index === 0 ? [...BRANDS] : [`${BRANDS[index - 1]}-accounts`],
    })),
    ...BRANDS.map((brand) => ({
      name: `${brand}-system`,
      use: brandUse(brand),
      testMatch: /system-states\.stateful\.ts$/,
      dependencies: [`${BRANDS.at(-1)}-accounts`],
    })),
    // Staff journeys in the console (*.console.ts): they switch a merchant's four-eyes threshold,
    // which changes how every withdrawal is approved, so they run after every brand's tests.
    {
      name: 'console',
      use: { browserName: 'chromium' as const, baseURL: CONSOLE_URL },
      testMatch: /\.console\.ts$/,
      dependencies: BRANDS.map((brand) => `${brand}-system`),
    },
  ],
  // The real platform (built, on a fresh in-memory database) and each brand's production build.
  webServer: [
    {
      // Without the caller's DATABASE_URL, which the platform would prefer to PGLITE_DIR: a run
      // on a shared database would start from the last run's players, contracts and passwords.
      command: 'env -u DATABASE_URL node ../platform/dist/main.js',
      url: `${PLATFORM_URL}/health`,
      // accounts.stateful.ts sends a script's 101 failed logins from this one IP within a minute.
      env: {
        PORT: String(PLATFORM_PORT),
        PGLITE_DIR: 'memory',
        OPERATOR_TOKEN,
        LOGIN_LIMIT_PER_IP: '1000',
        // Every page a test closes reports its vitals, all from this one IP.
        VITALS_LIMIT_PER_IP: '100000',
        // Passkeys work where the console is served by a host name (WebAuthn refuses an IP).
        STAFF_ORIGINS: `http://localhost:${CONSOLE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run preview --prefix ../console',
      url: CONSOLE_URL,
      env: { PORT: String(CONSOLE_PORT), PLATFORM_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The audit journey's platform and console, on their own fresh PostgreSQL database, so the
    // journey can tamper with a row behind the platform's back (audit-tamper.console.ts).
    ...(auditDatabase
      ? [
          {
            command: `node src/create-database.mjs '${auditDatabase}' && node ../platform/dist/main.js`,
            url: `${AUDIT_PLATFORM_URL}/health`,
            env: { PORT: String(AUDIT_PLATFORM_PORT), DATABASE_URL: auditDatabase, OPERATOR_TOKEN },
            reuseExistingServer: false,
            // Migrating and seeding a new PostgreSQL database (10,728 games) takes about a minute
            // on a busy 2-core machine.
            timeout: 180_000,
          },
          {
            command: 'npm run preview --prefix ../console',
            url: `http://127.0.0.1:${AUDIT_CONSOLE_PORT}`,
            env: { PORT: String(AUDIT_CONSOLE_PORT), PLATFORM_URL: AUDIT_PLATFORM_URL },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...[
      ...(Object.entries(BRAND_PORTS) as [string, number][]),
      ...GENERATED_BRANDS.map(({ id, port }): [string, number] => [id, port]),
    ].map(([brand, port]) => ({
      command: `npm run preview --prefix ../brands/${brand}`,
      url: `http://127.0.0.1:${port}`,
      env: { PORT: String(port), PLATFORM_URL, ALLOWED_HOSTS: '.example' },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
