import { loadI18n } from '@tessera/i18n';
import { screen } from '@testing-library/react';
import { createPlatformFake } from '@tessera/sdk/testing';
import { expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

// The site's own i18next instance, not the testing one that holds every section: the security
// centre's texts, and social sign-in's for its linked-providers card, must come with the page in
// the reader's language only. Nothing in this file preloads the page.
it('brings its texts and the linked sign-in card’s with the page, in Bengali for a Bengali reader', async () => {
  quietPopups();
  const i18n = await loadI18n('bn');
  expect(i18n.exists('security.accountTitle') || i18n.exists('social.cardTitle')).toBe(false);
  renderSite('/member/security-center', {
    language: 'bn',
    i18n,
    platform: createPlatformFake({ token: 'member-token' }),
  });
  // The first wait includes Vitest transforming the lazily imported page and its texts on demand
  // (about 10 s on a busy 2-core machine), so it gets more than the usual 10 s.
  expect(
    await screen.findByRole('region', { name: 'অ্যাকাউন্ট ও যোগাযোগ' }, { timeout: 25_000 }),
  ).toBeTruthy();
  expect(await screen.findByRole('region', { name: 'যুক্ত সাইন-ইন' })).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\b(security|social|errors)\.[A-Za-z]/);
  expect(i18n.getResource('en', 'translation', 'security')).toBeUndefined();
});
