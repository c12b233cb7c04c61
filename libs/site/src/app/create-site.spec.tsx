import { START_FAILED_EVENT } from '@tessera/brand';
import type * as I18n from '@tessera/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '../testing/site-fixtures';
import { createSite } from './create-site';

const i18n = vi.hoisted(() => ({ load: vi.fn() }));

// The reader's table, downloaded as its own chunk: what a flaky link fails to bring.
vi.mock('@tessera/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  loadI18n: i18n.load,
}));
// The site itself, its first page's data and the field data are not what these tests are about.
vi.mock('./site-app', () => ({
  SiteApp: () => <p>The site</p>,
  createSiteRuntime: () => ({ router: { load: async () => undefined } }),
}));
vi.mock('@tessera/site-shared/vitals', () => ({ startFieldData: () => undefined }));

const startFailed = vi.fn();

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  addEventListener(START_FAILED_EVENT, startFailed);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  removeEventListener(START_FAILED_EVENT, startFailed);
  startFailed.mockReset();
  i18n.load.mockReset();
  vi.restoreAllMocks();
});

describe('createSite', () => {
  it("tells index.html's start script when the reader's texts could not be downloaded", async () => {
    i18n.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    createSite(testBrand);
    await vi.waitFor(() => expect(startFailed).toHaveBeenCalledTimes(1));
    expect(i18n.load).toHaveBeenCalledWith(testBrand.defaultLanguage);
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });

  it('draws the site and reports nothing when the texts arrive', async () => {
    const { createI18n } = await import('@tessera/i18n/testing');
    i18n.load.mockResolvedValue(createI18n(testBrand.defaultLanguage));
    createSite(testBrand);
    await vi.waitFor(() => expect(document.getElementById('root')?.textContent).toBe('The site'));
    expect(startFailed).not.toHaveBeenCalled();
  });
});
