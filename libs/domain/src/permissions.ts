import { MEMBER_TYPES, type WhitelabelNode } from '@tessera/contract';

const AGENT_TYPES: ReadonlySet<number> = new Set([
  MEMBER_TYPES.agent1,
  MEMBER_TYPES.agent2,
  MEMBER_TYPES.agent41,
  MEMBER_TYPES.agent42,
]);

/** Agents are member types 1, 2, 41 and 42 (spec §6). */
export function isAgentType(type: number): boolean {
  return AGENT_TYPES.has(type);
}

/** Trial (free-play) accounts are type 4 (spec §6). */
export function isTrialType(type: number): boolean {
  return type === MEMBER_TYPES.trial;
}

/** Only agents may sign in to the agent site (spec §6, §8 NOT_AGENT). */
export function canUseAgentSite(type: number): boolean {
  return isAgentType(type);
}

/** Members, agents and trial accounts use the member site; unknown types are refused (NOT_MEMBER). */
export function canUseMemberSite(type: number): boolean {
  return type === MEMBER_TYPES.member || isTrialType(type) || isAgentType(type);
}

/** Trial accounts skip the consolidated funds call and the unread-message load (spec §6). */
export function skipsConsolidatedCall(type: number): boolean {
  return isTrialType(type);
}

/** Referral menu: a logged-in agent, or a logged-in player when the referral promo is on (spec §6). */
export function referralMenuVisible(viewer: {
  loggedIn: boolean;
  memberType: number | null;
  referralEnabled: boolean;
}): boolean {
  if (!viewer.loggedIn) return false;
  return (viewer.memberType !== null && isAgentType(viewer.memberType)) || viewer.referralEnabled;
}

/** A gated action (spec §4): log in first, get a real account first (trial), or go ahead. */
export function gatedAction(viewer: {
  loggedIn: boolean;
  memberType: number | null;
}): 'login' | 'upgrade' | 'allow' {
  if (!viewer.loggedIn) return 'login';
  return viewer.memberType !== null && isTrialType(viewer.memberType) ? 'upgrade' : 'allow';
}

/** Flattens the whitelabel tree to modId → on; a child is on only if every ancestor is. */
export function featureSwitches(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const switches: Record<string, boolean> = {};
  const walk = (nodes: readonly WhitelabelNode[], parentOn: boolean) => {
    for (const node of nodes) {
      const on = parentOn && node.enabled;
      // A modId listed twice stays on if any of its places is on.
      switches[node.modId] = (switches[node.modId] ?? false) || on;
      walk(node.childrenNodes, on);
    }
  };
  walk(tree, true);
  return switches;
}
