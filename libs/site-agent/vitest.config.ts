import { defineConfig } from 'vitest/config';

// The lib's own specs test its pieces; its pages in the whole site (sign-in, member centre,
// popups) are specced in libs/site/src/journeys/agent, where the app they need lives.
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    setupFiles: ['@tessera/ui/testing/setup'],
    // Every agent spec so far renders the whole site (journeys/agent); a unit spec added here runs.
    passWithNoTests: true,
  },
});
