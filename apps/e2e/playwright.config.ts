import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './src/browser';
import {
  BRAND_PORTS,
  OPERATOR_TOKEN,
  PLATFORM_PORT,
  PLATFORM_URL,
  type BrandId,
} from './src/servers';

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
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
      ],
    },
  },
  projects: (Object.keys(BRAND_PORTS) as BrandId[]).flatMap((brand) => {
    const use = {
      browserName: 'chromium' as const,
      baseURL: `http://127.0.0.1:${BRAND_PORTS[brand]}`,
    };
    return [
      { name: brand, use },
      // Tests that change the platform's data run after every read-only test of every brand.
      {
        name: `${brand}-stateful`,
        use,
        testMatch: /\.stateful\.ts$/,
        dependencies: Object.keys(BRAND_PORTS),
      },
    ];
  }),
  // The real platform (built, on a fresh in-memory database) and each brand's production build.
  webServer: [
    {
      command: 'node ../platform/dist/main.js',
      url: `${PLATFORM_URL}/health`,
      env: { PORT: String(PLATFORM_PORT), PGLITE_DIR: 'memory', OPERATOR_TOKEN },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(Object.entries(BRAND_PORTS) as [BrandId, number][]).map(([brand, port]) => ({
      command: `npm run preview --prefix ../brands/${brand}`,
      url: `http://127.0.0.1:${port}`,
      env: { PORT: String(port), PLATFORM_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
