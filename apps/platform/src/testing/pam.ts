import {
  PAM_CORRELATION_HEADER,
  PAM_ERROR_CODES,
  PAM_PREFIX,
  PAM_TOKEN_HEADER,
  type PamTransaction,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../core/db/database';
import { sha256 } from '../core/security/tokens';
import { tokenOf } from './accounts';
import { TEST_GAMES, TEST_VENDOR, launchGame, moneyOf, prepareSandbox } from './sandbox';

/** The aggregator API token the tests install. */
export const TEST_PAM_TOKEN = 'test-pam-api-token-0123456789abcdef';

/** Installs TEST_PAM_TOKEN as the VALKYRIE aggregator's token. */
export async function installPamToken(db: Db): Promise<void> {
  await db
    .updateTable('pam_api_token')
    .set({ token_hash: sha256(TEST_PAM_TOKEN) })
    .where('aggregator', '=', 'VALKYRIE')
    .execute();
}

/** One PAM call as an aggregator makes it (API token, player token, correlation id). */
export interface PamRequest {
  method?: 'GET' | 'PUT' | 'POST';
  /** Below PAM_PREFIX, e.g. `/players/7/balance`. */
  path: string;
  query?: Record<string, string>;
  playerToken?: string | null;
  apiToken?: string | null;
  body?: object;
  headers?: Record<string, string>;
}

export function pamCall(
  app: FastifyInstance,
  request: PamRequest,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    [PAM_CORRELATION_HEADER]: 'test-correlation',
    ...request.headers,
  };
  const apiToken = request.apiToken === undefined ? TEST_PAM_TOKEN : request.apiToken;
  if (apiToken) headers.authorization = `Bearer ${apiToken}`;
  if (request.playerToken) headers[PAM_TOKEN_HEADER] = request.playerToken;
  const query = new URLSearchParams(request.query ?? { provider: TEST_VENDOR });
  return app.inject({
    method: request.method ?? (request.body ? 'POST' : 'GET'),
    url: `${PAM_PREFIX}${request.path}?${query}`,
    headers,
    ...(request.body ? { payload: request.body } : {}),
  });
}

/** A transaction body with the document's required fields; `over` replaces any of them. */
export function pamTxn(
  over: Partial<PamTransaction> & Pick<PamTransaction, 'transactionType' | 'providerTransactionId'>,
): PamTransaction {
  return {
    currency: 'BDT',
    provider: TEST_VENDOR,
    cashAmount: 0,
    bonusAmount: 0,
    promoAmount: 0,
    transactionDateTime: '2026-11-24T12:00:00Z',
    ...over,
  };
}

/**
 * Whether a reply is the PAM wrapper (`status` OK, or ERROR with a document error code and a
 * message): null when it is, else what is wrong. The PAM routes' counterpart of
 * `envelopeProblem` for the malformed-input battery.
 */
export function pamWrapperProblem(res: { body: string }): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  if (typeof body !== 'object' || body === null) return 'not an object';
  const { status, error } = body as {
    status?: unknown;
    error?: { code?: unknown; message?: unknown };
  };
  if (status === 'OK') return null;
  if (status !== 'ERROR') return `status ${String(status)}`;
  if (!(PAM_ERROR_CODES as readonly unknown[]).includes(error?.code))
    return `code ${String(error?.code)}`;
  return typeof error?.message === 'string' ? null : 'message is not a string';
}

/** Whether a PAM reply refused the call: a 4xx, or a business refusal (200 with ERROR). */
export function pamRefused(res: { statusCode: number; body: string }): boolean {
  if (res.statusCode >= 400) return true;
  return (JSON.parse(res.body) as { status?: unknown }).status === 'ERROR';
}

/**
 * Readies a test app for PAM calls (test games, the test API token) and launches the test
 * slot for an AURORA account: its game session token and PAM player id.
 */
export async function pamPlayer(
  app: FastifyInstance,
  db: Db,
  account: string,
  password: string,
): Promise<{ token: string; playerId: string }> {
  await prepareSandbox(db);
  await installPamToken(db);
  const session = await tokenOf(app, 'AURORA', account, password);
  const token = (await launchGame(app, 'AURORA', session, TEST_GAMES.slot.code)).launch;
  const playerId = String((await moneyOf(db, 'AURORA', account)).memberId);
  return { token, playerId };
}
