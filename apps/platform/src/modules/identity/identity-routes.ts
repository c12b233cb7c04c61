import multipart from '@fastify/multipart';
import { IDENTITY_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { memberOnly, requestSession } from '../accounts';
import { DOCUMENT_FORM_LIMITS, readDocumentForm } from './document-form';
import { documentsApprovedFor, ownDocuments, uploadDocument } from './document-store';
import { documentsThreshold } from './identity-settings';

/** What the member's identity routes need. */
export interface IdentityDeps {
  db: Db;
  now: () => Date;
  /** Where documents are kept: a folder no route serves (DOCUMENT_DIR). */
  documentDir: string;
}

const tags = ['identity'];

/** The signed-in member; a trial account has no identity to prove. */
function uploader(request: FastifyRequest) {
  const { member } = requestSession(request);
  if (member.type === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot upload identity documents');
  return { memberId: Number(member.id), merchantCode: member.merchant_code };
}

async function memberRoutes(app: TypedApp, { db, now, documentDir }: IdentityDeps) {
  routeFor(
    app,
    IDENTITY_CALLS.documents,
    async (request) => {
      const { member } = requestSession(request);
      const memberId = Number(member.id);
      const [list, verified, threshold] = await Promise.all([
        ownDocuments(db, memberId),
        documentsApprovedFor(db, memberId),
        documentsThreshold(db, member.merchant_code),
      ]);
      return ok({ list, verified, threshold });
    },
    { tags },
  );

  // The upload form, with the multipart parser in its own context: no other route takes forms.
  await app.register(async (form: TypedApp) => {
    await form.register(multipart, { limits: DOCUMENT_FORM_LIMITS });
    routeFor(
      form,
      IDENTITY_CALLS.upload,
      async (request) => {
        const who = uploader(request);
        const upload = await readDocumentForm(request);
        return ok(await uploadDocument(db, documentDir, who, upload, now()));
      },
      { tags },
    );
  });
}

/** The member's identity documents (the security centre): list them, upload one. */
export async function identityModule(app: TypedApp, deps: IdentityDeps): Promise<void> {
  await app.register(memberOnly<IdentityDeps>(memberRoutes), deps);
}
