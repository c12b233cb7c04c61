import { GATEWAY_VERSION_HEADER, type ErrorCode, type SealedPayload } from '@tessera/contract';
import { createPlatformClient, type PlatformClientOptions } from '../platform-client';
import { memoryTokenStore } from '../token-store';
import {
  failure,
  outcomeOf,
  PlatformFailure,
  type Answer,
  type Answers,
  type PlatformCall,
} from './answers';
import { callAt, type CallName } from './call-routes';
import { DEFAULT_ANSWERS } from './default-answers';
import { envelopeReply, fakeFetch, type ScriptedReply, type SeenRequest } from './fake-fetch';
import { openSealed } from './open-sealed';
import { TEST_PAYLOAD_KEY } from './session-fixtures';

export interface PlatformFakeOptions extends Partial<
  Omit<PlatformClientOptions, 'baseUrl' | 'fetch' | 'tokenStore'>
> {
  /** Answers replacing the defaults, by call name. */
  answers?: Answers;
  /** The session token the client starts with. @default null (signed out) */
  token?: string | null;
}

/** A call held back by `hold()`, answered once released. */
export interface HeldCall {
  /** Lets the held requests (and later ones) through, answered as they would have been. */
  release(): void;
  /** How many requests are waiting. */
  readonly waiting: number;
}

/** A real PlatformClient talking to an in-memory platform the test drives. */
export interface PlatformFake {
  /** Pass this to the code under test; envelopes, errors and the token store are the real SDK's. */
  client: ReturnType<typeof createPlatformClient>;
  /** Every request so far, in order. */
  readonly calls: readonly PlatformCall[];
  /** The requests one call made, in order. */
  callsTo(name: CallName): PlatformCall[];
  /** Answers `name` with `answer` from now on, or only for the next request with `once`. */
  answer<N extends CallName>(name: N, answer: Answer<N>, options?: { once?: boolean }): void;
  /** Fails `name` with a catalogue code and HTTP status (a GET failing with 5xx is retried twice). */
  fail(name: CallName, code: ErrorCode, status: number, options?: FailOptions): void;
  /** Keeps `name` loading until `release()`, for skeletons and pending states. */
  hold(name: CallName): HeldCall;
}

export interface FailOptions {
  /** The envelope's `value`, e.g. `{ captchaRequired: true }` for a login. */
  details?: unknown;
  /** Only the next request fails; later ones get the standing answer. */
  once?: boolean;
}

/** Starts a fake platform and a real client of it; every call has a realistic default answer. */
export function createPlatformFake(options: PlatformFakeOptions = {}): PlatformFake {
  const { answers = {}, token = null, ...clientOptions } = options;
  const payloadKey = clientOptions.payloadKey ?? TEST_PAYLOAD_KEY;
  const standing: Answers = { ...answers };
  const queued = new Map<CallName, Answer<CallName>[]>();
  const holds = new Map<CallName, { gate: Promise<void>; open: () => void; waiting: number }>();
  const calls: PlatformCall[] = [];

  const respond = async (seen: SeenRequest, signal: AbortSignal): Promise<ScriptedReply> => {
    const call = await decode(seen, payloadKey);
    if (!call) return envelopeReply(400, 'PAYLOAD_INVALID', null);
    calls.push(call);
    const name = call.call;
    if (!name) return envelopeReply(404, 'NOT_FOUND', null);
    const held = holds.get(name);
    if (held) {
      held.waiting += 1;
      try {
        await untilOpenOrAborted(held.gate, signal);
      } finally {
        held.waiting -= 1;
      }
    }
    const answer = queued.get(name)?.shift() ?? standing[name] ?? DEFAULT_ANSWERS[name];
    const outcome = await outcomeOf(answer as Answer<CallName>, call);
    return outcome instanceof PlatformFailure
      ? envelopeReply(outcome.status, outcome.code, outcome.details)
      : envelopeReply(200, 'OK', outcome);
  };

  const { fetch } = fakeFetch(respond);
  const client = createPlatformClient({
    merchantCode: 'TEST',
    ...clientOptions,
    payloadKey,
    baseUrl: 'https://platform.test',
    tokenStore: memoryTokenStore(token),
    fetch,
  });

  const answer = <N extends CallName>(name: N, next: Answer<N>, { once = false } = {}) => {
    if (!once) return void (standing[name] = next as Answers[N]);
    queued.set(name, [...(queued.get(name) ?? []), next as Answer<CallName>]);
  };

  return {
    client,
    calls,
    callsTo: (name) => calls.filter((call) => call.call === name),
    answer,
    fail: (name, code, status, { details, once } = {}) =>
      answer(name, failure(code, status, details), { once }),
    hold: (name) => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const held = { gate, open, waiting: 0 };
      holds.set(name, held);
      return {
        release: () => {
          if (holds.get(name) === held) holds.delete(name);
          held.open();
        },
        get waiting() {
          return held.waiting;
        },
      };
    },
  };
}

/** Reads a request the way the platform would; null when a sealed body does not open. */
async function decode(seen: SeenRequest, payloadKey: string): Promise<PlatformCall | null> {
  const auth = seen.headers['authorization'] ?? '';
  const call: PlatformCall = {
    call: callAt(seen.method, seen.path),
    method: seen.method.toUpperCase(),
    path: seen.path,
    query: Object.fromEntries(seen.query),
    body: undefined,
    token: auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
  };
  if (seen.body === '') return call;
  const contentType = seen.headers['content-type'] ?? '';
  try {
    if (contentType.startsWith('multipart/form-data')) {
      call.body = await formFields(seen.body, contentType);
    } else if (seen.headers[GATEWAY_VERSION_HEADER] === '3') {
      call.body = JSON.parse(openSealed(JSON.parse(seen.body) as SealedPayload, payloadKey));
    } else if (contentType.includes('x-www-form-urlencoded')) {
      call.body = Object.fromEntries(new URLSearchParams(seen.body));
    } else {
      call.body = JSON.parse(seen.body);
    }
  } catch {
    return null;
  }
  return call;
}

/** A multipart body as an object: text parts as strings, files as their name, type and size. */
async function formFields(body: string, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const parts = form
      .getAll(name)
      .map((part) =>
        typeof part === 'string' ? part : { name: part.name, type: part.type, size: part.size },
      );
    fields[name] = parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
  }
  return fields;
}

/** Waits for a held call's release; gives up with the client (timeout, unmount). */
function untilOpenOrAborted(gate: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    void gate.then(resolve);
  });
}
