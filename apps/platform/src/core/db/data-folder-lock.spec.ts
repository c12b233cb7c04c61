import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataFolder, folderOwner, FolderInUseError, OWNER_FILE } from './data-folder-lock';

describe('the embedded database folder claim', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-folder-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('names this platform while it runs, and nobody after release', () => {
    const dir = newDir();
    const release = claimDataFolder(dir, 'http://127.0.0.1:3100');
    expect(folderOwner(dir)).toEqual({ pid: process.pid, url: 'http://127.0.0.1:3100' });
    release();
    expect(folderOwner(dir)).toBeNull();
  });

  it('refuses a folder another live platform holds, saying which and what to do', async () => {
    const dir = newDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(
        join(dir, OWNER_FILE),
        JSON.stringify({ pid: other.pid, url: 'http://127.0.0.1:3100' }),
      );
      const claim = () => claimDataFolder(dir, 'http://127.0.0.1:3101');
      expect(claim).toThrow(FolderInUseError);
      expect(claim).toThrow(`pid ${other.pid}, http://127.0.0.1:3100`);
      expect(claim).toThrow(/PGLITE_DIR/);
    } finally {
      other.kill();
    }
  });

  it('takes over a folder whose platform crashed without releasing it', async () => {
    const dir = newDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, OWNER_FILE), JSON.stringify({ pid: gone.pid, url: 'x' }));
    claimDataFolder(dir, 'http://127.0.0.1:3100')();
    expect(folderOwner(dir)).toBeNull();
  });
});
