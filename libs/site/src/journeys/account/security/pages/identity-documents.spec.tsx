import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure, identityDocuments } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../../../areas/member';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';
import { LazySecurityCenterPage } from '@tessera/site-account';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazySecurityCenterPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const member = () => createPlatformFake({ token: 'member-token' });
const open = (platform = member(), language = 'en') => {
  renderSite('/member/security-center', { language, platform });
  return platform;
};
const card = () => screen.findByRole('region', { name: 'Identity documents' });
const file = (name: string, type: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('identity documents in the security centre', () => {
  it('lists each document with its status, a rejection with its reason, and the rule', async () => {
    open();
    const documents = await card();
    const rows = await within(documents).findAllByTestId('document-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^National ID card · Back.*Awaiting review$/),
      expect.stringMatching(
        /^National ID card · Front.*Reason: The photo is blurred: please upload a sharper one\.Rejected/,
      ),
    ]);
    expect(documents.textContent).toContain(
      'Withdrawals above ৳5,000.00 need an approved ID document.',
    );
  });

  it('uploads a new front after a rejection, kind and side chosen for the player', async () => {
    const platform = open();
    const documents = await card();
    await userEvent.click(
      await within(documents).findByRole('button', {
        name: 'Upload a new one: National ID card · Front',
      }),
    );
    expect(within(documents).getByLabelText('Document type')).toHaveProperty(
      'value',
      'NATIONAL_ID',
    );
    expect(within(documents).getByLabelText('Side')).toHaveProperty('value', 'FRONT');
    await userEvent.upload(
      within(documents).getByLabelText(/^File/),
      file('front.png', 'image/png'),
    );
    await userEvent.click(within(documents).getByRole('button', { name: 'Upload document' }));
    expect(await within(documents).findByText('Uploaded. We will review it soon.')).toBeTruthy();
    // One file part, with the kind and side as text parts.
    expect(platform.callsTo('identity.upload').at(-1)?.body).toMatchObject({
      kind: 'NATIONAL_ID',
      side: 'FRONT',
      file: [{ type: 'image/png' }],
    });
    // The list is read again after the upload.
    expect(platform.callsTo('identity.documents').length).toBeGreaterThan(1);
  });

  it('sends no side for a passport, and checks size and type before sending', async () => {
    const platform = open();
    const documents = await card();
    await userEvent.selectOptions(
      await within(documents).findByLabelText('Document type'),
      'PASSPORT',
    );
    expect(within(documents).queryByLabelText('Side')).toBeNull();
    const upload = within(documents).getByRole('button', { name: 'Upload document' });

    await userEvent.click(upload);
    expect(await within(documents).findByText('Please choose a file.')).toBeTruthy();
    await userEvent.upload(
      within(documents).getByLabelText(/^File/),
      file('huge.pdf', 'application/pdf', 5 * 1024 * 1024 + 1),
    );
    await userEvent.click(upload);
    expect(await within(documents).findByText('The file must be 5 MB or smaller.')).toBeTruthy();
    expect(platform.callsTo('identity.upload')).toEqual([]);

    await userEvent.upload(
      within(documents).getByLabelText(/^File/),
      file('passport.pdf', 'application/pdf'),
    );
    await userEvent.click(upload);
    await within(documents).findByText('Uploaded. We will review it soon.');
    const sent = platform.callsTo('identity.upload').at(-1)?.body;
    expect(sent).toMatchObject({ kind: 'PASSPORT', file: [{ type: 'application/pdf' }] });
    expect(sent).not.toHaveProperty('side');
  });

  it('shows the platform’s refusal of the bytes in the player’s language', async () => {
    const platform = member();
    platform.answer('identity.upload', failure('DOCUMENT_NOT_ACCEPTED', 415));
    open(platform, 'pt');
    const documents = await screen.findByRole('region', { name: 'Documentos de identidade' });
    await userEvent.upload(
      await within(documents).findByLabelText(/^Arquivo/),
      file('id.png', 'image/png'),
    );
    await userEvent.click(within(documents).getByRole('button', { name: 'Enviar documento' }));
    expect((await within(documents).findByRole('alert')).textContent).toBe(
      'O arquivo deve ser PNG, JPG ou PDF.',
    );
  });

  it('shows an empty list, and a verified member', async () => {
    const platform = member();
    platform.answer('identity.documents', { list: [], verified: false, threshold: null });
    open(platform);
    const documents = await card();
    expect(await within(documents).findByText('No documents uploaded yet.')).toBeTruthy();
    expect(documents.textContent).not.toContain('Withdrawals above');
  });

  it('says it could not load, and loads again on retry', async () => {
    const platform = member();
    platform.fail('identity.documents', 'INTERNAL', 500);
    open(platform);
    const documents = await card();
    const retry = await within(documents).findByRole('button', { name: 'Try again' });
    platform.answer('identity.documents', identityDocuments);
    await userEvent.click(retry);
    expect(await within(documents).findAllByTestId('document-row')).toHaveLength(2);
  });
});
