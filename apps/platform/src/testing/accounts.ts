import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import {
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  PATHS,
  type LoginResult,
  type SealedPayload,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../core/db/database';
import { listOutbox, SEED_ACCOUNTS } from '../modules/accounts';
import { valueOf } from './requests';

/** The seeded payload key of a merchant. */
export const payloadKeyOf = (merchant: string) =>
  SEED_ACCOUNTS.find((seed) => seed.merchantCode === merchant)?.payloadKey ?? '';

/** Seals a body as the SDK does (gateway v3), at `ts` (default now). */
export function seal(body: unknown, payloadKey: string, ts = Date.now()): SealedPayload {
  const key = (purpose: string) => createHash('sha256').update(`${purpose}|${payloadKey}`).digest();
  const nonce = randomBytes(16).toString('hex');
  const cipher = createCipheriv('aes-256-cbc', key('enc'), Buffer.from(nonce, 'hex'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
  ]).toString('base64');
  const mac = createHmac('sha256', key('mac')).update(`3.${ts}.${nonce}.${data}`).digest('hex');
  return { v: 3, ts, nonce, data, mac };
}

/** Options of one test request. */
export interface CallInit {
  token?: string;
  ip?: string;
  /** Seal the body (default for the encrypted calls when a payload key is known). */
  sealed?: boolean;
  ts?: number;
  /** The reader's language, sent as the SDK sends it (`Accept-Language`). */
  language?: string;
  /** More headers (a device id, say). */
  headers?: Record<string, string>;
}

/** Sends a request for a merchant, sealing the body when asked. */
export function call(
  app: FastifyInstance,
  merchant: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { token, ip, sealed = false, ts, language, headers: more = {} }: CallInit = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...more, [MERCHANT_HEADER]: merchant };
  if (language) headers['accept-language'] = language;
  if (token) headers.authorization = `Bearer ${token}`;
  if (sealed) headers[GATEWAY_VERSION_HEADER] = '3';
  const payload =
    body === undefined ? undefined : sealed ? seal(body, payloadKeyOf(merchant), ts) : body;
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** Logs in by username with a sealed body. */
export function loginAs(
  app: FastifyInstance,
  merchant: string,
  username: string,
  password: string,
  extra: object = {},
  ip?: string,
) {
  return call(
    app,
    merchant,
    'POST',
    PATHS.login,
    { type: 'username', site: 'member', username, password, ...extra },
    { sealed: true, ...(ip ? { ip } : {}) },
  );
}

/** A token of a successful login. */
export async function tokenOf(
  app: FastifyInstance,
  merchant: string,
  username: string,
  password: string,
  ip?: string,
): Promise<string> {
  return valueOf<LoginResult>(await loginAs(app, merchant, username, password, {}, ip)).token;
}

/** The last code sent to a recipient, read from the outbox as the browser tests do. */
export async function lastCode(db: Db, to: string): Promise<string> {
  const [message] = await listOutbox(db, to, 1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** Records `count` failed logins of `account` from `ip`, a second before `now` (a script's work). */
export async function recordFailures(
  db: Db,
  where: { merchant: string; account: string; ip: string },
  count: number,
  now: number,
): Promise<void> {
  const at = new Date(now - 1000);
  const row = { merchant_code: where.merchant, account: where.account, ip: where.ip, at };
  await db.insertInto('login_attempt').values(Array(count).fill(row)).execute();
}
