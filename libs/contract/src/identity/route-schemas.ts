import { binaryReply, bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import { DOCUMENT_MEDIA_TYPES } from './constants';
import {
  DocumentForm,
  DocumentParams,
  DocumentQuery,
  DocumentRejection,
  IdentityDocument,
  IdentityDocuments,
  IdentitySettings,
  OperatorDocumentPage,
  OperatorIdentityDocument,
} from './identity';
import { IDENTITY_OPS_ROUTES, IDENTITY_ROUTES } from './routes';

/** The member's identity calls with their schemas (platform and tests only). */
export const IDENTITY_CALLS = bindSchemas(IDENTITY_ROUTES, {
  documents: { reply: IdentityDocuments },
  upload: {
    multipart: DocumentForm,
    reply: IdentityDocument,
    errors: [
      'DOCUMENT_FORM_INVALID',
      'DOCUMENT_TOO_LARGE',
      'DOCUMENT_NOT_ACCEPTED',
      'DOCUMENT_PENDING',
      'TRIAL_ACCOUNT',
    ],
  },
});

/** The compliance desk's calls with their schemas. */
export const IDENTITY_OPS_CALLS = bindSchemas(IDENTITY_OPS_ROUTES, {
  documents: {
    params: MerchantSettingsParams,
    querystring: DocumentQuery,
    reply: OperatorDocumentPage,
    errors: ['MERCHANT_UNKNOWN'],
  },
  file: {
    params: DocumentParams,
    reply: binaryReply(...DOCUMENT_MEDIA_TYPES),
    errors: ['DOCUMENT_NOT_FOUND'],
  },
  approve: {
    params: DocumentParams,
    reply: OperatorIdentityDocument,
    errors: ['DOCUMENT_NOT_FOUND', 'DOCUMENT_ALREADY_REVIEWED'],
  },
  reject: {
    params: DocumentParams,
    body: DocumentRejection,
    reply: OperatorIdentityDocument,
    errors: ['DOCUMENT_NOT_FOUND', 'DOCUMENT_ALREADY_REVIEWED'],
  },
  settings: {
    params: MerchantSettingsParams,
    reply: IdentitySettings,
    errors: ['MERCHANT_UNKNOWN'],
  },
  updateSettings: {
    params: MerchantSettingsParams,
    body: IdentitySettings,
    reply: IdentitySettings,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
