import type { PamCaller } from './pam-sessions';

/** How long a session read is kept: a game session's calls come seconds apart. */
export const SESSION_CACHE_MS = 60_000;
/** The most sessions kept (memory stays bounded whatever the traffic). */
const MAX_SESSIONS = 10_000;

/**
 * The game sessions this process read lately, by token hash, so that a transaction does not
 * read its session before booking. Only what a launch fixes for good is taken from here (the
 * player, merchant, game, currency, country, language: a token names one launch row, which
 * is never changed, only deleted); whether the session is still there, live, of an unlocked
 * player and books on the same wallet is checked again by the booking itself, in the same
 * statement (`p_session` of the booking functions, `sql/pam-sql.ts`). A session is kept only while it
 * was live and its player unlocked; when the booking finds otherwise, or anything is refused
 * before the booking, the call is decided again on a fresh read (`forget`).
 */
export class PamSessionCache {
  private readonly sessions = new Map<string, { caller: PamCaller; until: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** The session read lately under this token hash, or undefined. */
  get(sessionHash: string): PamCaller | undefined {
    const kept = this.sessions.get(sessionHash);
    if (!kept) return undefined;
    if (kept.until > this.clock()) return kept.caller;
    this.sessions.delete(sessionHash);
    return undefined;
  }

  /** Keeps a session just read, when it is live and its player unlocked. */
  remember(caller: PamCaller): void {
    if (!caller.live || caller.locked) return;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.clear();
    this.sessions.set(caller.sessionHash, { caller, until: this.clock() + SESSION_CACHE_MS });
  }

  forget(sessionHash: string): void {
    this.sessions.delete(sessionHash);
  }
}
