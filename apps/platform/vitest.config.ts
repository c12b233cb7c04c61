import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    include: ['src/**/*.spec.ts'],
    // Each file boots PGlite once (2-3 s cold) and seeds 10,728 games; PostgreSQL runs also
    // create a database. On a 2-core machine busy with other builds this took over 30 s.
    hookTimeout: 120_000,
    // Logins cost argon2 verifications; on a busy 2-core machine a test can take seconds.
    testTimeout: 20_000,
  },
});
