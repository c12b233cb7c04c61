import { IDENTITY_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { PlatformError } from './platform-error';
import { createPlatformFake, identityDocuments } from './testing';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

// Through the whole client, as the site uses it.
const { platform, client, last } = fakePlatformForFile();
/** The multipart body the platform received, parsed as the platform would. */
const sentForm = () =>
  new Response(last()?.body, {
    headers: { 'content-type': last()?.headers['content-type'] ?? '' },
  }).formData();

describe('identity calls', () => {
  it('documents: GETs the member’s documents with the token', async () => {
    platform().replyValue(identityDocuments);
    expect(await client().identity.documents()).toEqual(identityDocuments);
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'GET',
      IDENTITY_PATHS.documents,
      'Bearer tok',
    ]);
  });

  it('upload: POSTs kind, side and the one file as multipart/form-data', async () => {
    platform().replyValue(identityDocuments.list[0]);
    const file = new Blob(['front'], { type: 'image/png' });
    await client().identity.upload({ kind: 'NATIONAL_ID', side: 'FRONT', file });
    expect([last()?.method, last()?.path]).toEqual(['POST', IDENTITY_PATHS.upload]);
    expect(last()?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sentForm();
    expect([form.get('kind'), form.get('side')]).toEqual(['NATIONAL_ID', 'FRONT']);
    expect(await (form.get('file') as File).text()).toBe('front');
  });

  it('upload: a one-sided kind sends no side', async () => {
    platform().replyValue(identityDocuments.list[0]);
    await client().identity.upload({ kind: 'PASSPORT', side: null, file: new Blob(['p']) });
    expect((await sentForm()).has('side')).toBe(false);
  });

  it('upload: a refusal becomes a PlatformError with its code', async () => {
    platform().reply({
      status: 413,
      body: JSON.stringify({ code: 'DOCUMENT_TOO_LARGE', message: 'no', value: null }),
    });
    const refused = client().identity.upload({ kind: 'PASSPORT', file: new Blob(['x']) });
    await expect(refused).rejects.toMatchObject({ code: 'DOCUMENT_TOO_LARGE', status: 413 });
    await expect(refused).rejects.toBeInstanceOf(PlatformError);
  });

  it('the fake platform answers an upload with the kind, side and type sent', async () => {
    const fake = createPlatformFake({ token: 'member-token' });
    const sent = await fake.client.identity.upload({
      kind: 'DRIVING_LICENCE',
      side: 'BACK',
      file: new Blob(['jpg'], { type: 'image/jpeg' }),
    });
    expect(sent).toMatchObject({
      kind: 'DRIVING_LICENCE',
      side: 'BACK',
      mediaType: 'image/jpeg',
      status: 'pending',
    });
  });
});
