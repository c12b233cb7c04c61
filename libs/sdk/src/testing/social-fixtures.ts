import type { SocialLinks, SocialTicket } from '@tessera/contract';

/** The fake's sandbox authorize page: the site would send the browser here. */
export const socialAuthorizeUrl =
  'http://localhost/sandbox/oidc/authorize?client_id=aurora-google&state=s1&nonce=n1';

/** A proven identity no account has yet (the callback page offers create or link). */
export const newIdentityTicket: SocialTicket = {
  ticket: 'ticket-new',
  provider: 'GOOGLE',
  linked: false,
  name: 'Ana Santos',
  email: 'ana.santos@sandbox.example',
};

/** The member's links: Google linked, Facebook available, a password of their own. */
export const socialLinks: SocialLinks = {
  links: [
    {
      provider: 'GOOGLE',
      email: 'player1@sandbox.example',
      name: 'Player One',
      linkedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  available: ['FACEBOOK'],
  passwordSet: true,
};
