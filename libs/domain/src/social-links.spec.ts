import { describe, expect, it } from 'vitest';
import { visibleSocialLinks } from './social-links';

const links = [
  { network: 'FACEBOOK', url: 'https://facebook.com/aurora' },
  { network: 'TELEGRAM', url: 'https://t.me/aurora' },
  { network: 'YOUTUBE', url: '' },
];

describe('visibleSocialLinks', () => {
  it.each([
    ['aurora.example', ['FACEBOOK', 'TELEGRAM']],
    ['WWW.Aurora.example', ['FACEBOOK', 'TELEGRAM']],
    ['mirror.example', ['TELEGRAM']],
  ])('on %s shows %j', (host, networks) => {
    const shown = visibleSocialLinks(links, host, ['aurora.example']);
    expect(shown.map((link) => link.network)).toEqual(networks);
  });
});
