import { screen, waitFor } from '@testing-library/react';
import type * as I18n from '@tessera/i18n';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../testing/quiet-popups';
import type { renderSite as RenderSite } from '../testing/render-site';

// The table download is what can fail or take long on a phone: the test holds it in its hand.
const arrivals: { resolve: () => void; reject: (error: Error) => void }[] = [];
let renderSite: typeof RenderSite;

beforeAll(async () => {
  // The setup file already loaded the site's modules with the real i18n: load them afresh with
  // the held download in its place.
  vi.resetModules();
  vi.doMock('@tessera/i18n', async (original) => {
    const actual = await original<typeof I18n>();
    return {
      ...actual,
      loadLanguage: (...args: Parameters<typeof actual.loadLanguage>) =>
        new Promise<void>((resolve, reject) => arrivals.push({ resolve, reject })).then(() =>
          actual.loadLanguage(...args),
        ),
    };
  });
  ({ renderSite } = await import('../testing/render-site'));
  await (await import('../testing/preload-popups')).preloadPopups();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  quietPopups();
  arrivals.length = 0;
  document.documentElement.lang = 'bn';
});

async function chooseEnglish() {
  renderSite('/');
  await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' });
  const [picker] = screen.getAllByRole('combobox', { name: 'ভাষা' }) as HTMLSelectElement[];
  await userEvent.selectOptions(picker!, 'English');
  await waitFor(() => expect(arrivals).toHaveLength(1));
  return picker!;
}

describe('the language switch', () => {
  it("keeps the page's language, busy, until the new texts have arrived", async () => {
    const picker = await chooseEnglish();
    expect(picker.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Test Brand-এ স্বাগতম' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    arrivals[0]!.resolve();
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeTruthy();
    await waitFor(() => expect(picker.getAttribute('aria-busy')).toBe('false'));
    expect(localStorage.getItem('tessera.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('stays in the language it had and says so when the texts cannot be fetched', async () => {
    const picker = await chooseEnglish();
    arrivals[0]!.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('ভাষাটি লোড করা যায়নি'),
    );
    expect(picker.value).toBe('bn');
    await waitFor(() => expect(picker.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('heading', { name: 'Test Brand-এ স্বাগতম' })).toBeTruthy();
    expect(localStorage.getItem('tessera.language')).toBeNull();
    expect(document.documentElement.lang).toBe('bn');
  });
});
