import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // The kit's stand-ins for browser APIs jsdom lacks (matchMedia, observers).
    setupFiles: ['@tessera/ui/testing/setup'],
  },
});
