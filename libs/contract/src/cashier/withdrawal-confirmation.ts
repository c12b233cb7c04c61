import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { MAX_PROOF_IMAGES, PROOF_MEDIA_TYPES, WITHDRAWAL_OUTCOMES } from './constants';

// The payee's confirmation of a paid withdrawal (spec §4). It is a multipart/form-data body:
// the platform reads it part by part (sizes and types checked from the bytes), so this schema
// documents the form rather than validating a JSON body.

/** The form of `POST /wps/v2/cashier/withdrawals/:id/confirmation`. */
export const WithdrawalConfirmationForm = Type.Object({
  outcome: StringEnum(WITHDRAWAL_OUTCOMES),
  /** Png or jpg images, each at most 5 MB; 1 to 3 required with NOT_RECEIVED, else none. */
  proof: Type.Optional(
    Type.Array(Type.String({ contentMediaType: 'image/png' }), { maxItems: MAX_PROOF_IMAGES }),
  ),
});
export type WithdrawalConfirmationForm = Static<typeof WithdrawalConfirmationForm>;

/** One proof image as the operator sees it; its bytes come from the proof file route. */
export const WithdrawalProof = Type.Object({
  id: Type.Integer(),
  mediaType: StringEnum(PROOF_MEDIA_TYPES),
  size: Type.Integer(),
  createdAt: Type.String(),
});
export type WithdrawalProof = Static<typeof WithdrawalProof>;

/** Reply value of the operator's proof list of one withdrawal. */
export const WithdrawalProofs = Type.Object({ list: Type.Array(WithdrawalProof) });
export type WithdrawalProofs = Static<typeof WithdrawalProofs>;

/** Path of one proof image of one withdrawal (operator). */
export const WithdrawalProofParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
  proofId: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type WithdrawalProofParams = Static<typeof WithdrawalProofParams>;
