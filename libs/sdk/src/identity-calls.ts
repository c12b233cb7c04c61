import { IDENTITY_ROUTES, type DocumentKind, type DocumentSide } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** What to upload: the kind, its side where it has two (`sidesOf`), one png, jpg or pdf. */
export interface DocumentUploadInput {
  kind: DocumentKind;
  side?: DocumentSide | null;
  /** At most 5 MB; the platform checks its type from the bytes. */
  file: Blob;
}

/** The member's identity documents (the security centre, issue 29). */
export function identityCalls(call: Call) {
  return {
    /** The member's documents with their review status, whether verified, and the threshold. */
    documents: () => callRoute(call, IDENTITY_ROUTES.documents),
    /** Uploads one document as multipart/form-data; it waits for review (`pending`). */
    upload: ({ kind, side, file }: DocumentUploadInput) => {
      const form = new FormData();
      form.append('kind', kind);
      if (side) form.append('side', side);
      form.append('file', file);
      return callRoute(call, IDENTITY_ROUTES.upload, { body: form }, { multipart: true });
    },
  };
}

/** The identity calls, as the client offers them. */
export type IdentityCalls = ReturnType<typeof identityCalls>;
