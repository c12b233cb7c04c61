import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { RequestId } from '../wallet';
import {
  CLIENT_SEED_PATTERN,
  DRAW_KINDS,
  DRAW_RULE_KINDS,
  DRAW_TICKET_SOURCES,
  DRAW_TICKET_STATUSES,
  MAX_DRAW_PRIZES,
} from './constants';

// Lucky draws. Money is integer minor units. A prize of 0 is "try again". The outcome of a
// ticket is `weightedIndex(HMAC-SHA256(serverSeed, clientSeed:nonce), weights)` (libs/domain):
// the ticket carries its prizes and the seed's SHA-256 from its issue on, so neither can change
// once the player sees them.

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

/** One prize of a draw game and its weight (its chance is weight / the sum of weights). */
export const DrawPrize = Type.Object({
  amount: Money,
  weight: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export type DrawPrize = Static<typeof DrawPrize>;

export const DrawPrizes = Type.Array(DrawPrize, { minItems: 2, maxItems: MAX_DRAW_PRIZES });

/** A ticket as its owner sees it. */
export const DrawTicket = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(DRAW_KINDS),
  source: StringEnum(DRAW_TICKET_SOURCES),
  status: StringEnum(DRAW_TICKET_STATUSES),
  /** SHA-256 (hex) of the server seed: published before play. */
  serverSeedHash: Type.String(),
  /** The HMAC message's nonce (the ticket's id). */
  nonce: Type.Integer(),
  /** The prizes and weights fixed when the ticket was issued, in the order the outcome indexes. */
  prizes: Type.Array(DrawPrize),
  createdAt: Type.String(),
  /** Null until played; then revealed, so anyone can recompute the outcome. */
  serverSeed: Nullable(Type.String()),
  clientSeed: Nullable(Type.String()),
  /** The index of the prize won, and its amount (credited as a bonus). */
  prizeIndex: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer()),
  playedAt: Nullable(Type.String()),
});
export type DrawTicket = Static<typeof DrawTicket>;

/** An earning rule: one ticket of `drawKind` per deposit, or per day of valid bets, ≥ threshold. */
export const DrawRule = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(DRAW_RULE_KINDS),
  threshold: Type.Integer({ minimum: 1 }),
  drawKind: StringEnum(DRAW_KINDS),
  active: Type.Boolean(),
});
export type DrawRule = Static<typeof DrawRule>;

/** One game's current prizes. */
export const DrawGame = Type.Object({
  kind: StringEnum(DRAW_KINDS),
  prizes: Type.Array(DrawPrize),
});
export type DrawGame = Static<typeof DrawGame>;

/** `GET /wps/draws`. */
export const DrawOverview = Type.Object({
  /** Tickets waiting to be played, oldest first. */
  tickets: Type.Array(DrawTicket),
  /** The last 20 plays, newest first. */
  played: Type.Array(DrawTicket),
  /** The merchant's active earning rules. */
  rules: Type.Array(DrawRule),
  games: Type.Array(DrawGame),
});
export type DrawOverview = Static<typeof DrawOverview>;

/** `GET /wps/draws/count`: tickets waiting to be played. */
export const DrawCount = Type.Object({ unplayed: Type.Integer({ minimum: 0 }) });
export type DrawCount = Static<typeof DrawCount>;

export const DrawTicketParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
export type DrawTicketParams = Static<typeof DrawTicketParams>;

/** `POST /wps/relay/MCSFE_raffleClaim`. */
export const DrawClaimRequest = Type.Object({
  ticketId: Type.Integer({ minimum: 1, maximum: 999_999_999_999_999 }),
  clientSeed: Type.String({ pattern: CLIENT_SEED_PATTERN }),
});
export type DrawClaimRequest = Static<typeof DrawClaimRequest>;

// Operator

export const DrawKindParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  kind: StringEnum(DRAW_KINDS),
});
export type DrawKindParams = Static<typeof DrawKindParams>;

export const DrawPrizesUpdate = Type.Object({ prizes: DrawPrizes });
export type DrawPrizesUpdate = Static<typeof DrawPrizesUpdate>;

export const DrawRuleInput = Type.Object({
  kind: StringEnum(DRAW_RULE_KINDS),
  threshold: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  drawKind: StringEnum(DRAW_KINDS),
  active: Type.Optional(Type.Boolean({ default: true })),
});
export type DrawRuleInput = Static<typeof DrawRuleInput>;

export const DrawRuleUpdate = Type.Partial(Type.Omit(DrawRuleInput, ['kind']));
export type DrawRuleUpdate = Static<typeof DrawRuleUpdate>;

export const DrawRuleParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });

/** `GET /ops/merchants/:code/draws`. */
export const DrawConfig = Type.Object({
  games: Type.Array(DrawGame),
  rules: Type.Array(DrawRule),
});
export type DrawConfig = Static<typeof DrawConfig>;

/**
 * `POST /ops/merchants/:code/draw-tickets`: a ticket by hand. `requestId` is the operator's id
 * for the grant: sent again (a retry) it issues nothing more and answers the same ticket.
 */
export const DrawGrant = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  kind: StringEnum(DRAW_KINDS),
  requestId: RequestId,
});
export type DrawGrant = Static<typeof DrawGrant>;

/** What a grant answers: the ticket given (or, for a retry, the one given before). */
export const DrawGranted = Type.Object({ ticketId: DrawTicket.properties.id });
export type DrawGranted = Static<typeof DrawGranted>;
