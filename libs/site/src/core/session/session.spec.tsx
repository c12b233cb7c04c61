import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { clearSessionAtom, sessionEndedAtom } from './session';

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
    const { store, history } = renderSite('/promotions', { language: 'en', token: 'old-token' });
    await screen.findByTestId('member-name');
    // What create-site's onSessionEnded does when a call comes back 401.
    act(() => {
      store.set(clearSessionAtom);
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
});
