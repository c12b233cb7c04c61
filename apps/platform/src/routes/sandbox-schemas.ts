import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { MAX_CASHOUT_X100, MIN_CASHOUT_X100 } from '../sandbox/crash-math';
import { envelopeOf, objectOf } from './schema-helpers';

/** Largest amount one wallet call moves: far above any stake, far below 2^53. */
export const MAX_WALLET_AMOUNT = 1_000_000_000_000;
/** Stake bounds of the sandbox games, minor units (0.01 to 100,000.00). */
export const MIN_STAKE = 1;
export const MAX_STAKE = 10_000_000;

const id = { type: 'string', pattern: '^[A-Za-z0-9:_.-]{1,80}$' } as const;
const amount = (minimum: number) =>
  ({ type: 'integer', minimum, maximum: MAX_WALLET_AMOUNT }) as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

export const debitBody = objectOf({ txnId: id, roundId: id, amount: amount(1) });
export const creditBody = objectOf({ txnId: id, roundId: id, amount: amount(0) });
export const cancelBody = objectOf({ txnId: id, roundId: id, refTxnId: id });

export const balanceReply = envelopeOf(objectOf({ balance: int, currency: str }));
export const txnReply = envelopeOf(
  objectOf({
    txnId: str,
    roundId: str,
    kind: str,
    amount: int,
    balanceAfter: int,
    ledgerEntryId: { type: ['integer', 'null'] },
  }),
);

const stake = { type: 'integer', minimum: MIN_STAKE, maximum: MAX_STAKE } as const;
export const spinBody = objectOf({ stake });
export const spinReply = envelopeOf(
  objectOf({
    roundId: str,
    reels: { type: 'array', items: str },
    stake: int,
    win: int,
    balance: int,
  }),
);

export const crashRoundReply = envelopeOf(
  objectOf({ roundId: str, serverSeedHash: str, nonce: int }),
);
export const crashBetBody = objectOf({
  roundId: id,
  stake,
  cashout: { type: 'integer', minimum: MIN_CASHOUT_X100, maximum: MAX_CASHOUT_X100 },
  clientSeed: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
});
export const crashBetReply = envelopeOf(
  objectOf({
    roundId: str,
    serverSeedHash: str,
    nonce: int,
    serverSeed: str,
    clientSeed: str,
    crashPoint: int,
    cashout: int,
    stake: int,
    win: int,
    balance: int,
  }),
);

/** Page queries: the launch token and language; the chat page's host. */
export const pageQuery = {
  type: 'object',
  properties: {
    launch: { type: 'string', maxLength: 128 },
    lang: { type: 'string', maxLength: 16 },
  },
} as const;
export const chatQuery = {
  type: 'object',
  properties: {
    model: { type: 'string', maxLength: 64 },
    name: { type: 'string', maxLength: 64 },
    lang: { type: 'string', maxLength: 16 },
  },
} as const;

/**
 * A preValidation hook: Fastify coerces "100" or true to integers before validating, but money
 * must arrive as JSON numbers, so the raw body's fields are checked first.
 */
export function jsonNumbers(...fields: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const bad = fields.find((field) => field in body && typeof body[field] !== 'number');
    if (bad) throw new ApiError(400, 'BAD_REQUEST', `${bad} must be a JSON integer`);
  };
}
