import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds an embedded database folder: written into it while a platform runs on it. */
export interface FolderOwner {
  pid: number;
  /** Where that platform answers, e.g. http://127.0.0.1:3100. */
  url: string;
}

/** The file inside the PGlite folder naming its owner; `npm start` reads it to attach. */
export const OWNER_FILE = 'tessera-platform.json';

/** Thrown when another live platform holds the folder; the message says what to do. */
export class FolderInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: FolderOwner,
  ) {
    super(
      `The embedded database in ${dir} is in use by another platform (pid ${owner.pid}, ` +
        `${owner.url}). PGlite is one process's database: stop that platform, use it ` +
        `(\`npm start -- --brand …\` attaches to it), or give this one its own PGLITE_DIR.`,
    );
    this.name = 'FolderInUseError';
  }
}

/** The folder's owner if that process still runs; a file left by a crash counts as no owner. */
export function folderOwner(dir: string): FolderOwner | null {
  let owner: FolderOwner;
  try {
    owner = JSON.parse(readFileSync(join(dir, OWNER_FILE), 'utf8')) as FolderOwner;
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return null;
  try {
    process.kill(owner.pid, 0);
    return owner;
  } catch (error) {
    // EPERM: alive but someone else's process; ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? owner : null;
  }
}

/**
 * Claims an embedded database folder for this process before PGlite opens it: two platforms on
 * one folder would each run their own PostgreSQL over the same files, neither seeing the
 * other's writes, and corrupt them. Throws FolderInUseError while another live platform holds
 * it. Returns the release, which removes the claim (also done at exit).
 */
export function claimDataFolder(dir: string, url: string): () => void {
  mkdirSync(dir, { recursive: true });
  const owner = folderOwner(dir);
  if (owner && owner.pid !== process.pid) throw new FolderInUseError(dir, owner);
  const file = join(dir, OWNER_FILE);
  writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies FolderOwner));
  const release = () => {
    if (folderOwner(dir)?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
