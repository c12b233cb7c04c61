import type { ErrorCode } from '@tessera/contract';
import type { CallName, ReplyOf } from './call-routes';

/** One request as the fake platform saw it, decoded. */
export interface PlatformCall {
  /** The client call it came from, e.g. `'games.list'`; undefined for a path no call uses. */
  call: CallName | undefined;
  /** Upper case, e.g. `'GET'`. */
  method: string;
  path: string;
  /** The query string as sent: every value is a string (`pageNo: '1'`). */
  query: Record<string, string>;
  /** A JSON or form body as an object, a sealed body opened; undefined when none. */
  body: unknown;
  /** The bearer token sent, or null when the call went without one. */
  token: string | null;
}

/** A failed reply: a catalogue code, an HTTP status and the envelope's `value` (e.g. a LoginFailure). */
export class PlatformFailure {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly details: unknown = null,
  ) {}
}

/** Builds a failed reply, for an answer function or `answer(name, failure(...))`. */
export function failure(code: ErrorCode, status: number, details: unknown = null) {
  return new PlatformFailure(code, status, details);
}

type Outcome<N extends CallName> = ReplyOf<N> | PlatformFailure;

/** How the fake answers a call: a value, a failure, or a function of the request returning one. */
export type Answer<N extends CallName> =
  Outcome<N> | ((call: PlatformCall) => Outcome<N> | Promise<Outcome<N>>);

/** Answers by call name. */
export type Answers = { [N in CallName]?: Answer<N> };

/** Every call answered. */
export type AllAnswers = { [N in CallName]: Answer<N> };

/** Runs an answer for one request. */
export async function outcomeOf<N extends CallName>(
  answer: Answer<N>,
  call: PlatformCall,
): Promise<Outcome<N>> {
  if (typeof answer !== 'function') return answer;
  // Reply values are data, never functions, so a function here is always an answer function.
  return (answer as (call: PlatformCall) => Outcome<N> | Promise<Outcome<N>>)(call);
}
