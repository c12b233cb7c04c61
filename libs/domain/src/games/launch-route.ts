import { gatedAction } from '../permissions';

/** What starting a game does: a site route, the vendor's popup game list, or a direct launch. */
export type LaunchDestination =
  | { kind: 'route'; path: string; search: Record<string, string> }
  | { kind: 'vendorList'; vassalage: string }
  | { kind: 'launch' };

/** The facts about a game that decide where launching it goes (spec §3, §4). */
export interface LaunchTarget {
  vassalage: string;
  gameCode: string;
  gameType: string;
  /** The vendor's own type from the menu, e.g. `RNG`; absent when unknown. */
  vendorType?: string;
  /** True for a VASSALAGE-type entry: the card stands for a vendor, not a single game. */
  isVassalageGame?: boolean;
}

/** Vendors whose lotteries have their own pages (spec §4). */
const LOTTERY_VENDOR_PATHS: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
};

/** Lottery game types that open the generic lottery page. */
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];

/** Where launching a game leads, checked in the spec's order (spec §4 game launch by vendor). */
export function launchDestination(target: LaunchTarget): LaunchDestination {
  const { vassalage, gameCode, gameType } = target;
  const vendorPath = LOTTERY_VENDOR_PATHS[vassalage];
  if (vendorPath) return { kind: 'route', path: vendorPath, search: { gameCode } };
  if (LOTTERY_TYPES.includes(gameType))
    return { kind: 'route', path: '/lottery', search: { gameCode } };
  if (target.isVassalageGame) return { kind: 'vendorList', vassalage };
  if (target.vendorType === 'RNG') return { kind: 'route', path: '/rng', search: { vassalage } };
  return { kind: 'launch' };
}

/** The viewer and game facts that gate a launch. */
export interface LaunchViewer {
  loggedIn: boolean;
  memberType: number | null;
  maintenance: boolean;
}

/**
 * Whether a launch may go ahead. Login and trial checks come first (spec §4 gated actions) so
 * a visitor is never told about maintenance of a game they could not open anyway.
 */
export function launchGate(viewer: LaunchViewer): 'login' | 'upgrade' | 'maintenance' | 'allow' {
  const gate = gatedAction(viewer);
  if (gate !== 'allow') return gate;
  return viewer.maintenance ? 'maintenance' : 'allow';
}
