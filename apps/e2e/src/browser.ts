import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium to drive: Debian's where installed (Playwright cannot download one on these
 * machines), otherwise Playwright's own. Fails with the command that fixes it when neither exists.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one with\n' +
      '  sudo apt-get install -y chromium        (Debian/Ubuntu)\n' +
      'or\n' +
      '  npx playwright install chromium         (where downloads are allowed)\n' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}
