import { createMemoryHistory } from '@tanstack/react-router';
import { defineBrand } from '@tessera/brand';
import type { SystemStatusInfo, WhitelabelInfo } from '@tessera/contract';
import { createI18n } from '@tessera/i18n';
import { PlatformError, type PlatformClient } from '@tessera/sdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { languageAtom, themeAtom } from '../preferences';
import { SiteApp } from './site-app';

const brand = defineBrand({
  id: 'testbrand',
  name: 'Test Brand',
  merchantCode: 'TEST',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  defaultTheme: 'dark',
  theme: { dark: {}, light: {} },
  logo: '/logo.svg',
  licence: { en: 'Licensed in testing.', bn: 'পরীক্ষায় লাইসেন্সপ্রাপ্ত।' },
});

const whitelabel: WhitelabelInfo = {
  merchantCode: 'TEST',
  displayName: 'Test Merchant Ltd',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  tree: [],
};
const open: SystemStatusInfo = {
  maintenance: false,
  maintenanceEnd: null,
  serverTime: '2026-11-22T00:00:00Z',
};

// The platform is out of reach of a unit test; this client answers as the platform would.
function clientAnswering(replies: Array<() => Promise<WhitelabelInfo>>): PlatformClient {
  return {
    system: {
      whitelabel: () => (replies.shift() ?? (() => Promise.resolve(whitelabel)))(),
      status: () => Promise.resolve(open),
    },
  };
}

function renderSite(path: string, client = clientAnswering([])) {
  const store = createStore();
  store.set(languageAtom, 'bn');
  store.set(themeAtom, 'dark');
  render(
    <SiteApp
      brand={brand}
      client={client}
      i18n={createI18n('bn')}
      store={store}
      history={createMemoryHistory({ initialEntries: [path] })}
    />,
  );
}

beforeEach(() => localStorage.clear());

describe('the site', () => {
  it('greets in the brand default language with what the platform returned', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' })).toBeTruthy();
    expect(screen.getByTestId('merchant').textContent).toContain('Test Merchant Ltd');
    expect(screen.getByTestId('system-status').textContent).toBe('সব গেম খোলা আছে');
    expect(screen.getByTestId('licence').textContent).toBe('পরীক্ষায় লাইসেন্সপ্রাপ্ত।');
  });

  it('switches language in place and remembers the choice', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ভাষা' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeTruthy();
    expect(screen.getByTestId('licence').textContent).toBe('Licensed in testing.');
    expect(localStorage.getItem('tessera.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches theme by the attribute on <html> and remembers it', async () => {
    renderSite('/');
    await userEvent.click(await screen.findByRole('button', { name: 'হালকা থিমে যান' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('tessera.theme')).toBe('light');
  });

  it('loads the promotions screen on demand and shows it is coming, with a way back', async () => {
    renderSite('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রচার' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'শীঘ্রই আসছে' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'লবিতে ফিরে যান' }).getAttribute('href')).toBe('/');
  });

  it('explains a platform failure in the reader language and recovers on retry', async () => {
    const failing = () => Promise.reject(new PlatformError('NETWORK', 'offline', 0));
    renderSite('/', clientAnswering([failing]));
    expect((await screen.findByRole('alert')).textContent).toContain('নেটওয়ার্ক সংযোগে সমস্যা');
    await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByTestId('merchant')).toBeTruthy();
  });

  it('answers an unknown path with a not-found page linking home', async () => {
    renderSite('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'এই পাতাটি নেই।' })).toBeTruthy();
  });
});
