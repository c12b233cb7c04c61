import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayeeAccount, PayeeAccountRequest, PayeeNameState } from '@tessera/contract';
import {
  createPlatformFake,
  payeeAccount,
  payeeNameState,
  withdrawalOverview,
} from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../areas/member';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { LazyWithdrawPage } from '@tessera/site-cashier';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyWithdrawPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

/**
 * A platform whose payee accounts really change with add and remove; the first account gives
 * the payee name and fixes it, as the platform does. With accounts, the name is fixed already.
 */
function platformWith(accounts: PayeeAccount[], payee: Partial<PayeeNameState> = {}) {
  const list = [...accounts];
  let name = payeeNameState(
    accounts.length > 0 ? { payeeName: 'Lucky Player', fixed: true, ...payee } : payee,
  );
  return createPlatformFake({
    token: 'member-token',
    answers: {
      'cashier.payeeName': () => name,
      'cashier.payeeAccounts': () => ({ list: [...list] }),
      'cashier.addPayeeAccount': ({ body }) => {
        const { holderName } = body as PayeeAccountRequest;
        name = {
          ...name,
          payeeName: name.payeeName && name.fixed ? name.payeeName : holderName,
          fixed: true,
        };
        const added = payeeAccount({
          id: 8,
          provider: 'Nagad',
          maskedNumber: '*******9999',
          holderName: name.payeeName ?? '',
        });
        list.push(added);
        return added;
      },
      'cashier.removePayeeAccount': ({ path }) => {
        const id = Number(path.split('/').at(-1));
        list.splice(
          list.findIndex((account) => account.id === id),
          1,
        );
        return null;
      },
    },
  });
}

const open = (platform = platformWith([payeeAccount()])) => {
  renderSite('/member/withdraw', { language: 'en', platform });
  return platform;
};

async function withdraw(amount: string, password = 'Secret123') {
  await userEvent.type(await screen.findByLabelText('Amount'), amount);
  if (password) await userEvent.type(screen.getByLabelText('Withdrawal password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('payee accounts', () => {
  it('starts empty, binds an account and lists it masked, then removes it', async () => {
    const platform = open(platformWith([]));
    expect(await screen.findByRole('heading', { name: 'No payee account yet' })).toBeTruthy();
    expect(screen.getByText('Add a payee account first.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Account type'), 'E-wallet');
    await userEvent.type(screen.getByLabelText('Bank or e-wallet name'), 'Nagad');
    await userEvent.type(screen.getByLabelText('Account number'), '01712349999');
    await userEvent.type(screen.getByLabelText('Your payee name (real name)'), 'Lucky Player');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('*******9999')).toBeTruthy();
    expect(platform.callsTo('cashier.addPayeeAccount')[0]?.body).toEqual({
      kind: 'ewallet',
      provider: 'Nagad',
      accountNumber: '01712349999',
      holderName: 'Lucky Player',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Nagad *******9999' }));
    expect(await screen.findByRole('heading', { name: 'No payee account yet' })).toBeTruthy();
  });

  it('explains a bad account number inline and sends nothing', async () => {
    const platform = open(platformWith([]));
    await userEvent.type(await screen.findByLabelText('Account number'), '12!');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByText('Use 4–40 letters, digits, spaces or dashes.')).toBeTruthy();
    expect(screen.getAllByText('Input cannot be empty.')).toHaveLength(2);
    expect(platform.callsTo('cashier.addPayeeAccount')).toHaveLength(0);
  });

  it('shows the platform refusal of a holder who is not the payee, translated', async () => {
    const platform = platformWith([]);
    platform.fail('cashier.addPayeeAccount', 'PAYEE_NAME_MISMATCH', 400);
    open(platform);
    await userEvent.type(await screen.findByLabelText('Bank or e-wallet name'), 'bKash');
    await userEvent.type(screen.getByLabelText('Account number'), '01712345678');
    await userEvent.type(screen.getByLabelText('Your payee name (real name)'), 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The account holder must be your payee name.',
    );
  });
});

describe('the payee name', () => {
  async function addAccount(name?: string) {
    await userEvent.type(await screen.findByLabelText('Bank or e-wallet name'), 'Emirates NBD');
    await userEvent.type(screen.getByLabelText('Account number'), '0501234567');
    if (name !== undefined)
      await userEvent.type(screen.getByLabelText('Your payee name (real name)'), name);
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
  }

  it('is asked with the first account when sign-up did not, checked with the rule, then fixed', async () => {
    const platform = open(platformWith([]));
    expect(
      await screen.findByText(
        'Add the bank or e-wallet account your withdrawals are paid to, in your real name.',
      ),
    ).toBeTruthy();
    const field = await screen.findByLabelText('Your payee name (real name)');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/cannot be changed once this account is added/)).toBeTruthy();

    await addAccount('Player 1');
    expect(screen.getByText("Use letters, spaces and . ' - only (2-60).")).toBeTruthy();
    expect(platform.callsTo('cashier.addPayeeAccount')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, ' فاطمة الزهراء ');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('*******9999')).toBeTruthy();
    expect(platform.callsTo('cashier.addPayeeAccount')[0]?.body).toMatchObject({
      holderName: 'فاطمة الزهراء',
    });
    // Fixed now: the next account is held in it, shown and not editable.
    const holder = await screen.findByLabelText<HTMLInputElement>('Account holder name');
    expect([holder.value, holder.readOnly]).toEqual(['فاطمة الزهراء', true]);
    expect(
      screen.getByText('This is your payee name. To correct it, contact customer service.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Your payee name (real name)')).toBeNull();
  });

  it("offers the name given at sign-up, still the player's to correct before its first use", async () => {
    const platform = open(platformWith([], { payeeName: 'Juan Dela Cruz' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Your payee name (real name)');
    expect(field.value).toBe('Juan Dela Cruz');
    await userEvent.clear(field);
    await addAccount('Juan De La Cruz');
    expect(await screen.findByText('*******9999')).toBeTruthy();
    expect(platform.callsTo('cashier.addPayeeAccount')[0]?.body).toMatchObject({
      holderName: 'Juan De La Cruz',
    });
  });

  it('sends the fixed name as the holder of a further account', async () => {
    const platform = open(platformWith([payeeAccount()]));
    await addAccount();
    await waitFor(() => expect(platform.callsTo('cashier.addPayeeAccount')).toHaveLength(1));
    expect(platform.callsTo('cashier.addPayeeAccount')[0]?.body).toMatchObject({
      holderName: 'Lucky Player',
    });
  });

  it('checks with the merchant rule the platform sends', async () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: 'UPPER_SPACES',
      patternId: 'UPPER_SPACES',
      minLength: 3,
      maxLength: 40,
    };
    const platform = open(platformWith([], { rule }));
    await addAccount('Juan Cruz');
    expect(screen.getByText('Use capital letters and spaces only (3-40).')).toBeTruthy();
    expect(platform.callsTo('cashier.addPayeeAccount')).toHaveLength(0);
  });

  it('leads from the withdrawal section to the form: no dead end', async () => {
    open(platformWith([]));
    expect(await screen.findByText('Add a payee account first.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a payee account' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Account type'));
  });

  it('speaks Arabic', async () => {
    renderSite('/member/withdraw', { language: 'ar', platform: platformWith([]) });
    expect(await screen.findByLabelText('اسم المستفيد (اسمك الحقيقي)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة حساب مستفيد' })).toBeTruthy();
  });
});

describe('a withdrawal', () => {
  it('shows the available balance, requests the amount and shows it requested', async () => {
    const platform = open();
    expect((await screen.findByTestId('available-balance')).textContent).toBe('৳1,234.50');
    platform.answer('wallet.balance', {
      balance: 103_450,
      inGames: 0,
      currency: 'BDT',
      currencySymbol: '৳',
      demo: false,
    });
    await withdraw('200');
    const result = await screen.findByRole('heading', { name: 'Withdrawal' });
    expect(platform.callsTo('cashier.requestWithdrawal')[0]?.body).toEqual({
      payeeAccountId: 7,
      amount: 20_000,
      withdrawalPassword: 'Secret123',
    });
    const section = result.closest('section')!;
    expect(within(section).getByRole('status').textContent).toContain('Requested');
    expect(within(section).getByText('৳200.00')).toBeTruthy();
    // The header's balance is asked for again: the amount is now held.
    expect(await screen.findByText('৳1,034.50')).toBeTruthy();
  });

  it('refuses more than the available balance and a missing password inline', async () => {
    const platform = open();
    await withdraw('1234.51', '');
    expect(screen.getByText('This is more than your available balance.')).toBeTruthy();
    expect(screen.getByText('Input cannot be empty.')).toBeTruthy();
    expect(platform.callsTo('cashier.requestWithdrawal')).toHaveLength(0);
  });

  it.each([
    ['WITHDRAWAL_PASSWORD_WRONG', 400, 'The withdrawal password is wrong.'],
    ['TOO_MANY_TRIES', 429, 'Too many wrong tries. Try again in 10 min.'],
    ['INSUFFICIENT_BALANCE', 409, 'Your available balance is too low for this.'],
    [
      'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      400,
      'The amount is outside the withdrawal minimum and maximum.',
    ],
  ] as const)('shows %s translated', async (code, status, message) => {
    const platform = platformWith([payeeAccount()]);
    // A 429 says how long to wait (seconds); the message rounds it up to minutes.
    const details = status === 429 ? { retryAfter: 590 } : null;
    platform.fail('cashier.requestWithdrawal', code, status, { details });
    open(platform);
    await withdraw('100');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('checks the amount against the limits shown under it, and sends nothing', async () => {
    const platform = open();
    expect(await screen.findByText('Withdraw ৳50.00 to ৳25,000.00.')).toBeTruthy();
    await withdraw('49.99');
    expect(screen.getByText('The smallest amount is ৳50.00.')).toBeTruthy();
    platform.answer('cashier.withdrawalOverview', withdrawalOverview({ available: 5_000_000 }));
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '25000.01');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The largest amount is ৳25,000.00.')).toBeTruthy();
    expect(platform.callsTo('cashier.requestWithdrawal')).toHaveLength(0);
  });

  it('says how many tries are left after a wrong password, and until when it is locked', async () => {
    const platform = platformWith([payeeAccount()]);
    platform.fail('cashier.requestWithdrawal', 'WITHDRAWAL_PASSWORD_WRONG', 400);
    open(platform);
    expect(await screen.findByLabelText('Withdrawal password')).toBeTruthy();
    expect(screen.queryByText(/Tries left/)).toBeNull();
    platform.answer('cashier.withdrawalOverview', withdrawalOverview({ passwordTriesLeft: 4 }));
    await withdraw('100');
    expect(await screen.findByText('Tries left before a 15-minute lock: 4')).toBeTruthy();

    const lockedUntil = '2026-11-24T05:15:00.000Z';
    platform.answer(
      'cashier.withdrawalOverview',
      withdrawalOverview({ passwordTriesLeft: 0, passwordLockedUntil: lockedUntil }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(
      new Date(lockedUntil),
    );
    expect(
      await screen.findByText(`Too many wrong passwords. You can try again at ${time}.`),
    ).toBeTruthy();
  });

  it('names the turnover left when the platform refuses for it', async () => {
    const platform = platformWith([payeeAccount()]);
    const turnover = { required: 50_000, wagered: 20_000, remaining: 30_000 };
    platform.fail('cashier.requestWithdrawal', 'TURNOVER_NOT_MET', 409, { details: turnover });
    open(platform);
    await withdraw('100');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You still need to wager ৳300.00 before withdrawing.',
    );
  });
});

describe('a withdrawal above the documents threshold', () => {
  it('says documents are needed and links to the security centre', async () => {
    const platform = platformWith([payeeAccount()]);
    platform.fail('cashier.requestWithdrawal', 'DOCUMENTS_REQUIRED', 409, {
      details: { threshold: 500_000 },
    });
    open(platform);
    await withdraw('100');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Withdrawals of this size need an approved ID document. Upload one under “My account”.',
    );
    const link = screen.getByRole('link', { name: 'Upload documents under My account' });
    expect(link.getAttribute('href')).toBe('/member/security-center');
  });
});

describe('the withdrawal password', () => {
  it('is not offered when one is set', async () => {
    open();
    expect(await screen.findByLabelText('Withdrawal password')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set a withdrawal password' })).toBeNull();
  });

  it('is asked for up front when none is set, checks the confirmation, then saves it', async () => {
    const platform = platformWith([payeeAccount()]);
    platform.answer('cashier.withdrawalOverview', withdrawalOverview({ passwordSet: false }));
    open(platform);
    const form = (
      await screen.findByRole('heading', { name: 'Set a withdrawal password' })
    ).closest('section')!;
    await userEvent.type(within(form).getByLabelText('Withdrawal password'), 'NewSecret9');
    await userEvent.type(within(form).getByLabelText('Confirm withdrawal password'), 'NewSecret8');
    await userEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    expect(within(form).getByText('Incorrect confirmation.')).toBeTruthy();
    expect(platform.callsTo('cashier.setWithdrawalPassword')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Confirm withdrawal password'));
    await userEvent.type(within(form).getByLabelText('Confirm withdrawal password'), 'NewSecret9');
    platform.answer('cashier.withdrawalOverview', withdrawalOverview({ passwordSet: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your withdrawal password is set.')).toBeTruthy();
    expect(platform.callsTo('cashier.setWithdrawalPassword')[0]?.body).toEqual({
      password: 'NewSecret9',
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Set a withdrawal password' })).toBeNull(),
    );
  });
});

describe('bonus turnover', () => {
  it('shows what remains with a labelled bar and holds the form back until it is wagered', async () => {
    const platform = platformWith([payeeAccount()]);
    const turnover = { required: 300_000, wagered: 120_000, remaining: 180_000 };
    platform.answer('cashier.withdrawalOverview', withdrawalOverview({ turnover }));
    open(platform);
    const panel = (await screen.findByRole('heading', { name: 'Bonus turnover' })).closest(
      'section',
    )!;
    expect(within(panel).getByText('Required').nextSibling?.textContent).toBe('৳3,000.00');
    expect(within(panel).getByText('Wagered').nextSibling?.textContent).toBe('৳1,200.00');
    expect(within(panel).getByText('Remaining').nextSibling?.textContent).toBe('৳1,800.00');
    const bar = within(panel).getByRole('progressbar', { name: 'Turnover progress' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['120000', '300000']);
    expect(
      within(panel).getByText(
        'Bonus money must be played through before you withdraw. Wager ৳1,800.00 more in games, then come back.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    // Whatever marks the balance changed (a round, the header's refresh) asks for the overview
    // again; once the turnover is wagered the form comes back.
    platform.answer('cashier.withdrawalOverview', withdrawalOverview());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });
});

describe('the overview', () => {
  it('offers a retry when it cannot load', async () => {
    const platform = platformWith([payeeAccount()]);
    platform.fail('cashier.withdrawalOverview', 'BAD_REQUEST', 400, { once: true });
    open(platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Withdrawal password')).toBeTruthy();
  });
});
