import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A real platform process (`tsx src/main.ts`) on a PostgreSQL database. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when a log line matches, including lines logged before the call. */
  logged(match: (line: Record<string, unknown>) => boolean): Promise<void>;
  exited: Promise<void>;
}

const LISTENING = 'Server listening at ';

/**
 * Starts `src/main.ts` on the database at `databaseUrl` on a free port with `env` added, and
 * resolves once it listens; rejects, with the process's last log lines, if it exits first.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const errors: string[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const wake of waiters.splice(0)) wake();
  });
  // A crash before the logger exists (a failed migration or seed) is printed on stderr.
  createInterface({ input: child.stderr! }).on('line', (text) => errors.push(text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logged = async (match: (line: Record<string, unknown>) => boolean) => {
    while (!lines.some(match)) {
      const next = new Promise<void>((resolve) => waiters.push(resolve));
      await Promise.race([
        next,
        exited.then(() =>
          Promise.reject(new Error(`server exited:\n${errors.slice(-15).join('\n')}`)),
        ),
      ]);
    }
  };
  await logged((line) => String(line.msg).startsWith(LISTENING));
  const listening = lines.find((line) => String(line.msg).startsWith(LISTENING));
  return { child, url: String(listening?.msg).replace(LISTENING, ''), logged, exited };
}
