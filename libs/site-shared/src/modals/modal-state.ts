import { atom } from 'jotai';

/** The popup the site shows on top of the page, at most one at a time. */
export type SiteModal =
  | { kind: 'feedback' }
  | { kind: 'notices' }
  /** `gameWallet`: the launch moved the player's money there; closing the game recalls it. */
  | { kind: 'game'; url: string; title: string; gameWallet?: string }
  | { kind: 'logout' }
  | { kind: 'forgot' }
  /** Forced after a login with the default or an expired password; `oldPassword` just typed. */
  | { kind: 'changePassword'; forced: boolean; oldPassword?: string }
  | { kind: 'realAccount' }
  /** A vendor's whole game list, opened from a VASSALAGE-type entry (spec §4). */
  | { kind: 'vendorGames'; vassalage: string; title: string }
  /** A game under maintenance: the message and popular games instead (spec §8). */
  | { kind: 'gameMaintenance'; title: string }
  /** A multi-wallet game whose vendor wallet is empty: move money there first (spec §7 Wallet). */
  | { kind: 'fundWallet'; title: string }
  /** A contract offered to the signed-in agent: its tiers, accept or reject (spec §2, §4). */
  | { kind: 'contract' };

export const siteModalAtom = atom<SiteModal | null>(null);
