import { route, type BinaryReply, type MultipartBody, type NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import { IDENTITY_OPS_PATHS, IDENTITY_PATHS } from './constants';
import type {
  DocumentQuery,
  DocumentRejection,
  IdentityDocument,
  IdentityDocuments,
  IdentitySettings,
  OperatorDocumentPage,
  OperatorIdentityDocument,
} from './identity';

/** The member's identity documents (the security centre): list them, upload one. */
export const IDENTITY_ROUTES = {
  /** The member's documents with their review status, and whether they are verified. */
  documents: route<NoRequest, IdentityDocuments>('GET', IDENTITY_PATHS.documents, 'member'),
  /** Uploads one document (multipart): kind, side where it has two, one png, jpg or pdf file. */
  upload: route<{ body: MultipartBody }, IdentityDocument>('POST', IDENTITY_PATHS.upload, 'member'),
};

type Merchant = { params: { code: string } };
type OneDocument = { params: { code: string; id: number } };

/** The compliance desk: the review queue, a document's bytes, decisions and the threshold. */
export const IDENTITY_OPS_ROUTES = {
  /** The merchant's documents, newest first, by status. */
  documents: opsRoute<Merchant & { query: DocumentQuery }, OperatorDocumentPage>(
    'GET',
    IDENTITY_OPS_PATHS.documents,
    'documents.read',
  ),
  /** One document's bytes, as a download. */
  file: opsRoute<OneDocument, BinaryReply>('GET', IDENTITY_OPS_PATHS.file, 'documents.read'),
  /** Approves a pending document. */
  approve: opsRoute<OneDocument, OperatorIdentityDocument>(
    'POST',
    IDENTITY_OPS_PATHS.approve,
    'documents.review',
  ),
  /** Rejects a pending document with a reason the member reads. */
  reject: opsRoute<OneDocument & { body: DocumentRejection }, OperatorIdentityDocument>(
    'POST',
    IDENTITY_OPS_PATHS.reject,
    'documents.review',
  ),
  /** The merchant's documents threshold. */
  settings: opsRoute<Merchant, IdentitySettings>(
    'GET',
    IDENTITY_OPS_PATHS.settings,
    'documents.read',
  ),
  /** Sets the threshold (null: documents are never required). */
  updateSettings: opsRoute<Merchant & { body: IdentitySettings }, IdentitySettings>(
    'PUT',
    IDENTITY_OPS_PATHS.settings,
    'documents.configure',
  ),
};
