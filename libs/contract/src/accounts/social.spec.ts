import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SandboxTokenForm } from '../sandbox/oidc';
import {
  SocialCallbackRequest,
  SocialLinkRequest,
  SocialLinks,
  SocialProviderInput,
  SocialStartRequest,
  SocialTicket,
} from './social';
import { SOCIAL_CALLBACK_ROUTE, SOCIAL_PATHS, SOCIAL_PROVIDERS } from './social-constants';

describe('social sign-in schemas', () => {
  it('take the two providers only', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['GOOGLE', 'FACEBOOK']);
    const start = { provider: 'GOOGLE', redirectUri: `https://a.example${SOCIAL_CALLBACK_ROUTE}` };
    expect(Value.Check(SocialStartRequest, start)).toBe(true);
    expect(Value.Check(SocialStartRequest, { ...start, provider: 'MYSPACE' })).toBe(false);
    expect(Value.Check(SocialStartRequest, { ...start, redirectUri: 'x'.repeat(513) })).toBe(false);
  });

  it('need a state on every callback, and a username and password to link', () => {
    expect(Value.Check(SocialCallbackRequest, { state: 's', code: 'c' })).toBe(true);
    expect(Value.Check(SocialCallbackRequest, { state: 's', error: 'access_denied' })).toBe(true);
    expect(Value.Check(SocialCallbackRequest, { code: 'c' })).toBe(false);
    expect(Value.Check(SocialLinkRequest, { ticket: 't', username: 'u', password: 'p' })).toBe(
      true,
    );
    expect(Value.Check(SocialLinkRequest, { ticket: 't', username: 'u' })).toBe(false);
  });

  it('describe a ticket and the member’s links', () => {
    const ticket = { ticket: 't', provider: 'FACEBOOK', linked: false, name: null, email: null };
    expect(Value.Check(SocialTicket, ticket)).toBe(true);
    const links = {
      links: [{ provider: 'GOOGLE', email: 'a@b.co', name: 'A', linkedAt: '2026-01-01T00:00:00Z' }],
      available: ['FACEBOOK'],
      passwordSet: false,
    };
    expect(Value.Check(SocialLinks, links)).toBe(true);
  });

  it('keep an operator’s client id and secret non-empty', () => {
    expect(Value.Check(SocialProviderInput, { clientId: 'a', clientSecret: 'b' })).toBe(true);
    expect(Value.Check(SocialProviderInput, { clientId: '', clientSecret: 'b' })).toBe(false);
  });

  it('let the sandbox token endpoint answer a bad grant itself (every field optional)', () => {
    expect(Value.Check(SandboxTokenForm, {})).toBe(true);
    expect(Value.Check(SandboxTokenForm, { code: 'x'.repeat(129) })).toBe(false);
  });

  it('put the session calls under /wps/session and the member’s under /wps/member', () => {
    for (const [name, path] of Object.entries(SOCIAL_PATHS))
      expect(path, name).toMatch(/^\/wps\/(session\/social|member\/social)/);
  });
});
