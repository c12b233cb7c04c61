import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // The kit's stand-ins for browser APIs jsdom lacks (matchMedia, observers).
    setupFiles: ['@tessera/ui/testing/setup', './src/testing/setup.ts'],
    // A whole-site test waits on several visible steps, each allowed asyncUtilTimeout (setup.ts);
    // Vitest's 5 s default per test is less than one such wait, so a busy machine failed tests
    // with a bare timeout instead of the step that was late. Hooks preload lazy screens.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
