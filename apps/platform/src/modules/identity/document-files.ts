import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentMediaType } from '@tessera/contract';

const EXTENSIONS: Record<DocumentMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * Writes a document under `dir` (DOCUMENT_DIR: a folder no route serves; only the operator's
 * file route reads it back) with a random name of the platform's choosing, never the uploaded
 * one, so no name can climb out of the folder or overwrite another file. Returns the name.
 */
export async function saveDocumentFile(
  dir: string,
  bytes: Buffer,
  mediaType: DocumentMediaType,
): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[mediaType]}`;
  await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

/** Removes a saved document again (its upload was refused). */
export const removeDocumentFile = (dir: string, name: string) =>
  rm(join(dir, name), { force: true });

/** The bytes of a saved document; its name comes from our own table, never from a request. */
export const readDocumentFile = (dir: string, name: string) => readFile(join(dir, name));
