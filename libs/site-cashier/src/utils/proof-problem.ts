import { MAX_PROOF_BYTES, MAX_PROOF_IMAGES, PROOF_MEDIA_TYPES } from '@tessera/contract';
import type { ParseKeys } from 'i18next';

/**
 * What is wrong with a set of proof photos, checked before sending (the platform checks the
 * bytes again): the same error texts the platform's refusals use. Null when they can go.
 */
export function proofProblem(files: readonly File[]): ParseKeys | null {
  if (files.length === 0) return 'errors.WITHDRAWAL_PROOF_REQUIRED';
  if (files.length > MAX_PROOF_IMAGES) return 'errors.WITHDRAWAL_PROOF_TOO_MANY';
  if (files.some((file) => !(PROOF_MEDIA_TYPES as readonly string[]).includes(file.type)))
    return 'errors.WITHDRAWAL_PROOF_NOT_IMAGE';
  if (files.some((file) => file.size > MAX_PROOF_BYTES)) return 'errors.WITHDRAWAL_PROOF_TOO_LARGE';
  return null;
}
