import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('/helpmc, the help centre on its own page', () => {
  it('shows the topic of the hash without header or footer, and switches topics', async () => {
    const { history } = renderSite('/helpmc#withdraw', { language: 'en' });
    const page = await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(page).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Help topics' });
    expect(
      within(tabs).getByRole('tab', { name: 'How to withdraw' }).getAttribute('aria-selected'),
    ).toBe('true');
    await waitFor(() => expect(document.body.textContent).toContain('Choose an account.'));

    const [first] = within(tabs).getAllByRole('tab');
    if (first) await userEvent.click(first);
    expect(history.location.hash).toBe('#deposit');
    expect(screen.getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe('/');
  });

  it('says so when the merchant has no help topics', async () => {
    renderSite('/helpmc', {
      language: 'en',
      platform: createPlatformFake({ answers: { 'system.helpCenter': [] } }),
    });
    expect(await screen.findByText('No help topics yet.')).toBeTruthy();
  });
});
