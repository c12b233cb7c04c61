// A member's own deposit limit of one period (UKGC RTS 12): a change that protects the member
// (a lower limit, or a limit where there was none) applies at once; one that loosens it (a
// higher limit, or none) waits a cooling-off time, so it is not made in the heat of a session.

/** A limit in force (null: none) and a change waiting for its time. */
export interface LimitState {
  amount: number | null;
  pending: { amount: number | null; from: Date } | null;
}

/** The state at `now`: a waiting change whose time has come is in force. */
export function limitAt(state: LimitState, now: Date): LimitState {
  if (state.pending && state.pending.from.getTime() <= now.getTime())
    return { amount: state.pending.amount, pending: null };
  return state;
}

/** Whether `next` is at least as strict as `current` (null means no limit). */
function isStricter(next: number | null, current: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/**
 * The state after the member asks for `requested` at `now`. A stricter or equal limit replaces
 * the one in force and drops any waiting change; a looser one waits `coolingMs`, the one in
 * force staying until then. Asking again for the change already waiting keeps its time, so a
 * retried request changes nothing; asking for another looser one starts a new wait.
 */
export function changeLimit(
  state: LimitState,
  requested: number | null,
  now: Date,
  coolingMs: number,
): LimitState {
  const atNow = limitAt(state, now);
  const current = atNow.amount;
  if (isStricter(requested, current)) return { amount: requested, pending: null };
  if (atNow.pending && atNow.pending.amount === requested) return atNow;
  return {
    amount: current,
    pending: { amount: requested, from: new Date(now.getTime() + coolingMs) },
  };
}
