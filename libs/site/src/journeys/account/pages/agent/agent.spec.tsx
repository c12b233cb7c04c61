import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginResult, member } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const agent = { ...member, account: 'agent1', nickname: null, type: 1 as const };

describe('the agent area', () => {
  it('offers a way back to the lobby from the agent login', async () => {
    const { history } = renderSite('/agent', { language: 'en' });
    await userEvent.click(await screen.findByRole('link', { name: /Back to the lobby/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Test Brand' }),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });

  it('signs an agent in on /agent and opens the agent centre', async () => {
    const { history, platform } = renderSite('/agent', {
      language: 'en',
      answers: { 'session.login': { ...loginResult, memberType: 1 }, 'member.info': agent },
    });
    const form = await screen.findByRole('region', { name: 'Agent login' });
    await userEvent.type(within(form).getByPlaceholderText('Username/Phone'), 'agent1');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in to the agent centre' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent centre' })).toBeTruthy();
    expect(history.location.pathname).toBe('/agentHome');
    expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({ site: 'agent' });
  });

  it('sends a signed-in non-agent from /agentHome to /agent', async () => {
    const { history } = renderSite('/agentHome', { language: 'en', token: 'member-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent login' })).toBeTruthy();
    expect(history.location.pathname).toBe('/agent');
  });

  it('sends a visitor from /agentHome to the agent login, not the player popup', async () => {
    const { history } = renderSite('/agentHome', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Agent login' });
    expect(history.location.pathname).toBe('/agent');
  });

  it('shows the agent centre entry in the account menu to agents only', async () => {
    renderSite('/', {
      language: 'en',
      token: 'agent-token',
      answers: { 'member.info': agent },
    });
    await userEvent.click(await screen.findByText('Account menu'));
    expect(screen.getByRole('link', { name: 'Agent centre' }).getAttribute('href')).toBe(
      '/agentHome',
    );
  });
});
