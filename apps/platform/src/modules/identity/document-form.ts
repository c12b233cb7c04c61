import {
  DOCUMENT_KINDS,
  DOCUMENT_MEDIA_TYPES,
  MAX_DOCUMENT_BYTES,
  sidesOf,
  type DocumentKind,
  type DocumentMediaType,
  type DocumentSide,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import {
  imageFormLimits,
  readImageForm,
  type FormImage,
  type ImageFormRules,
} from '../../core/http/image-form';

/** `POST /wps/identity/documents`: kind, side where it has two, one png/jpg/pdf of at most 5 MB. */
export const DOCUMENT_FORM: ImageFormRules<DocumentMediaType> = {
  fields: { kind: 32, side: 16 },
  fileField: 'file',
  maxFiles: 1,
  maxFileBytes: MAX_DOCUMENT_BYTES,
  mediaTypes: DOCUMENT_MEDIA_TYPES,
  errors: {
    invalid: 'DOCUMENT_FORM_INVALID',
    tooMany: 'DOCUMENT_FORM_INVALID',
    tooLarge: 'DOCUMENT_TOO_LARGE',
    notImage: 'DOCUMENT_NOT_ACCEPTED',
  },
};

export const DOCUMENT_FORM_LIMITS = imageFormLimits(DOCUMENT_FORM);

/** A read upload: what it is and the file, its type checked from the bytes. */
export interface DocumentUpload {
  kind: DocumentKind;
  side: DocumentSide | null;
  file: FormImage<DocumentMediaType>;
}

const invalid = (why: string) =>
  new ApiError(400, 'DOCUMENT_FORM_INVALID', `The document form is invalid: ${why}`);

/**
 * Reads the upload form with the shared form reader (sizes and the type from the bytes), then
 * checks its kind and side: FRONT or BACK for a two-sided kind, none for the others.
 */
export async function readDocumentForm(request: FastifyRequest): Promise<DocumentUpload> {
  const { fields, images } = await readImageForm(request, DOCUMENT_FORM);
  const kind = DOCUMENT_KINDS.find((known) => known === fields.kind);
  if (!kind) throw invalid('kind must be one of ' + DOCUMENT_KINDS.join(', '));
  const side = (fields.side ?? null) as DocumentSide | null;
  if (!sidesOf(kind).includes(side))
    throw invalid(side === null ? `${kind} needs a side, FRONT or BACK` : `${kind} has no side`);
  const [file] = images;
  if (!file || images.length !== 1) throw invalid('exactly one file is needed');
  return { kind, side, file };
}
