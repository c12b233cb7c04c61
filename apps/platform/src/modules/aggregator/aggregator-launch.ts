import {
  PAM_CORRELATION_HEADER,
  PAM_TOKEN_HEADER,
  aggregatorGameLaunchPath,
  type AggregatorGameLaunchRequest,
} from '@tessera/contract';
import { playableGameUrl } from '@tessera/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { aggregatorTarget } from './aggregator-settings';

/** One launch through the merchant's aggregator: what Valkyrie's game-launch call carries. */
export interface AggregatorLaunch {
  merchantCode: string;
  /** The aggregator's name for the vendor: the `{provider}` of the path. */
  provider: string;
  /** The game session token (the launch's, which is also the PAM session's). */
  token: string;
  body: AggregatorGameLaunchRequest;
}

/** How the call is made: its time limit, the request's logger and id (sent as correlation id). */
export interface AggregatorCallOptions {
  timeoutMs: number;
  log: FastifyBaseLogger;
  correlationId: string;
}

const unavailable = () =>
  new ApiError(502, 'GAME_UNAVAILABLE', 'The game provider could not open the game, try again');

/**
 * Asks the merchant's aggregator to launch a game, as Valkyrie's operator API describes it:
 * `POST {baseUrl}/{provider}/gamelaunch` with the key as a bearer token, the game session token
 * in `X-Player-Token` and the launch in the body; answers the game URL it sends back. No
 * aggregator set, a refusal, a reply that is not `{ gameUrl }` with a URL a browser may open,
 * a network error or no answer within `timeoutMs`: 502 GAME_UNAVAILABLE (the player sees a
 * translated "try again"; the log says why, without the key or the token).
 */
export async function launchThroughAggregator(
  db: Db,
  launch: AggregatorLaunch,
  { timeoutMs, log, correlationId }: AggregatorCallOptions,
): Promise<string> {
  const facts = { merchant: launch.merchantCode, provider: launch.provider };
  const target = await aggregatorTarget(db, launch.merchantCode);
  if (!target) {
    log.warn(facts, 'vendor routes to an aggregator, but the merchant has none set');
    throw unavailable();
  }
  const url = `${target.baseUrl.replace(/\/+$/, '')}${aggregatorGameLaunchPath(launch.provider)}`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [PAM_TOKEN_HEADER]: launch.token,
    [PAM_CORRELATION_HEADER]: correlationId,
  };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  let reply: Response;
  let answer: unknown;
  try {
    reply = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(launch.body),
      // A redirect would carry the key to wherever it points.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = reply.ok ? await reply.json() : undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    log.warn({ ...facts, reason }, 'aggregator game launch failed');
    throw unavailable();
  }
  if (!reply.ok) {
    await reply.body?.cancel();
    log.warn({ ...facts, status: reply.status }, 'aggregator refused the game launch');
    throw unavailable();
  }
  const gameUrl = (answer as { gameUrl?: unknown } | null)?.gameUrl;
  const playable = typeof gameUrl === 'string' ? playableGameUrl(gameUrl) : null;
  if (!playable) {
    log.warn(facts, 'aggregator answered no game URL a browser may open');
    throw unavailable();
  }
  return playable;
}
