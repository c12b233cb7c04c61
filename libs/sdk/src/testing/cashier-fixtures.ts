import type {
  Deposit,
  DepositMethod,
  DisputeOutcome,
  PayeeAccount,
  PayeeNameState,
  Withdrawal,
  WithdrawalOutcome,
  WithdrawalOverview,
} from '@tessera/contract';

// Default answers of the cashier calls: the BDT methods of the sandbox provider, one pending
// deposit through the provider's page, no payee accounts yet.

/** One deposit method; the defaults are a redirect method of 100.00–25,000.00 BDT, no fee. */
export function depositMethod(fields: Partial<DepositMethod> = {}): DepositMethod {
  return {
    id: 1,
    name: 'bKash',
    kind: 'redirect',
    currency: 'BDT',
    min: 10_000,
    max: 2_500_000,
    fee: 0,
    order: 1,
    logo: '/payments/bkash.svg',
    ...fields,
  };
}

/** bKash (provider page), Nagad (QR, with a fee) and a bank transfer. */
export const depositMethods: DepositMethod[] = [
  depositMethod(),
  depositMethod({
    id: 2,
    name: 'Nagad',
    kind: 'qr',
    fee: 500,
    order: 2,
    logo: '/payments/nagad.svg',
  }),
  depositMethod({ id: 3, name: 'Bank transfer', kind: 'bank', min: 50_000, order: 3, logo: '' }),
];

/** A deposit as the platform answers it; pending on the sandbox provider's page by default. */
export function deposit(fields: Partial<Deposit> = {}): Deposit {
  return {
    id: 501,
    methodId: 1,
    status: 'pending',
    amount: 50_000,
    currency: 'BDT',
    instructions: { redirectUrl: 'https://platform.test/sandbox/pay/SBX0' },
    createdAt: '2026-11-24T05:00:00.000Z',
    ...fields,
  };
}

/** A bound bKash e-wallet. */
export function payeeAccount(fields: Partial<PayeeAccount> = {}): PayeeAccount {
  return {
    id: 7,
    kind: 'ewallet',
    provider: 'bKash',
    maskedNumber: '*******5678',
    holderName: 'Lucky Player',
    createdAt: '2026-11-24T05:00:00.000Z',
    ...fields,
  };
}

/**
 * The payee name of a member whose sign-up did not ask for it: none yet, not fixed, checked with
 * the platform's default rule (letters of any script, spaces and . ' -, 2–60 characters).
 */
export function payeeNameState(fields: Partial<PayeeNameState> = {}): PayeeNameState {
  return {
    payeeName: null,
    fixed: false,
    rule: {
      enabled: true,
      required: true,
      acceptedPattern: "(?=.*\\p{L})[\\p{L}\\p{M}\\u200C\\u200D .'\\u2019-]+",
      patternId: 'PAYEE_NAME',
      minLength: 2,
      maxLength: 60,
    },
    ...fields,
  };
}

/** A just-requested withdrawal to `payeeAccount()`. */
export function withdrawal(fields: Partial<Withdrawal> = {}): Withdrawal {
  const { kind, provider, maskedNumber, holderName } = payeeAccount();
  return {
    id: 901,
    status: 'requested',
    amount: 20_000,
    currency: 'BDT',
    payee: { kind, provider, maskedNumber, holderName },
    createdAt: '2026-11-24T05:00:00.000Z',
    updatedAt: '2026-11-24T05:00:00.000Z',
    autoReceiveAt: null,
    confirmation: null,
    settlement: null,
    ...fields,
  };
}

/** A paid withdrawal the payee has not confirmed yet; it counts as received at `autoReceiveAt`. */
export function paidWithdrawal(fields: Partial<Withdrawal> = {}): Withdrawal {
  return withdrawal({
    status: 'paid',
    updatedAt: '2026-11-24T05:10:00.000Z',
    autoReceiveAt: '2026-11-24T05:40:00.000Z',
    ...fields,
  });
}

/** `paidWithdrawal()` after the member confirmed it: anything short of "received" disputes it. */
export function confirmedWithdrawal(outcome: WithdrawalOutcome): Withdrawal {
  return paidWithdrawal({
    status: outcome === 'RECEIVED' ? 'received' : 'disputed',
    autoReceiveAt: null,
    confirmation: { outcome, by: 'member', at: '2026-11-24T05:20:00.000Z' },
  });
}

/**
 * A `NOT_RECEIVED` dispute the operator settled: `upheld` refunds `refundAmount` (the whole
 * 200.00 unless given), `dismissed` lets the payout stand.
 */
export function settledWithdrawal(
  outcome: DisputeOutcome,
  refundAmount: number = 20_000,
): Withdrawal {
  const upheld = outcome === 'upheld';
  return {
    ...confirmedWithdrawal('NOT_RECEIVED'),
    status: upheld ? 'refunded' : 'dismissed',
    updatedAt: '2026-11-25T09:00:00.000Z',
    settlement: {
      outcome,
      refundAmount: upheld ? refundAmount : null,
      at: '2026-11-25T09:00:00.000Z',
    },
  };
}

/**
 * The Withdraw page's overview: a password set with every try left, AURORA's limits
 * (50.00–25,000.00 BDT), the default balance available and no turnover to wager.
 */
export function withdrawalOverview(fields: Partial<WithdrawalOverview> = {}): WithdrawalOverview {
  return {
    passwordSet: true,
    passwordTriesLeft: 5,
    passwordLockedUntil: null,
    limits: { min: 5_000, max: 2_500_000 },
    available: 123_450,
    inGames: 0,
    turnover: { required: 0, wagered: 0, remaining: 0 },
    ...fields,
  };
}
