import { createPlatformFake } from '@tessera/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../testing/quiet-popups';
import { renderSite } from '../testing/render-site';
import { BOOT_HEADER_ID } from './site-app';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  quietPopups();
});

describe('the site', () => {
  it('greets in the brand default language with what the platform returned', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' })).toBeTruthy();
    expect(screen.getByTestId('merchant').textContent).toContain('Test Merchant Ltd');
    // The footer is built once the first screen is up.
    expect((await screen.findByTestId('licence')).textContent).toBe(
      'পরীক্ষায় লাইসেন্সপ্রাপ্ত। ২১ বছর ও তার বেশি।',
    );
  });

  it('takes away the static header of index.html once the first screen is drawn', async () => {
    const boot = document.createElement('div');
    boot.id = BOOT_HEADER_ID;
    document.body.append(boot);
    renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' })).toBeTruthy();
    await waitFor(() => expect(document.getElementById(BOOT_HEADER_ID)).toBeNull());
  });

  it('switches language in place and remembers the choice', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' });
    const [picker] = screen.getAllByRole('combobox', { name: 'ভাষা' });
    await userEvent.selectOptions(picker as HTMLElement, 'English');
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeTruthy();
    expect((await screen.findByTestId('licence')).textContent).toBe(
      'Licensed in testing. Players 21 and over.',
    );
    expect(localStorage.getItem('tessera.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers thirty languages; one without a table reads English, right to left where written so', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' });
    const [picker] = screen.getAllByRole('combobox', { name: 'ভাষা' });
    expect((picker as HTMLSelectElement).options).toHaveLength(30);
    await userEvent.selectOptions(picker as HTMLElement, 'اردو');
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches theme by the attribute on <html> and remembers it', async () => {
    renderSite('/');
    // The header and the phone drawer both carry the switch; either does the same.
    const [toggle] = await screen.findAllByRole('button', { name: 'হালকা থিমে যান' });
    await userEvent.click(toggle as HTMLElement);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('tessera.theme')).toBe('light');
  });

  it('loads a page screen on demand, in the reader language', async () => {
    renderSite('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রচার' })).toBeTruthy();
    expect(await screen.findByRole('tablist', { name: 'প্রচারের ধরন' })).toBeTruthy();
  });

  it('explains a platform failure in the reader language and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Once, and a 503: a GET failing with 5xx (not 503) would be retried before it shows.
    const platform = createPlatformFake();
    platform.fail('system.whitelabel', 'NETWORK', 503, { once: true });
    renderSite('/', { platform });
    expect((await screen.findByRole('alert')).textContent).toContain('নেটওয়ার্ক সংযোগে সমস্যা');
    await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByTestId('merchant')).toBeTruthy();
  });

  it('answers an unknown path with a not-found page linking home', async () => {
    renderSite('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'এই পাতাটি নেই।' })).toBeTruthy();
  });

  it('sends the old lobby addresses to /', async () => {
    const { history } = renderSite('/index.html');
    await screen.findByRole('heading', { name: 'Test Brand-এ স্বাগতম' });
    expect(history.location.pathname).toBe('/');
  });
});
