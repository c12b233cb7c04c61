import { isErrorCode, type Envelope } from '@tessera/contract';
import { HTTPError, type KyInstance, type Options } from 'ky';
import { PlatformError } from './platform-error';

/** Per-call reading of the reply. */
export interface ReplyOptions {
  /** An OK envelope may carry `value: null` (calls that return nothing, e.g. logout). */
  allowEmpty?: boolean;
}

/** Sends one call and unwraps its envelope: the value on success, a PlatformError otherwise. */
export async function request<T>(
  http: KyInstance,
  path: string,
  options?: Options,
  reply: ReplyOptions = {},
): Promise<T> {
  let response: Response;
  try {
    // ky wants paths relative to its prefix; contract paths are absolute.
    response = await http(path.replace(/^\//, ''), options);
  } catch (error) {
    // ky throws on non-2xx (after its retries); the envelope inside still says what went wrong.
    if (!(error instanceof HTTPError)) throw new PlatformError('NETWORK', describe(error), 0);
    response = error.response;
  }
  return unwrap<T>(response, reply);
}

/** The value of a reply's envelope, or the PlatformError it carries. */
export async function unwrap<T>(response: Response, reply: ReplyOptions = {}): Promise<T> {
  const envelope = await readEnvelope<T>(response);
  if (envelope.code === 'OK' && (envelope.value !== null || reply.allowEmpty)) {
    return envelope.value as T;
  }
  throw new PlatformError(
    isErrorCode(envelope.code) ? envelope.code : 'INTERNAL',
    envelope.message,
    response.status,
    // A failed reply's value says more (e.g. captchaRequired); keep it for the caller.
    envelope.code === 'OK' ? null : (envelope.value ?? null),
  );
}

/**
 * True for a 503 the platform itself sent (a JSON envelope, e.g. MAINTENANCE): a decision, not a
 * hiccup, so retrying it (and waiting out its Retry-After) would only delay the answer.
 */
export function isPlatformVerdict(error: Error): boolean {
  if (!(error instanceof HTTPError) || error.response.status !== 503) return false;
  return (error.response.headers.get('content-type') ?? '').includes('application/json');
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    const body = (await response.json()) as Envelope<T>;
    if (typeof body === 'object' && body !== null && typeof body.code === 'string') return body;
  } catch {
    // A proxy's HTML error page or a cut-off body: fall through to the generic error.
  }
  const code = response.status >= 500 || response.ok ? 'INTERNAL' : 'BAD_REQUEST';
  throw new PlatformError(code, `Unreadable reply (HTTP ${response.status})`, response.status);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'Request failed';
}
