import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './src/browser';
import { BRAND_PORTS, PLATFORM_PORT, type BrandId } from './src/servers';

const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
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
  projects: (Object.keys(BRAND_PORTS) as BrandId[]).map((brand) => ({
    name: brand,
    use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${BRAND_PORTS[brand]}` },
  })),
  // The real platform (built, on a fresh in-memory database) and each brand's production build.
  webServer: [
    {
      command: 'node ../platform/dist/main.js',
      url: `${platformUrl}/health`,
      env: { PORT: String(PLATFORM_PORT), PGLITE_DIR: 'memory' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(Object.entries(BRAND_PORTS) as [BrandId, number][]).map(([brand, port]) => ({
      command: `npm run preview --prefix ../brands/${brand}`,
      url: `http://127.0.0.1:${port}`,
      env: { PORT: String(port), PLATFORM_URL: platformUrl },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
