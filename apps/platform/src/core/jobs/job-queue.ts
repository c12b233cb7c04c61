import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database';

/** Where a job is queued: the app's database, or the transaction of the row it is about. */
export type JobDb = Pick<Kysely<never>, 'executeQuery'>;

/** Runs one job's data; throwing leaves it for pg-boss to retry. Must be idempotent. */
export type JobHandler<T extends object> = (data: T) => Promise<void>;

/** What a module declares for a queue: its handler, and how often it sweeps if it is periodic. */
interface QueueEntry {
  handler: JobHandler<object>;
  /** A cron line: the queue is a sweep pg-boss starts on schedule (once across replicas). */
  cron?: string;
  options: PgBoss.Queue;
}

/**
 * pg-boss's bring-your-own connection, through Kysely, so PGlite and PostgreSQL both work.
 * pg-boss sends some work as one script (`BEGIN; …; COMMIT`, e.g. creating a queue). If such a
 * script fails halfway, its connection is left inside an aborted transaction and would go back
 * to the pool that way, failing every later query on it; so a script runs on a connection held
 * for it and is rolled back there when it fails.
 */
const executor = (db: JobDb | Db): PgBoss.Db => ({
  async executeSql(text, values = []) {
    const query = CompiledQuery.raw(text, values);
    if (values.length > 0 || !('connection' in db))
      return { rows: (await db.executeQuery(query)).rows };
    const rows = await db.connection().execute(async (connection) => {
      try {
        return (await connection.executeQuery(query)).rows;
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
        throw error;
      }
    });
    return { rows };
  },
});

/** How the queue runs: `workers` polls and schedules (the server); `manual` runs on demand (tests). */
export type JobMode = 'workers' | 'manual';

/**
 * The PostgreSQL job queue (pg-boss 10, its tables in schema `pgboss`). Jobs are rows, so they
 * survive restarts; workers fetch with SKIP LOCKED, so a job runs on one replica at a time.
 * Handlers are still idempotent (guarded UPDATEs): a job whose worker died is retried after it
 * expires. Work that depends on the app's clock is a sweep over rows with a due time, so tests
 * advance `now()` and call `runDue()` instead of waiting.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #queues = new Map<string, QueueEntry>();
  #started = false;

  constructor(
    db: Db,
    private readonly mode: JobMode,
  ) {
    this.#boss = new PgBoss({
      db: executor(db),
      schema: 'pgboss',
      // Maintenance and cron run only where workers run; a test drives both by hand.
      supervise: mode === 'workers',
      schedule: mode === 'workers',
    });
    // Errors of pg-boss's own loops (a lost connection) must not crash the process.
    this.#boss.on('error', (error) => this.onError(error));
  }

  /** Reports a failure of a job or of pg-boss's loops. @default console.error */
  onError: (error: unknown) => void = (error) => console.error(error);
  /** Reports a job a worker finished (the app logs it). @default nothing */
  onDone: (queue: string, id: string) => void = () => {};

  /**
   * Declares a queue and its handler; call before start(). Its jobs carry a key (the row they
   * are about): pg-boss's `stately` policy keeps at most one waiting and one running per key.
   * A failed job is retried with backoff (30 s, 60 s, ...) five times.
   */
  handle<T extends object>(name: string, handler: JobHandler<T>) {
    this.#queues.set(name, {
      handler: handler as JobHandler<object>,
      options: { name, policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true },
    });
  }

  /** Declares a sweep: a queue pg-boss fills from `cron` and `runDue()` fills at once. */
  sweep(name: string, cron: string, handler: JobHandler<object>) {
    // singleton: while one sweep waits or runs, another is not queued.
    this.#queues.set(name, { handler, cron, options: { name, policy: 'singleton' } });
  }

  /** Installs pg-boss's schema (idempotent, advisory-locked), creates the queues, starts workers. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const [name, entry] of this.#queues) {
      await this.#createQueue(name, entry.options);
      if (this.mode !== 'workers') continue;
      if (entry.cron) await this.#boss.schedule(name, entry.cron);
      await this.#boss.work<object>(name, { pollingIntervalSeconds: 2 }, (jobs) =>
        this.#run(name, jobs),
      );
    }
    this.#started = true;
  }

  /**
   * Creates a queue unless it exists. Replicas starting at once race to create it, and the
   * loser's script fails (a deadlock or a duplicate) while the winner's may not have committed
   * yet; so a failure is retried a few times, and the queue another replica made is enough.
   */
  async #createQueue(name: string, options: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.#boss.getQueue(name)) return;
      try {
        await this.#boss.createQueue(name, options);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  /**
   * Queues a job, in the caller's transaction when `db` is one (it commits or vanishes with the
   * row it is about). `key` makes it idempotent: while a job of that key waits, no second one
   * is queued.
   */
  async send(db: JobDb, name: string, data: object, key: string): Promise<void> {
    await this.#boss.send(name, data, { db: executor(db), singletonKey: key });
  }

  /**
   * Queues every sweep and runs every job that is due now, until none is left: what the
   * workers would do next, at once. Tests call it after moving the clock.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    for (const [name, entry] of this.#queues) if (entry.cron) await this.#boss.send(name, {});
    // A queue whose job failed is left alone for the rest of this call: its retry waits.
    const pending = new Set(this.#queues.keys());
    while (pending.size > 0)
      for (const name of pending) {
        const [job] = await this.#boss.fetch<object>(name);
        if (!job) {
          pending.delete(name);
          continue;
        }
        ran += 1;
        try {
          await this.#queues.get(name)!.handler(job.data);
          await this.#boss.complete(name, job.id);
        } catch (error) {
          this.onError(error);
          await this.#boss.fail(name, job.id, { message: String(error) });
          pending.delete(name);
        }
      }
    return ran;
  }

  /** A worker's batch (one job): a handler that throws fails the job and pg-boss retries it. */
  async #run(name: string, jobs: PgBoss.Job<object>[]): Promise<void> {
    for (const job of jobs) {
      try {
        await this.#queues.get(name)!.handler(job.data);
      } catch (error) {
        // Logged here: pg-boss only stores the failure on the job row.
        this.onError(error);
        throw error;
      }
      this.onDone(name, job.id);
    }
  }

  /** Stops fetching, waits for running jobs; the database stays open (its owner closes it). */
  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, wait: true, close: false });
  }
}
