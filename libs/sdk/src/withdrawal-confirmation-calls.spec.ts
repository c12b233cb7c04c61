import { withdrawalConfirmationPath, withdrawalPath } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { PlatformError } from './platform-error';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

// Through the whole client, as the site uses it.
const { platform, client, last } = fakePlatformForFile();
/** The multipart body the platform received, parsed as the platform would. */
const sentForm = () =>
  new Response(last()?.body, {
    headers: { 'content-type': last()?.headers['content-type'] ?? '' },
  }).formData();

describe('withdrawal confirmation calls', () => {
  it('get: GET one withdrawal with the token', async () => {
    platform().replyValue({ id: 7, status: 'paid' });
    expect(await client().withdrawals.get(7)).toEqual({ id: 7, status: 'paid' });
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'GET',
      withdrawalPath(7),
      'Bearer tok',
    ]);
  });

  it('confirm: POSTs the outcome and each proof image as multipart/form-data', async () => {
    platform().replyValue({ id: 7, status: 'disputed' });
    const proofs = [
      new Blob(['one'], { type: 'image/png' }),
      new Blob(['two'], { type: 'image/jpeg' }),
    ];
    await client().withdrawals.confirm(7, 'NOT_RECEIVED', proofs);
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'POST',
      withdrawalConfirmationPath(7),
      'Bearer tok',
    ]);
    expect(last()?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sentForm();
    expect(form.get('outcome')).toBe('NOT_RECEIVED');
    const sent = form.getAll('proof') as File[];
    expect(await Promise.all(sent.map((file) => file.text()))).toEqual(['one', 'two']);
  });

  it('confirm: a refusal becomes a PlatformError with its code', async () => {
    platform().reply({
      status: 415,
      body: JSON.stringify({ code: 'WITHDRAWAL_PROOF_NOT_IMAGE', message: 'no', value: null }),
    });
    const refused = client().withdrawals.confirm(7, 'NOT_RECEIVED', [new Blob(['x'])]);
    await expect(refused).rejects.toMatchObject({
      code: 'WITHDRAWAL_PROOF_NOT_IMAGE',
      status: 415,
    });
    await expect(refused).rejects.toBeInstanceOf(PlatformError);
  });
});
