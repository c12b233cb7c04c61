// Runtime constants of the lottery calls; no schema is built here.

/**
 * Lottery prize modes (spec §4). Same list as the domain's PRIZE_MODES, which should re-export
 * this one (the domain depends on the contract, not the other way round).
 */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/**
 * What a sandbox lottery bet is on: the first number of the draw (the first prize of a
 * Vietnamese or South-East Asian draw, the first ball elsewhere). BIG and SMALL are the upper and
 * lower halves of the game's range (a middle number of an odd range is neither), ODD and EVEN
 * its parity, NUMBER one exact number (`pick`).
 */
export const LOTTERY_BET_TYPES = ['BIG', 'SMALL', 'ODD', 'EVEN', 'NUMBER'] as const;

/** A bet's life: placed on an open draw, then won or lost once the draw is out (void: refunded). */
export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;

/** The member's lottery bets (site records). */
export const LOTTERY_BET_PATHS = {
  bets: '/wps/lottery/bets',
  /** Operator: run the settlement sweep now (after a draw) instead of at its next minute. */
  opsSettlement: '/ops/lottery/settlement',
} as const;

/** The sandbox lottery page's calls (launch token as bearer). */
export const SANDBOX_LOTTERY_PATHS = {
  state: '/sandbox/play/lottery/state',
  bet: '/sandbox/play/lottery/bet',
} as const;
