/** A request the fake platform received. */
export interface SeenRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The raw request body ('' when none). */
  body: string;
}

/** What the fake platform answers. */
export interface ScriptedReply {
  status: number;
  /** Text (an envelope), or bytes (a file download such as a proof image). */
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

/** Answers one request; `signal` aborts when the client gives up (timeout, unmount). */
export type Responder = (
  seen: SeenRequest,
  signal: AbortSignal,
) => ScriptedReply | Promise<ScriptedReply>;

/** A reply carrying a platform envelope. */
export function envelopeReply(status: number, code: string, value: unknown): ScriptedReply {
  return { status, body: JSON.stringify({ code, message: code, value }) };
}

/**
 * A `fetch` that records every request in `seen` and answers it with `respond`: the one core of
 * both fakes, in-process for the site's tests and behind a real port for the SDK's own.
 */
export function fakeFetch(respond: Responder): { fetch: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const seenRequest: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    };
    seen.push(seenRequest);
    const reply = await respond(seenRequest, request.signal);
    return new Response(reply.body === '' ? null : (reply.body as BodyInit), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  return { fetch, seen };
}
