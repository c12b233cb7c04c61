import type { Permission } from '@tessera/contract';

/** A desk of the console that works today, with the permission that shows it. */
export interface Desk {
  to: '/staff' | '/staff/roles' | '/staff/keys' | '/audit' | '/money' | '/players';
  label: 'navStaff' | 'navRoles' | 'navKeys' | 'navAudit' | 'deskMoney' | 'deskPlayers';
  permission: Permission;
}

export const DESKS: readonly Desk[] = [
  { to: '/staff', label: 'navStaff', permission: 'staff.read' },
  { to: '/staff/roles', label: 'navRoles', permission: 'staff.read' },
  { to: '/staff/keys', label: 'navKeys', permission: 'keys.manage' },
  { to: '/audit', label: 'navAudit', permission: 'audit.read' },
  // The money and player desks (issue 29).
  { to: '/money', label: 'deskMoney', permission: 'withdrawals.read' },
  { to: '/players', label: 'deskPlayers', permission: 'players.view' },
];

/** Desks still to come: listed (as "coming") only to a caller holding one of their permissions. */
export const COMING_DESKS: readonly {
  label: 'deskContent' | 'deskEngagement' | 'deskGames' | 'deskAgents' | 'deskReports';
  permissions: readonly Permission[];
}[] = [
  { label: 'deskContent', permissions: ['blog.write', 'messages.send', 'promotions.configure'] },
  {
    label: 'deskEngagement',
    permissions: [
      'missions.configure',
      'points.configure',
      'draws.configure',
      'vip.configure',
      'referral.configure',
      'feedback.read',
    ],
  },
  {
    label: 'deskGames',
    permissions: ['games.aggregator', 'games.vendors', 'lottery.settle', 'pam.tokens'],
  },
  { label: 'deskAgents', permissions: ['agent.contracts', 'agent.settle'] },
  { label: 'deskReports', permissions: ['vitals.read'] },
];
