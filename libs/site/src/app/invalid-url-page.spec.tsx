// @vitest-environment-options { "url": "https://aurora-login.example/" }
import { screen } from '@testing-library/react';
import { createPlatformFake, domainRoute, failure } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../testing/quiet-popups';
import { renderSite } from '../testing/render-site';

// This file's page lives on https://aurora-login.example/, a look-alike of a brand's domain.
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const withDomains = (domains: string[] | 'unreadable') =>
  createPlatformFake({
    answers: {
      'system.domainRoute':
        domains === 'unreadable' ? failure('INTERNAL', 500) : { ...domainRoute, domains },
    },
  });

describe('the domain check (spec §8)', () => {
  it('shows "Invalid URL" with customer service instead of the site on an unlisted host', async () => {
    renderSite('/', { language: 'en', platform: withDomains(['aurora.example']) });
    expect(await screen.findByRole('heading', { name: 'Invalid URL' })).toBeTruthy();
    expect(
      screen.getByText(/aurora-login\.example is not one of this site's addresses/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: /log in/i })).toBeNull();
  });

  it('says it in the visitor’s language', async () => {
    renderSite('/', { language: 'bn', platform: withDomains(['aurora.example']) });
    expect(await screen.findByRole('heading', { name: 'অবৈধ URL' })).toBeTruthy();
  });

  it('opens the site on a listed host', async () => {
    renderSite('/', { language: 'en', platform: withDomains(['*.example']) });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invalid URL' })).toBeNull();
  });

  it('opens the site when the domain list cannot be read', async () => {
    renderSite('/', { language: 'en', platform: withDomains('unreadable') });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
