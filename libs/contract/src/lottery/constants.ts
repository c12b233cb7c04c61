// Runtime constants of the lottery calls; no schema is built here.

/**
 * Lottery prize modes (spec §4). Same list as the domain's PRIZE_MODES, which should re-export
 * this one (the domain depends on the contract, not the other way round).
 */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
