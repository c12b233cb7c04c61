import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProofMediaType } from '@tessera/contract';

/** A proof image whose type was checked from its bytes. */
export interface ProofImage {
  bytes: Buffer;
  mediaType: ProofMediaType;
}

const EXTENSIONS: Record<ProofMediaType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Writes a proof image under `dir` (a folder no route serves: only the operator's proof route
 * reads it back) with a random name of the platform's choosing, never the uploaded one, so no
 * name can climb out of the folder or overwrite another file. Returns the name.
 */
export async function saveProof(dir: string, { bytes, mediaType }: ProofImage): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[mediaType]}`;
  await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

/** Removes saved proofs again (their confirmation was refused). */
export async function removeProofs(dir: string, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}

/** The bytes of a saved proof; its name comes from our own table, never from a request. */
export const readProofFile = (dir: string, name: string) => readFile(join(dir, name));
