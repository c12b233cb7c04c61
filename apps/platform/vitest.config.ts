import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    include: ['src/**/*.spec.ts'],
    // Migrates and seeds one database per kind for the run; spec files start from copies.
    globalSetup: ['src/testing/global-setup.ts'],
    // After each file: no mutating operator call answered without its audit before.
    setupFiles: ['src/testing/audit-before-check.ts'],
    // The global setup migrates and seeds (10,728 games); each file then boots PGlite (2-3 s
    // cold) or copies a PostgreSQL database. On a 2-core machine busy with builds: over 30 s.
    hookTimeout: 120_000,
    // Logins cost argon2 verifications; on a busy 2-core machine a test can take seconds.
    testTimeout: 20_000,
  },
});
