import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balance, loginResult, member } from '@tessera/sdk/testing';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../testing/quiet-popups';
import { renderSite } from '../testing/render-site';
import { sessionEndedAtom } from '@tessera/site-shared/session/session-ended';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  quietPopups();
});

describe('the session', () => {
  it('confirms a token found at start-up by loading the member, name and balance', async () => {
    renderSite('/', { language: 'en', token: 'stored-token' });
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'Lucky Player');
    expect(await screen.findByRole('group', { name: 'Balance' })).toBeTruthy();
  });

  it('hides the balance on game pages', async () => {
    renderSite('/live', { language: 'en', token: 'stored-token' });
    await screen.findByTestId('member-name');
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
  });

  it('tells the player when the platform ended the session, and offers the login popup', async () => {
    const { store, history, client } = renderSite('/promotions', {
      language: 'en',
      token: 'old-token',
    });
    await screen.findByTestId('member-name');
    // What the SDK and create-site's onSessionEnded do when a call comes back 401.
    act(() => {
      client.tokenStore.set(null);
      store.set(sessionEndedAtom, (count) => count + 1);
    });
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });

  it('saves a signed-in member language choice on the platform', async () => {
    const { platform } = renderSite('/', { language: 'bn', token: 'stored-token' });
    await screen.findByTestId('member-name');
    const [picker] = screen.getAllByRole('combobox', { name: 'ভাষা' });
    await userEvent.selectOptions(picker as HTMLElement, 'English');
    await waitFor(() =>
      expect(platform.callsTo('member.setLanguage').at(-1)?.body).toEqual({ language: 'en' }),
    );
  });

  it('shows the next member only their own name and balance after a sign-out', async () => {
    // Each answer depends on who asks, as the platform's would.
    const first = (token: string | null) => token === 'first-token';
    const { history } = renderSite('/', {
      language: 'en',
      token: 'first-token',
      answers: {
        'session.login': { ...loginResult, token: 'second-token' },
        'member.info': ({ token }) =>
          first(token) ? member : { ...member, id: 2, nickname: 'Second Player' },
        'wallet.balance': ({ token }) => (first(token) ? balance : { ...balance, balance: 5_000 }),
      },
    });
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'Lucky Player');
    expect(await screen.findByText(/1,234\.50/)).toBeTruthy();

    await userEvent.click(await screen.findByText('Account menu'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(screen.queryByTestId('member-name')).toBeNull();
    expect(screen.queryByText(/1,234\.50/)).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByPlaceholderText('Username/Phone'), 'player2');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'Second Player');
    expect(await screen.findByText(/50\.00/)).toBeTruthy();
    expect(screen.queryByText(/1,234\.50/)).toBeNull();
    expect(history.location.pathname).toBe('/');
  });
});
