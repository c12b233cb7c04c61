import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    setupFiles: ['@tessera/ui/testing/setup', './src/testing/setup.ts'],
    testTimeout: 30_000,
  },
});
