import {
  MAX_PROOF_BYTES,
  MAX_PROOF_IMAGES,
  PROOF_MEDIA_TYPES,
  WITHDRAWAL_OUTCOMES,
  type ProofMediaType,
  type WithdrawalOutcome,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../core/http/api-error';
import type { ProofImage } from './proof-store';

/** @fastify/multipart's limits for the confirmation form: one field, up to three images. */
export const CONFIRMATION_FORM_LIMITS = {
  fileSize: MAX_PROOF_BYTES,
  files: MAX_PROOF_IMAGES,
  fields: 1,
  // Room for one part more than allowed, so a fourth image meets the clearer files limit.
  parts: MAX_PROOF_IMAGES + 2,
  fieldSize: 64,
};

/** A read confirmation form: the outcome and the proof images, types checked. */
export interface ConfirmationForm {
  outcome: WithdrawalOutcome;
  proofs: ProofImage[];
}

const invalid = (why: string) =>
  new ApiError(400, 'WITHDRAWAL_CONFIRMATION_INVALID', `The confirmation form is invalid: ${why}`);

/** The form's own errors for @fastify/multipart's and busboy's: each with a clear code. */
function formError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, 'WITHDRAWAL_PROOF_TOO_LARGE', 'A proof image is larger than 5 MB');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new ApiError(400, 'WITHDRAWAL_PROOF_TOO_MANY', 'At most 3 proof images');
  // Not multipart, a broken body, extra fields: the caller's mistake, never a 5xx.
  return invalid(error instanceof Error ? error.message : 'unreadable');
}

/** The image type from the bytes (never the declared type or name), or 415. */
async function proofImage(bytes: Buffer): Promise<ProofImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const mediaType = PROOF_MEDIA_TYPES.find((type) => type === detected?.mime);
  if (!mediaType)
    throw new ApiError(415, 'WITHDRAWAL_PROOF_NOT_IMAGE', 'A proof must be a PNG or JPG image');
  return { bytes, mediaType: mediaType satisfies ProofMediaType };
}

/**
 * Reads the multipart form part by part: the field `outcome` and files `proof` (each buffered
 * up to 5 MB, at most 3). Anything else, or a broken body, is 400 WITHDRAWAL_CONFIRMATION_INVALID;
 * nothing is written here.
 */
export async function readConfirmationForm(request: FastifyRequest): Promise<ConfirmationForm> {
  let outcome: string | undefined;
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: CONFIRMATION_FORM_LIMITS })) {
      if (part.type === 'file' && part.fieldname === 'proof') buffers.push(await part.toBuffer());
      else if (part.type === 'field' && part.fieldname === 'outcome' && outcome === undefined)
        outcome = String(part.value);
      else throw invalid(`unexpected part "${part.fieldname}"`);
    }
  } catch (error) {
    throw formError(error);
  }
  const known = WITHDRAWAL_OUTCOMES.find((candidate) => candidate === outcome);
  if (!known) throw invalid('outcome must be RECEIVED, PARTLY_RECEIVED or NOT_RECEIVED');
  const proofs: ProofImage[] = [];
  for (const bytes of buffers) proofs.push(await proofImage(bytes));
  return { outcome: known, proofs };
}
