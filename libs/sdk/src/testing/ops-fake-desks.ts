import {
  DEPOSIT_RISK_FLAGS,
  WITHDRAWAL_RISK_FLAGS,
  type AuditActor,
  type DeskDeposit,
  type DeskThresholds,
  type DeskWithdrawal,
  type ErrorCode,
  type OperatorIdentityDocument,
  type OperatorWithdrawal,
  type PendingAdjustment,
  type PlayerActivity,
  type PlayerLedgerEntry,
  type PlayerNote,
  type PlayerProfile,
  type PlayerRow,
  type PlayerSession,
  type PlayerSignIn,
  type PlayerTag,
  type WithdrawalProof,
} from '@tessera/contract';
import { envelopeReply, type ScriptedReply } from './fake-fetch';

// The money, player and documents desks of the fake /ops platform (issue 29): in-memory queues
// with risk flags, four eyes on withdrawals and adjustments, players and identity documents.
// ops-fake.ts routes and guards the calls; these answer them.

/** What a desk handler is given: path parameters, query and the parsed body. */
export interface DeskInput {
  params: Record<string, string>;
  query: URLSearchParams;
  // Each call's body as the handler reads it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** What the desks need of the fake around them: the acting staff member and a refusal. */
export interface DeskContext {
  actor(): AuditActor;
  refuse(status: number, code: ErrorCode): never;
}

/** The desks' state, for tests to look at and change. */
export interface DeskState {
  withdrawals: (DeskWithdrawal & { approvedBy: { actor: AuditActor; at: string }[] })[];
  deposits: DeskDeposit[];
  adjustments: PendingAdjustment[];
  thresholds: Map<string, DeskThresholds>;
  players: PlayerProfile[];
  notes: Map<string, PlayerNote[]>;
  sessions: Map<string, PlayerSession[]>;
  documents: OperatorIdentityDocument[];
  documentsThreshold: Map<string, number | null>;
  proofs: Map<number, WithdrawalProof[]>;
}

const ok = (value: unknown, status = 200): ScriptedReply => envelopeReply(status, 'OK', value);
const NOW = Date.UTC(2026, 10, 29, 12, 0);
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const CURRENCY: Record<string, string> = { AURORA: 'BDT', LUMEN: 'PHP' };
const OTHER_FINANCE: AuditActor = { kind: 'staff', id: '90', name: 'staff:finance2@tessera.local' };

/** A 1×1 PNG: the bytes every fake proof image and image document answers. */
export const FAKE_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const FAKE_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The seeded desks: 2 merchants, 60 withdrawals, 30 deposits, 12 players, 6 documents. */
export function createDeskState(): DeskState {
  const players: PlayerProfile[] = Array.from({ length: 12 }, (_, i) => {
    const merchantCode = i % 3 === 2 ? 'LUMEN' : 'AURORA';
    const id = String(101 + i);
    return {
      account: {
        id,
        merchantCode,
        username: i === 0 ? 'rahim' : `player${i + 1}`,
        nickname: i === 0 ? 'Rahim' : null,
        agent: i === 1,
        mobile: `+88017000000${String(i).padStart(2, '0')}`,
        mobileVerified: true,
        email: i % 2 ? null : `player${i + 1}@example.com`,
        emailVerified: i % 4 === 0,
        language: 'bn',
        createdAt: ago(60 * 24 * (100 - i)),
        lastSignInAt: ago(30 + i),
        lastSignInIp: `203.0.113.${10 + i}`,
      },
      standing: { status: 'active', blockedAt: null, blockedBy: null, reason: null },
      identity: { payeeName: i === 0 ? 'Rahim Uddin' : null, fixed: i === 0 },
      wallets: {
        currency: CURRENCY[merchantCode] ?? 'BDT',
        balance: 1_250_00 + i * 1000,
        held: i === 0 ? 5_000_00 : 0,
        available: 1_250_00 + i * 1000 - (i === 0 ? 5_000_00 : 0),
        gameWallets: [{ vendor: 'Evolution', balance: 200_00 }],
      },
      tags: i === 0 ? ['vip'] : [],
      protection: {
        depositLimits: {
          daily: { amount: 10_000_00, pending: null, used: 2_000_00 },
          weekly: { amount: null, pending: null, used: 2_000_00 },
          monthly: { amount: null, pending: null, used: 2_000_00 },
        },
        lossLimits: {
          daily: { amount: null, pending: null, lost: 0 },
          weekly: { amount: 50_000_00, pending: null, lost: 1_000_00 },
          monthly: { amount: null, pending: null, lost: 1_000_00 },
        },
        realityCheckMinutes: 60,
        block: null,
      },
      uplines:
        i === 0
          ? [
              { id: '102', username: 'player2', depth: 1 },
              { id: '150', username: 'master-agent', depth: 2 },
            ]
          : [],
    };
  });

  const withdrawals: DeskState['withdrawals'] = Array.from({ length: 60 }, (_, n) => {
    const player = players[n % players.length] as PlayerProfile;
    const merchantCode = player.account.merchantCode;
    const status = n === 2 ? 'disputed' : n === 3 ? 'approved' : n % 7 === 6 ? 'paid' : 'requested';
    const flags = WITHDRAWAL_RISK_FLAGS.filter((_, f) => (n + f) % 4 === 0);
    return {
      id: 1001 + n,
      merchantCode,
      memberId: Number(player.account.id),
      account: player.account.username,
      status,
      amount: n === 0 ? 8_000_00 : 500_00 + ((n * 3_700_00) % 9_000_00),
      currency: CURRENCY[merchantCode] ?? 'BDT',
      method: n % 2 ? 'bKash' : 'City Bank',
      methodKind: n % 2 ? 'ewallet' : 'bank',
      createdAt: ago(n * 37),
      ageSeconds: n * 37 * 60,
      flags: n === 0 ? ['FIRST_WITHDRAWAL', 'OVER_THRESHOLD'] : flags,
      approvals: { count: 0, required: 1 },
      approvedBy: [],
    };
  });
  const deposits: DeskDeposit[] = Array.from({ length: 30 }, (_, n) => {
    const player = players[(n + 1) % players.length] as PlayerProfile;
    const merchantCode = player.account.merchantCode;
    return {
      id: 2001 + n,
      merchantCode,
      memberId: Number(player.account.id),
      account: player.account.username,
      status: n % 5 === 0 ? 'pending' : 'approved',
      amount: 1_000_00 + n * 250_00,
      currency: CURRENCY[merchantCode] ?? 'BDT',
      method: n % 2 ? 'bank-transfer' : 'bkash-qr',
      methodKind: n % 2 ? 'bank' : 'qr',
      createdAt: ago(n * 53),
      ageSeconds: n * 53 * 60,
      flags: DEPOSIT_RISK_FLAGS.filter((_, f) => (n + f) % 5 === 0),
    };
  });
  const thresholds = new Map<string, DeskThresholds>([
    [
      'AURORA',
      { withdrawalFourEyes: 5_000_00, adjustmentFourEyes: 1_000_00, riskAmount: 3_000_00 },
    ],
    ['LUMEN', { withdrawalFourEyes: null, adjustmentFourEyes: null, riskAmount: null }],
  ]);
  const adjustments: PendingAdjustment[] = [
    {
      id: 301,
      merchantCode: 'AURORA',
      memberId: 101,
      amount: 2_500_00,
      reasonCode: 'compensation',
      reason: 'Game outage on 28 Nov',
      requestId: 'adj-seed-301',
      turnoverRequired: null,
      status: 'pending',
      requestedBy: OTHER_FINANCE,
      requestedAt: ago(90),
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      ledgerEntryId: null,
    },
  ];
  const notes = new Map<string, PlayerNote[]>([
    [
      '101',
      [
        {
          id: '1',
          at: ago(600),
          author: OTHER_FINANCE,
          text: 'Asked about a delayed withdrawal; told 24 h.',
        },
      ],
    ],
  ]);
  const sessions = new Map<string, PlayerSession[]>(
    players.map((p, i) => [
      p.account.id,
      [
        {
          id: String(i * 10 + 1),
          createdAt: ago(40),
          lastSeenAt: ago(2),
          expiresAt: ago(-600),
          endedAt: null,
          live: true,
          ip: p.account.lastSignInIp,
          device: 'Chrome on Android',
        },
        {
          id: String(i * 10 + 2),
          createdAt: ago(2000),
          lastSeenAt: ago(1900),
          expiresAt: ago(-100),
          endedAt: null,
          live: true,
          ip: '198.51.100.9',
          device: 'Safari on iPhone',
        },
      ],
    ]),
  );
  const documents: OperatorIdentityDocument[] = Array.from({ length: 6 }, (_, n) => {
    const player = players[(n * 3) % players.length] as PlayerProfile;
    return {
      id: 401 + n,
      kind: n % 3 === 2 ? 'PROOF_OF_ADDRESS' : 'NATIONAL_ID',
      side: n % 3 === 2 ? null : n % 2 ? 'BACK' : 'FRONT',
      mediaType: n % 3 === 2 ? 'application/pdf' : 'image/png',
      size: 120_000 + n * 1000,
      status: n < 4 ? 'pending' : n === 4 ? 'approved' : 'rejected',
      reason: n === 5 ? 'The photo is blurred.' : null,
      createdAt: ago(n * 120),
      reviewedAt: n < 4 ? null : ago(30),
      memberId: Number(player.account.id),
      account: player.account.username,
      reviewedBy: n < 4 ? null : 'staff:compliance@tessera.local',
    };
  });
  const proofs = new Map<number, WithdrawalProof[]>([
    [
      1003,
      [
        { id: 1, mediaType: 'image/png', size: 68, createdAt: ago(50) },
        { id: 2, mediaType: 'image/png', size: 68, createdAt: ago(49) },
      ],
    ],
  ]);
  return {
    withdrawals,
    deposits,
    adjustments,
    thresholds,
    players,
    notes,
    sessions,
    documents,
    documentsThreshold: new Map([
      ['AURORA', 20_000_00],
      ['LUMEN', null],
    ]),
    proofs,
  };
}

const num = (query: URLSearchParams, key: string) =>
  query.get(key) === null ? undefined : Number(query.get(key));

/** A numbered page of `rows` as the desk queues answer. */
function numbered<T>(rows: T[], query: URLSearchParams) {
  const page = num(query, 'page') ?? 1;
  const pageSize = num(query, 'pageSize') ?? 50;
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    pageSize,
  };
}

/** A newest-first cursor page by numeric id. */
function cursorPage<T>(rows: T[], query: URLSearchParams, idOf: (row: T) => number) {
  const limit = num(query, 'limit') ?? 50;
  const cursor = query.get('cursor');
  const after = cursor ? rows.filter((row) => idOf(row) < Number(cursor)) : rows;
  const items = after.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: after.length > limit && last ? String(idOf(last)) : null };
}

type Queued = {
  merchantCode: string;
  status: string;
  method: string;
  amount: number;
  flags: string[];
  createdAt: string;
};

function filterQueue<T extends Queued>(rows: T[], query: URLSearchParams): T[] {
  const min = num(query, 'minAmount');
  const max = num(query, 'maxAmount');
  const filtered = rows.filter(
    (row) =>
      (!query.get('merchant') || row.merchantCode === query.get('merchant')) &&
      (!query.get('status') || row.status === query.get('status')) &&
      (!query.get('method') || row.method === query.get('method')) &&
      (!query.get('flag') || row.flags.includes(query.get('flag') as string)) &&
      (min === undefined || row.amount >= min) &&
      (max === undefined || row.amount <= max),
  );
  const sort = query.get('sort') ?? 'created';
  const sign = query.get('order') === 'asc' ? 1 : -1;
  const key = (row: T) =>
    sort === 'amount' ? row.amount : sort === 'status' ? row.status : row.createdAt;
  return filtered.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * sign);
}

/** The answers of the money, player and documents desks over `state`. */
export function deskHandlers(state: DeskState, ctx: DeskContext) {
  const { refuse } = ctx;
  const findWithdrawal = (id: string) =>
    state.withdrawals.find((w) => w.id === Number(id)) ?? refuse(404, 'WITHDRAWAL_NOT_FOUND');
  const findPlayer = (id: string) =>
    state.players.find((p) => p.account.id === id) ?? refuse(404, 'NOT_FOUND');
  const findDocument = (code: string, id: string) =>
    state.documents.find((d) => d.id === Number(id) && code === merchantOfMember(d.memberId)) ??
    refuse(404, 'DOCUMENT_NOT_FOUND');
  const merchantOfMember = (memberId: number) =>
    state.players.find((p) => p.account.id === String(memberId))?.account.merchantCode;
  const sameActor = (a: AuditActor, b: AuditActor) => a.kind === b.kind && a.id === b.id;
  const fourEyes = (w: DeskWithdrawal) => {
    const limit = state.thresholds.get(w.merchantCode)?.withdrawalFourEyes;
    return limit !== null && limit !== undefined && w.amount > limit;
  };
  const rowOf = (w: DeskState['withdrawals'][number]): DeskWithdrawal => {
    const row: DeskWithdrawal & { approvedBy?: unknown } = { ...w };
    delete row.approvedBy;
    return { ...row, approvals: { count: w.approvedBy.length, required: fourEyes(w) ? 2 : 1 } };
  };
  const operatorView = (w: DeskWithdrawal): OperatorWithdrawal => ({
    id: w.id,
    status: w.status,
    amount: w.amount,
    currency: w.currency,
    payee: {
      kind: w.methodKind,
      provider: w.method,
      maskedNumber: '•••• 4821',
      holderName: 'Rahim Uddin',
    },
    createdAt: w.createdAt,
    updatedAt: w.createdAt,
    autoReceiveAt: null,
    confirmation:
      w.status === 'disputed' ? { outcome: 'NOT_RECEIVED', by: 'member', at: ago(50) } : null,
    settlement: null,
    memberId: w.memberId,
    merchantCode: w.merchantCode,
    accountNumber: '01700004821',
    payoutRef: null,
    payoutFailure: null,
    settledBy: null,
    settlementNote: null,
  });
  const activity = (memberId: number, currency: string): PlayerActivity => ({
    memberId,
    account: findPlayer(String(memberId)).account.username,
    since: ago(60 * 24 * 30),
    currency,
    depositTotal: { count: 3, amount: 12_000_00 },
    withdrawalTotal: { count: 1, amount: 2_000_00 },
    rounds: { count: 214, stake: 9_800_00, win: 8_100_00 },
    turnoverLeft: 1_500_00,
    deposits: state.deposits
      .filter((d) => d.memberId === memberId)
      .slice(0, 5)
      .map((d) => ({
        id: d.id,
        status: d.status,
        amount: d.amount,
        currency: d.currency,
        createdAt: d.createdAt,
      })),
    withdrawals: state.withdrawals
      .filter((w) => w.memberId === memberId)
      .slice(0, 5)
      .map((w) => ({
        id: w.id,
        status: w.status,
        amount: w.amount,
        currency: w.currency,
        createdAt: w.createdAt,
      })),
    sharedAccounts: [
      { memberId: 107, account: 'player7', via: 'ip', value: '203.0.113.10' },
      {
        memberId: 108,
        account: 'player8',
        via: 'device',
        value: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      },
    ],
  });
  const ledger = (id: string): PlayerLedgerEntry[] =>
    Array.from({ length: 60 }, (_, n) => ({
      id: String(9000 - n),
      at: ago(n * 45),
      kind: ['deposit', 'bet', 'win', 'withdrawal'][n % 4] as string,
      amount: n % 4 === 1 || n % 4 === 3 ? -(100_00 + n) : 200_00 + n,
      balanceAfter: 1_250_00 + n * 10 + Number(id),
      wallet: 'MAIN',
    }));
  const signIns = (player: PlayerProfile): PlayerSignIn[] =>
    Array.from({ length: 8 }, (_, n) => ({
      id: String(700 - n),
      at: ago(n * 600 + 30),
      ip: n % 3 ? '198.51.100.9' : player.account.lastSignInIp,
      device: n % 2 ? 'Safari on iPhone' : 'Chrome on Android',
      deviceId: n % 2 ? '7c9e6679-7425-40de-944b-e07fc1f90ae7' : null,
      // The second newest a wrong password, to show a failed try.
      outcome: n === 1 ? 'wrong_password' : 'success',
    }));
  const tighten = (
    limits: Record<string, { amount: number | null }>,
    body: Record<string, number | null | undefined>,
  ) => {
    for (const [period, amount] of Object.entries(body)) {
      const current = limits[period]?.amount ?? null;
      if (amount === undefined) continue;
      if (current !== null && (amount === null || amount > current))
        refuse(409, 'LIMIT_NOT_TIGHTER');
    }
    for (const [period, amount] of Object.entries(body))
      if (amount !== undefined && limits[period])
        (limits[period] as { amount: number | null }).amount = amount;
  };

  return {
    'cashierDesk.withdrawals': ({ query }: DeskInput) =>
      ok({
        ...numbered(filterQueue(state.withdrawals, query).map(rowOf), query),
        scanCapped: false,
      }),
    'cashierDesk.withdrawal': ({ params }: DeskInput) => {
      const w = findWithdrawal(params.id as string);
      const row = rowOf(w);
      return ok({
        row,
        withdrawal: operatorView(row),
        approvedBy: w.approvedBy,
        proofs: state.proofs.get(w.id) ?? [],
        player: activity(w.memberId, w.currency),
      });
    },
    'cashierDesk.deposits': ({ query }: DeskInput) =>
      ok({ ...numbered(filterQueue(state.deposits, query), query), scanCapped: false }),
    'cashierDesk.deposit': ({ params }: DeskInput) => {
      const d =
        state.deposits.find((x) => x.id === Number(params.id)) ?? refuse(404, 'DEPOSIT_NOT_FOUND');
      return ok({ row: d, player: activity(d.memberId, d.currency) });
    },
    'cashier.decideWithdrawal': ({ params, body }: DeskInput) => {
      const w = findWithdrawal(params.id as string);
      const actor = ctx.actor();
      if (body.action === 'approve') {
        if (w.status !== 'requested') refuse(409, 'WITHDRAWAL_STATE_CONFLICT');
        if (w.approvedBy.some((a) => sameActor(a.actor, actor))) refuse(409, 'SAME_APPROVER');
        w.approvedBy.push({ actor, at: new Date(NOW).toISOString() });
        if (!fourEyes(w) || w.approvedBy.length >= 2) w.status = 'approved';
      } else if (body.action === 'reject') {
        if (w.status !== 'requested' && w.status !== 'approved')
          refuse(409, 'WITHDRAWAL_STATE_CONFLICT');
        w.status = 'rejected';
      } else {
        if (w.status !== 'approved') refuse(409, 'WITHDRAWAL_STATE_CONFLICT');
        w.status = 'paid';
      }
      const row = rowOf(w);
      return ok({ ...operatorView(row), approvals: row.approvals });
    },
    'cashier.withdrawalProof': ({ params }: DeskInput): ScriptedReply => {
      const list = state.proofs.get(Number(params.id)) ?? [];
      if (!list.some((p) => p.id === Number(params.proofId))) refuse(404, 'NOT_FOUND');
      return { status: 200, body: FAKE_PNG, headers: { 'content-type': 'image/png' } };
    },
    'cashier.settleDispute': ({ params, body }: DeskInput) => {
      const w = findWithdrawal(params.id as string);
      if (w.status !== 'disputed') refuse(409, 'WITHDRAWAL_STATE_CONFLICT');
      w.status = body.outcome === 'upheld' ? 'refunded' : 'dismissed';
      return ok({
        ...operatorView(rowOf(w)),
        settledBy: body.settledBy,
        settlementNote: body.note,
      });
    },
    'cashier.decideDeposit': ({ params, body }: DeskInput) => {
      const d =
        state.deposits.find((x) => x.id === Number(params.id)) ?? refuse(404, 'DEPOSIT_NOT_FOUND');
      if (d.status !== 'pending') refuse(409, 'DEPOSIT_STATE_CONFLICT');
      d.status = body.action === 'approve' ? 'approved' : 'rejected';
      return ok(d);
    },
    'cashier.adjustBalance': ({ params, body }: DeskInput) => {
      const player = findPlayer(params.id as string);
      const merchantCode = player.account.merchantCode;
      const limit = state.thresholds.get(merchantCode)?.adjustmentFourEyes ?? null;
      if (limit !== null && Math.abs(body.amount) > limit) {
        const pending: PendingAdjustment = {
          id: 300 + state.adjustments.length + 1,
          merchantCode,
          memberId: Number(player.account.id),
          amount: body.amount,
          reasonCode: body.reasonCode,
          reason: body.reason,
          requestId: body.requestId,
          turnoverRequired: body.turnoverRequired ?? null,
          status: 'pending',
          requestedBy: ctx.actor(),
          requestedAt: new Date(NOW).toISOString(),
          decidedBy: null,
          decidedAt: null,
          decisionNote: null,
          ledgerEntryId: null,
        };
        state.adjustments.push(pending);
        return ok({ state: 'pending', pending }, 202);
      }
      const wallets = player.wallets;
      if (wallets) {
        wallets.balance += body.amount;
        wallets.available += body.amount;
      }
      return ok({
        state: 'booked',
        requestId: body.requestId,
        memberId: Number(player.account.id),
        amount: body.amount,
        reason: body.reason,
        ledgerEntryId: 9100,
        balance: wallets?.balance ?? 0,
        available: wallets?.available ?? 0,
        turnoverRequired: null,
      });
    },
    'cashierDesk.adjustments': ({ query }: DeskInput) => {
      const status = query.get('status') ?? 'pending';
      const rows = state.adjustments.filter(
        (a) =>
          a.status === status &&
          (!query.get('merchant') || a.merchantCode === query.get('merchant')),
      );
      return ok(numbered(rows, query));
    },
    'cashierDesk.decideAdjustment': ({ params, body }: DeskInput) => {
      const a =
        state.adjustments.find((x) => x.id === Number(params.id)) ??
        refuse(404, 'ADJUSTMENT_NOT_FOUND');
      if (a.status !== 'pending') refuse(409, 'ADJUSTMENT_STATE_CONFLICT');
      const actor = ctx.actor();
      if (sameActor(a.requestedBy, actor)) refuse(409, 'SAME_APPROVER');
      a.status = body.action === 'approve' ? 'approved' : 'rejected';
      a.decidedBy = actor;
      a.decidedAt = new Date(NOW).toISOString();
      a.decisionNote = body.note ?? null;
      a.ledgerEntryId = body.action === 'approve' ? 9200 + a.id : null;
      return ok(a);
    },
    'cashierDesk.thresholds': ({ params }: DeskInput) => {
      const t = state.thresholds.get(params.code as string) ?? refuse(403, 'MERCHANT_NOT_ALLOWED');
      return ok({ merchantCode: params.code, ...t });
    },
    'cashierDesk.setThresholds': ({ params, body }: DeskInput) => {
      if (!state.thresholds.has(params.code as string)) refuse(403, 'MERCHANT_NOT_ALLOWED');
      state.thresholds.set(params.code as string, body);
      return ok({ merchantCode: params.code, ...body });
    },
    'cashier.payeeName': ({ params }: DeskInput) => {
      const p = findPlayer(params.id as string);
      return ok({ memberId: Number(p.account.id), ...p.identity, history: [] });
    },
    'cashier.correctPayeeName': ({ params, body }: DeskInput) => {
      const p = findPlayer(params.id as string);
      const from = p.identity.payeeName;
      p.identity = { payeeName: body.payeeName, fixed: true };
      return ok({
        memberId: Number(p.account.id),
        ...p.identity,
        history: [
          { id: 1, actor: 'operator', from, to: body.payeeName, reason: body.reason, at: ago(0) },
        ],
      });
    },
    'players.search': ({ query }: DeskInput) => {
      const q = (query.get('q') ?? '').trim().toLowerCase();
      const by = /@/.test(q)
        ? 'email'
        : /^\d{1,3}(\.\d{1,3}){3}$/.test(q)
          ? 'ip'
          : /^\+?\d{5,}$/.test(q)
            ? 'mobile'
            : /^\d{1,4}$/.test(q)
              ? 'id'
              : 'username';
      const rows: PlayerRow[] = state.players
        .filter((p) => !query.get('merchant') || p.account.merchantCode === query.get('merchant'))
        .filter((p) => {
          const a = p.account;
          if (by === 'email') return (a.email ?? '').toLowerCase().startsWith(q);
          if (by === 'ip') return a.lastSignInIp === q;
          if (by === 'mobile')
            return (a.mobile ?? '').replace('+', '').includes(q.replace('+', ''));
          if (by === 'id') return a.id === q;
          return a.username.toLowerCase().startsWith(q);
        })
        .map((p) => ({
          id: p.account.id,
          merchantCode: p.account.merchantCode,
          username: p.account.username,
          mobile: p.account.mobile,
          email: p.account.email,
          status: p.standing.status,
          createdAt: p.account.createdAt,
          lastSignInAt: p.account.lastSignInAt,
          lastSignInIp: p.account.lastSignInIp,
          balance: p.wallets?.available ?? null,
          currency: p.wallets?.currency ?? null,
        }));
      return ok({ ...cursorPage(rows, query, (r) => Number(r.id)), by });
    },
    'players.profile': ({ params }: DeskInput) => ok(findPlayer(params.id as string)),
    'players.ledger': ({ params, query }: DeskInput) => {
      findPlayer(params.id as string);
      return ok(cursorPage(ledger(params.id as string), query, (e) => Number(e.id)));
    },
    'players.sessions': ({ params }: DeskInput) => {
      findPlayer(params.id as string);
      return ok({ items: state.sessions.get(params.id as string) ?? [] });
    },
    'players.endSessions': ({ params }: DeskInput) => {
      const list = state.sessions.get(params.id as string) ?? [];
      const live = list.filter((s) => s.live);
      for (const s of live) Object.assign(s, { live: false, endedAt: ago(0) });
      return ok({ ended: live.length });
    },
    'players.endSession': ({ params }: DeskInput) => {
      const s = (state.sessions.get(params.id as string) ?? []).find(
        (x) => x.id === params.sessionId,
      );
      if (!s) refuse(404, 'NOT_FOUND');
      const ended = s?.live ? 1 : 0;
      Object.assign(s as PlayerSession, { live: false, endedAt: ago(0) });
      return ok({ ended });
    },
    'players.signIns': ({ params, query }: DeskInput) =>
      ok(cursorPage(signIns(findPlayer(params.id as string)), query, (s) => Number(s.id))),
    'players.notes': ({ params, query }: DeskInput) => {
      findPlayer(params.id as string);
      const list = [...(state.notes.get(params.id as string) ?? [])].reverse();
      return ok(cursorPage(list, query, (n) => Number(n.id)));
    },
    'players.addNote': ({ params, body }: DeskInput) => {
      findPlayer(params.id as string);
      const list = state.notes.get(params.id as string) ?? [];
      const note: PlayerNote = {
        id: String(list.length + 1),
        at: new Date(NOW).toISOString(),
        author: ctx.actor(),
        text: body.text,
      };
      state.notes.set(params.id as string, [...list, note]);
      return ok(note, 201);
    },
    'players.addTag': ({ params }: DeskInput) => {
      const p = findPlayer(params.id as string);
      if (!p.tags.includes(params.tag as PlayerTag)) p.tags.push(params.tag as PlayerTag);
      return ok({ tags: p.tags });
    },
    'players.removeTag': ({ params }: DeskInput) => {
      const p = findPlayer(params.id as string);
      p.tags = p.tags.filter((t) => t !== params.tag);
      return ok({ tags: p.tags });
    },
    'players.block': ({ params, body }: DeskInput) => {
      const p = findPlayer(params.id as string);
      p.standing = {
        status: 'blocked',
        blockedAt: ago(0),
        blockedBy: 'operator',
        reason: body.reason,
      };
      for (const s of state.sessions.get(p.account.id) ?? [])
        Object.assign(s, { live: false, endedAt: ago(0) });
      return ok(p.standing);
    },
    'players.unblock': ({ params }: DeskInput) => {
      const p = findPlayer(params.id as string);
      p.standing = { status: 'active', blockedAt: null, blockedBy: null, reason: null };
      return ok(p.standing);
    },
    'players.passwordReset': ({ params }: DeskInput) => {
      const p = findPlayer(params.id as string);
      if (!p.account.mobile && !p.account.email) refuse(409, 'NO_CONTACT');
      return ok(
        p.account.mobile
          ? { channel: 'SMS', to: `••••${p.account.mobile.slice(-4)}`, minutes: 10 }
          : { channel: 'EMAIL', to: p.account.email, minutes: 30 },
      );
    },
    'players.tightenDepositLimits': ({ params, body }: DeskInput) => {
      const p = findPlayer(params.id as string);
      tighten(p.protection.depositLimits, body);
      return ok(p.protection.depositLimits);
    },
    'players.tightenLossLimits': ({ params, body }: DeskInput) => {
      const p = findPlayer(params.id as string);
      tighten(p.protection.lossLimits, body);
      return ok(p.protection.lossLimits);
    },
    'players.timeOut': ({ params, body }: DeskInput) => {
      const p = findPlayer(params.id as string);
      const until = new Date(NOW + body.days * 86_400_000).toISOString();
      if (p.protection.block && p.protection.block.until > until) refuse(409, 'LIMIT_NOT_TIGHTER');
      p.protection.block = { kind: 'time_out', until };
      return ok(p.protection.block);
    },
    'identity.documents': ({ params, query }: DeskInput) => {
      const rows = state.documents
        .filter((d) => merchantOfMember(d.memberId) === params.code)
        .filter((d) => !query.get('status') || d.status === query.get('status'))
        .sort((a, b) => b.id - a.id);
      return ok(cursorPage(rows, query, (d) => d.id));
    },
    'identity.file': ({ params }: DeskInput): ScriptedReply => {
      const d = findDocument(params.code as string, params.id as string);
      return d.mediaType === 'application/pdf'
        ? { status: 200, body: FAKE_PDF, headers: { 'content-type': 'application/pdf' } }
        : { status: 200, body: FAKE_PNG, headers: { 'content-type': d.mediaType } };
    },
    'identity.approve': ({ params }: DeskInput) => {
      const d = findDocument(params.code as string, params.id as string);
      if (d.status !== 'pending') refuse(409, 'DOCUMENT_ALREADY_REVIEWED');
      Object.assign(d, { status: 'approved', reviewedAt: ago(0), reviewedBy: ctx.actor().name });
      return ok(d);
    },
    'identity.reject': ({ params, body }: DeskInput) => {
      const d = findDocument(params.code as string, params.id as string);
      if (d.status !== 'pending') refuse(409, 'DOCUMENT_ALREADY_REVIEWED');
      Object.assign(d, {
        status: 'rejected',
        reason: body.reason,
        reviewedAt: ago(0),
        reviewedBy: ctx.actor().name,
      });
      return ok(d);
    },
    'identity.settings': ({ params }: DeskInput) =>
      ok({ documentsThreshold: state.documentsThreshold.get(params.code as string) ?? null }),
    'identity.updateSettings': ({ params, body }: DeskInput) => {
      state.documentsThreshold.set(params.code as string, body.documentsThreshold);
      return ok({ documentsThreshold: body.documentsThreshold });
    },
  };
}
