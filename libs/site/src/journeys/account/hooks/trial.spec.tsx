import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginResult, member } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const trial = { ...member, account: 'trial_8812', nickname: null, type: 4 as const };

describe('free trial', () => {
  it('signs in as a trial account from the login popup', async () => {
    const { history } = renderSite('/login', {
      language: 'en',
      answers: { 'session.freePlay': { ...loginResult, memberType: 4 }, 'member.info': trial },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Free trial' }));
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'trial_8812');
    expect(history.location.pathname).toBe('/');
  });

  it('asks a trial account for a real account before a deposit, and offers sign-up', async () => {
    const { history } = renderSite('/', {
      language: 'en',
      token: 'trial-token',
      answers: { 'member.info': trial },
    });
    // The header's Deposit (the account menu repeats it for phones, gated the same way).
    const [deposit] = await screen.findAllByRole('link', { name: 'Deposit' });
    await userEvent.click(deposit!);
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(prompt.textContent).toContain('You need a real account for this.');
    expect(history.location.pathname).toBe('/');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Get a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    expect(history.location.pathname).toBe('/register');
  });

  it('lets a real member through to the deposit page', async () => {
    const { history } = renderSite('/', { language: 'en', token: 'member-token' });
    const [deposit] = await screen.findAllByRole('link', { name: 'Deposit' });
    await userEvent.click(deposit!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    expect(history.location.pathname).toBe('/member/deposit-v2');
  });
});
