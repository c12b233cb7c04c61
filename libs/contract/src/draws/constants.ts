// Runtime constants of the lucky draws (issue 12): red envelopes, the prize wheel and golden
// eggs. No schema is built here (the site imports these).

/** The three draw games; a ticket is for one of them. */
export const DRAW_KINDS = ['ENVELOPE', 'WHEEL', 'EGG'] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

/**
 * How a ticket is earned by a merchant's rule: one per deposit of at least `threshold`, or one
 * per merchant-local day whose valid bets (stakes of rounds, less refunds) reach `threshold`.
 */
export const DRAW_RULE_KINDS = ['DEPOSIT', 'DAILY_VALID_BET'] as const;
export type DrawRuleKind = (typeof DRAW_RULE_KINDS)[number];

/** Where a ticket came from: a rule, a mission's reward, or the operator. */
export const DRAW_TICKET_SOURCES = ['rule', 'mission', 'operator'] as const;
export type DrawTicketSource = (typeof DRAW_TICKET_SOURCES)[number];

export const DRAW_TICKET_STATUSES = ['unplayed', 'played'] as const;
export type DrawTicketStatus = (typeof DRAW_TICKET_STATUSES)[number];

/** Most prizes one draw game may have (the wheel's segments). */
export const MAX_DRAW_PRIZES = 12;
/** A client seed: what the player adds to the outcome, chosen before the server seed is shown. */
export const CLIENT_SEED_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** How far back earning rules look when tickets are counted (days). */
export const DRAW_EARN_LOOKBACK_DAYS = 7;

/** The player's draw calls (token). */
export const DRAW_PATHS = {
  /** GET: tickets to play, the last plays, how tickets are earned and each game's prizes. */
  overview: '/wps/draws',
  /** GET: one ticket (the seed hash before play; the seed, client seed and outcome after). */
  ticket: '/wps/draws/tickets/:id',
  /** GET: how many tickets wait to be played (the lucky draw badge), owed ones issued first. */
  count: '/wps/draws/count',
  /**
   * POST `{ ticketId, clientSeed }`: plays a ticket (the §7 "raffle promotion claim POST (relay,
   * token)"): the outcome, the prize credited and the server seed revealed.
   */
  claim: '/wps/relay/MCSFE_raffleClaim',
} as const;

/** Operator calls (bearer token): prizes and weights, earning rules, tickets by hand. */
export const DRAW_OPS_PATHS = {
  /** GET: every game's prizes and every rule of the merchant. */
  config: '/ops/merchants/:code/draws',
  /** PUT `{ prizes }`: replaces one game's prizes (tickets issued before keep theirs). */
  prizes: '/ops/merchants/:code/draws/:kind/prizes',
  /** POST: adds an earning rule. */
  rules: '/ops/merchants/:code/draw-rules',
  /** PUT: changes a rule (threshold, game, on or off). */
  rule: '/ops/draw-rules/:id',
  /** POST `{ account, kind, requestId }`: gives a member a ticket, once per requestId. */
  grant: '/ops/merchants/:code/draw-tickets',
} as const;

/** `/wps/draws/tickets/:id` for one ticket. */
export const drawTicketPath = (id: number) => DRAW_PATHS.ticket.replace(':id', String(id));
