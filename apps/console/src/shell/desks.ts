import type { Permission } from '@tessera/contract';

/** A desk of the console that works today, with the permission that shows it. */
export interface Desk {
  to: '/staff' | '/staff/roles' | '/staff/keys' | '/audit';
  label: 'navStaff' | 'navRoles' | 'navKeys' | 'navAudit';
  permission: Permission;
}

export const DESKS: readonly Desk[] = [
  { to: '/staff', label: 'navStaff', permission: 'staff.read' },
  { to: '/staff/roles', label: 'navRoles', permission: 'staff.read' },
  { to: '/staff/keys', label: 'navKeys', permission: 'keys.manage' },
  { to: '/audit', label: 'navAudit', permission: 'audit.read' },
];

/** Desks still to come: listed (as "coming") only to a caller holding one of their permissions. */
export const COMING_DESKS: readonly {
  label:
    | 'deskMoney'
    | 'deskPlayers'
    | 'deskContent'
    | 'deskEngagement'
    | 'deskGames'
    | 'deskAgents'
    | 'deskReports';
  permissions: readonly Permission[];
}[] = [
  {
    label: 'deskMoney',
    permissions: ['withdrawals.read', 'deposits.read', 'balances.adjust', 'turnover.waive'],
  },
  { label: 'deskPlayers', permissions: ['members.read', 'members.payee-name'] },
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
