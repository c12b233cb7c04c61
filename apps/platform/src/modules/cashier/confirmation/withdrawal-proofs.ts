import type { ProofMediaType, WithdrawalProof } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { readProofFile } from './proof-store';

/** The proof images of one withdrawal, oldest first (operator). */
export async function listProofs(db: Db, withdrawalId: string): Promise<WithdrawalProof[]> {
  const rows = await db
    .selectFrom('withdrawal_proof')
    .select(['id', 'media_type', 'size', 'created_at'])
    .where('withdrawal_id', '=', withdrawalId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    mediaType: row.media_type,
    size: row.size,
    createdAt: row.created_at.toISOString(),
  }));
}

/** One proof image's bytes and type, or 404 WITHDRAWAL_PROOF_NOT_FOUND. */
export async function readProof(
  db: Db,
  proofDir: string,
  withdrawalId: string,
  proofId: string,
): Promise<{ bytes: Buffer; mediaType: ProofMediaType }> {
  const row = await db
    .selectFrom('withdrawal_proof')
    .select(['file_name', 'media_type'])
    .where('id', '=', proofId)
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'WITHDRAWAL_PROOF_NOT_FOUND', 'No such proof image');
  return { bytes: await readProofFile(proofDir, row.file_name), mediaType: row.media_type };
}
