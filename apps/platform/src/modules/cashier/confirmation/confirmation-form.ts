import {
  MAX_PROOF_BYTES,
  MAX_PROOF_IMAGES,
  PROOF_MEDIA_TYPES,
  WITHDRAWAL_OUTCOMES,
  type ProofMediaType,
  type WithdrawalOutcome,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error';
import { imageFormLimits, readImageForm, type ImageFormRules } from '../../../core/http/image-form';
import type { ProofImage } from './proof-store';

/** The confirmation form: one field, up to three png/jpg proofs of at most 5 MB. */
const CONFIRMATION_FORM: ImageFormRules<ProofMediaType> = {
  fields: { outcome: 64 },
  fileField: 'proof',
  maxFiles: MAX_PROOF_IMAGES,
  maxFileBytes: MAX_PROOF_BYTES,
  mediaTypes: PROOF_MEDIA_TYPES,
  errors: {
    invalid: 'WITHDRAWAL_CONFIRMATION_INVALID',
    tooMany: 'WITHDRAWAL_PROOF_TOO_MANY',
    tooLarge: 'WITHDRAWAL_PROOF_TOO_LARGE',
    notImage: 'WITHDRAWAL_PROOF_NOT_IMAGE',
  },
};

/** @fastify/multipart's limits for the confirmation form. */
export const CONFIRMATION_FORM_LIMITS = imageFormLimits(CONFIRMATION_FORM);

/** A read confirmation form: the outcome and the proof images, types checked. */
export interface ConfirmationForm {
  outcome: WithdrawalOutcome;
  proofs: ProofImage[];
}

/**
 * Reads the multipart form (the shared image-form reader): the field `outcome` and files
 * `proof`. Anything else, or a broken body, is 400 WITHDRAWAL_CONFIRMATION_INVALID; nothing is
 * written here.
 */
export async function readConfirmationForm(request: FastifyRequest): Promise<ConfirmationForm> {
  const { fields, images } = await readImageForm(request, CONFIRMATION_FORM);
  const known = WITHDRAWAL_OUTCOMES.find((candidate) => candidate === fields.outcome);
  if (!known)
    throw new ApiError(
      400,
      'WITHDRAWAL_CONFIRMATION_INVALID',
      'The confirmation form is invalid: outcome must be RECEIVED, PARTLY_RECEIVED or NOT_RECEIVED',
    );
  return { outcome: known, proofs: images };
}
