import { loadI18n, loadLanguage } from '@tessera/i18n';
import { act, screen } from '@testing-library/react';
import { createPlatformFake } from '@tessera/sdk/testing';
import { expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';

// The site's own i18next instance, not the testing one that holds every section: the records
// texts must come with the page, in the reader's language only. Nothing in this file preloads
// the page (a section once loaded goes into every instance created later).
it('brings the records texts with the page, in the reader’s language, never showing keys', async () => {
  quietPopups();
  const i18n = await loadI18n('bn');
  expect(i18n.exists('records.emptyTitle')).toBe(false);
  renderSite('/member/transaction-history', {
    language: 'bn',
    i18n,
    platform: createPlatformFake({ token: 'member-token' }),
  });
  expect(await screen.findByRole('heading', { name: 'এই তারিখের পরিসরে কিছু নেই' })).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\brecords\.\w+/);
  expect(i18n.getResource('en', 'translation', 'records')).toBeUndefined();

  await act(() => loadLanguage(i18n, 'pt'));
  expect(await screen.findByRole('heading', { name: 'Nada neste período' })).toBeTruthy();
});
