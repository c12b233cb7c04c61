/**
 * Every permission an operator call may need, `area.action`, each with one line saying what it
 * allows. Each /ops call names one in its route-table entry (`opsRoute`), or `self` / `public`;
 * staff roles are sets of these, and the console reads them to hide what a role cannot do. The
 * operator token holds them all (the bootstrap service account's key, owner role). The platform
 * refuses to start with a route that names none (the staff module's guard).
 */
export const PERMISSIONS = {
  'accounts.outbox': 'read the SMS and e-mails the default adapter sent',
  'agent.contracts': "offer and end agents' contracts, choose the contract kinds on offer",
  'agent.settle': "settle the agents' due contract periods now",
  'audit.read': 'read the audit trail of operator calls and verify its hash chains',
  'balances.adjust': "credit or debit a member's balance with a reason",
  'balances.approve': 'approve or reject an adjustment held for a second person (four eyes)',
  'blog.write': 'write or replace a blog article',
  'cashier.thresholds': "set a merchant's four-eyes and risk amounts of the money desk",
  'deposits.read': 'list deposits (the manual bank queue and the money desk) and read one',
  'deposits.approve': 'approve or reject a manual bank deposit',
  'documents.configure': 'set above which withdrawal amount identity documents are required',
  'documents.read': "read members' identity documents, their files and the review queue",
  'documents.review': 'approve or reject an identity document, with a reason',
  'draws.configure': "read and change a merchant's draw prizes and rules",
  'draws.grant': 'give a member a draw ticket',
  'feedback.read': "read members' feedback, its images and comments",
  'feedback.answer': "answer a member's feedback",
  'games.aggregator': "set a merchant's aggregator and how each vendor launches",
  'games.vendors': 'switch a vendor on or off for a merchant',
  'lottery.settle': 'queue the lottery settlement sweep now',
  'members.read': "read a member's payee name, protection, turnover and VIP level",
  'members.payee-name': "correct a member's payee name, with a reason",
  'merchants.create': 'create a merchant for a new brand',
  'merchants.configure': "change a merchant's maintenance, region blocks and languages",
  'merchants.currency': "change a merchant's currency",
  'messages.send': 'send a message to members',
  'missions.configure': "read and change a merchant's missions",
  'pam.tokens': "list, issue and revoke the aggregators' PAM API tokens",
  'payments.methods': "change a merchant's deposit method limits and fees",
  'players.block': 'block and unblock a member, with a reason',
  'players.notes': 'add a note on a member',
  'players.password': 'send a member a password-reset code',
  'players.protection': "tighten a member's deposit and loss limits or give a time-out",
  'players.sessions': "end a member's sessions",
  'players.tags': "add and remove a member's tags",
  'players.view':
    "search members and read a member's profile, ledger, sessions, sign-ins and notes",
  'points.configure': "read and change a merchant's points rates and mall items",
  'points.redeems': 'list and decide points mall redemptions',
  'points.grant': 'run the points earning up to a given time',
  'promotions.configure': "read, create and change a merchant's promotions",
  'promotions.entries': 'list and decide promotion entries',
  'promotions.grant': 'grant a promotion reward to a member',
  'referral.configure': "read and change a merchant's referral terms",
  'roles.manage': 'create, change and delete custom staff roles',
  'keys.manage': 'issue and revoke API keys for staff and service accounts',
  'social.configure': "configure a merchant's social sign-in providers",
  'staff.read': 'list staff members and roles',
  'staff.manage':
    'add staff members, change their role, merchants and access, reset or disable them',
  'turnover.waive': "waive a member's open turnover requirement",
  'vip.configure': "read and change a merchant's VIP levels",
  'vip.run': 'run the VIP level and rebate evaluation for a period',
  'vitals.read': "read a merchant's vitals summary",
  'withdrawals.read': "list withdrawals, read one with its proof images, a merchant's desk amounts",
  'withdrawals.approve': 'approve, reject or mark a withdrawal paid',
  'withdrawals.disputes': 'settle a disputed withdrawal',
} as const;

/** One permission of the catalogue. */
export type Permission = keyof typeof PERMISSIONS;

/** Whether a route's declared permission is one of the catalogue's. */
export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
