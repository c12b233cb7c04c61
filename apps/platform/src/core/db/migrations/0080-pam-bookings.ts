import { sql, type Kysely } from 'kysely';

/**
 * A PAM transaction (issue 16) booked in one database call: `pam_withdraw`, `pam_deposit` and
 * `pam_cancel`. Statement by statement from the app a withdraw took six round trips and a
 * deposit twelve (begin, lock, replay check, round, lock again, wallet txn, round, balance and
 * ledger, wallet row, PAM row, commit, balance); each round trip cost the platform a socket
 * write and a wake-up of both processes, which on a busy machine was most of a call's cost.
 * A single statement is its own transaction, so the call needs no begin nor commit either.
 *
 * The money moves through the wallet's functions (`wallet_debit` 0025/0058, `wallet_credit`,
 * `wallet_free_win`, `wallet_cancel` 0079), so the lock, ledger, round and protection rules
 * stay in one place; these add the PAM rules around them, in the order the app kept:
 * - `p_txn` is the `pam_txn` row to record (as JSON), written only with a booking;
 * - `p_session`: see CHECK_SESSION below;
 * - a provider id seen before answers `replay` with its stored row (the app compares it:
 *   the same transaction is OK, another is PAM_ERR_DUPLICATE_TRANS); a withdraw looks before
 *   the lock (as the app did: `wallet_debit` locks) and again after a wallet `replay`, since
 *   a racing retry of the id has then committed both rows; deposits and cancels look after
 *   locking the member's main wallet, so that every check holds until the booking commits;
 * - a wallet txn id booked without a PAM row answers `duplicate`;
 * - everything else answers why not (the app maps it to the document's codes):
 *   `wallet_debit`'s refusals; `no-round`, `not-found` and `round-closed` (detail: the
 *   round's status) of a deposit; `cancel-not-found`, `non-withdraw`, `round-closed` and
 *   `not-a-bet` of a cancel.
 * Every reply carries the spendable balance of the booking's wallet after the call (main:
 * balance − held; a vendor wallet: its balance), which the document's reply shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PL/pgSQL, not SQL: a SQL function that is not inlined is planned anew on every call, which
  // cost more than the lookup itself.
  await sql`
    create function wallet_spendable(p_member bigint, p_wallet text)
    returns bigint language plpgsql stable as $$
    declare
      v_balance bigint;
    begin
      if p_wallet = 'MAIN' then
        select w.balance - w.held into v_balance from wallet w where w.member_id = p_member;
        return v_balance;
      end if;
      select v.balance into v_balance from vendor_wallet v
        where v.member_id = p_member and v.vendor = p_wallet;
      return coalesce(v_balance, 0);
    end
    $$
  `.execute(db);
  await sql.raw(pamWithdraw).execute(db);
  await sql.raw(pamDeposit).execute(db);
  await sql.raw(pamCancel).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function pam_cancel(jsonb, text, text, text, timestamptz)`.execute(db);
  await sql`drop function pam_deposit(jsonb, text, text, bigint, text, text, boolean, boolean, timestamptz)`.execute(
    db,
  );
  await sql`drop function pam_withdraw(jsonb, text, text, bigint, text, text, timestamptz)`.execute(
    db,
  );
  await sql`drop function wallet_spendable(bigint, text)`.execute(db);
}

/** The reply of every PAM booking, and what each one declares. */
const PAM_ROW = `returns table (outcome text, detail text, balance bigint, stored jsonb)
    language plpgsql as $$
    declare
      v_member bigint := (p_txn->>'member_id')::bigint;
      v_vendor text := p_txn->>'vendor';
      v_id text := p_txn->>'provider_txn_id';
      v_stored jsonb;
      d record;`;

/** The stored PAM transaction of this provider id into v_stored (null: none). */
const FIND_STORED = `
      select to_jsonb(p) into v_stored from pam_txn p
        where p.vendor = v_vendor and p.provider_txn_id = v_id;`;

/** Answers `why` with the balance after the call. */
const answer = (why: string, detail = 'null::text', stored = 'null::jsonb') =>
  `return query select ${why}, ${detail}, wallet_spendable(v_member, p_wallet), ${stored};
        return;`;

/**
 * A session the app took from its cache (`p_session`, its token hash; null when the app has
 * just read it) is checked first, in the booking's own statement: still there and live, of a
 * player not locked, booking on the same wallet. Otherwise `stale`: the app decides afresh.
 */
const CHECK_SESSION = `
      if p_session is not null then
        perform 1 from launch_caller(p_session, p_at) c join member m on m.id = c.member_id
          where c.member_id = v_member and c.wallet = p_wallet and m.locked_at is null;
        if not found then
          return query select 'stale'::text, null::text, null::bigint, null::jsonb;
          return;
        end if;
      end if;`;

/** Locks the main wallet, then answers a replay. */
const LOCK_AND_REPLAY = `${CHECK_SESSION}
      perform 1 from wallet w where w.member_id = v_member for update;${FIND_STORED}
      if v_stored is not null then
        ${answer(`'replay'`, 'null::text', 'v_stored')}
      end if;`;

/** After the wallet function `d`: its refusal answered, or the booking recorded. */
const RECORD_BOOKING = `
      if d.outcome = 'replay' then
        ${answer(`'duplicate'`)}
      elsif d.outcome <> 'booked' then
        ${answer('d.outcome', 'd.ref_txn_id')}
      end if;
      insert into pam_txn select * from jsonb_populate_record(null::pam_txn, p_txn);
      return query select 'booked'::text, null::text, d.balance_after, null::jsonb;`;

const pamWithdraw = `
    create function pam_withdraw(
      p_txn jsonb, p_session text, p_merchant text, p_node bigint, p_wallet text, p_round text,
      p_at timestamptz
    ) ${PAM_ROW}
    begin${CHECK_SESSION}${FIND_STORED}
      if v_stored is not null then
        ${answer(`'replay'`, 'null::text', 'v_stored')}
      end if;
      select * into d from wallet_debit(v_member, p_merchant, p_node, p_wallet,
        p_txn->>'txn_id', p_round, (p_txn->>'cash_minor')::bigint, p_at);
      if d.outcome = 'replay' then${FIND_STORED}
        if v_stored is not null then
          ${answer(`'replay'`, 'null::text', 'v_stored')}
        end if;
      end if;${RECORD_BOOKING}
    end
    $$`;

const pamDeposit = `
    create function pam_deposit(
      p_txn jsonb, p_session text, p_merchant text, p_node bigint, p_wallet text, p_round text,
      p_ends boolean, p_free boolean, p_at timestamptz
    ) ${PAM_ROW}
      v_round record;
    begin${LOCK_AND_REPLAY}
      if p_round is null then
        ${answer(`'no-round'`)}
      end if;
      select r.member_id, r.status into v_round from game_round r where r.round_ref = p_round;
      if not found and p_free then
        select * into d from wallet_free_win(v_member, p_merchant, p_node, p_wallet,
          p_txn->>'txn_id', p_round, (p_txn->>'cash_minor')::bigint, p_at);
      else
        if not found or v_round.member_id <> v_member then
          ${answer(`'not-found'`)}
        end if;
        if v_round.status <> 'open' then
          ${answer(`'round-closed'`, 'v_round.status::text')}
        end if;
        select * into d from wallet_credit(v_member, p_wallet, p_txn->>'txn_id', p_round,
          (p_txn->>'cash_minor')::bigint, p_ends, p_at);
      end if;${RECORD_BOOKING}
    end
    $$`;

const pamCancel = `
    create function pam_cancel(
      p_txn jsonb, p_session text, p_wallet text, p_target_type text, p_at timestamptz
    ) ${PAM_ROW}
      v_ref text := p_txn->>'bet_ref';
      v_target record;
    begin${LOCK_AND_REPLAY}
      -- The withdraws the reference names: by their providerBetRef or providerTransactionId.
      perform 1 from pam_txn p join wallet_txn w on w.txn_id = p.txn_id
        where p.vendor = v_vendor and p.member_id = v_member
          and (p.bet_ref = v_ref or p.provider_txn_id = v_ref);
      if not found then
        ${answer(`'cancel-not-found'`)}
      end if;
      select p.txn_id, w.round_ref into v_target from pam_txn p
        join wallet_txn w on w.txn_id = p.txn_id
        where p.vendor = v_vendor and p.member_id = v_member
          and (p.bet_ref = v_ref or p.provider_txn_id = v_ref) and p.txn_type = p_target_type
        order by p.created_at limit 1;
      if not found then
        ${answer(`'non-withdraw'`)}
      end if;
      -- Any cancel of the withdraw counts, a zero-cash one's (which refunded nothing) too.
      perform 1 from wallet_txn t where t.kind = 'CANCEL' and t.ref_txn_id = v_target.txn_id;
      if found then
        ${answer(`'round-closed'`, `'cancelled'::text`)}
      end if;
      select * into d from wallet_cancel(v_member, p_wallet, p_txn->>'txn_id',
        v_target.round_ref, v_target.txn_id, p_at);${RECORD_BOOKING}
    end
    $$`;
