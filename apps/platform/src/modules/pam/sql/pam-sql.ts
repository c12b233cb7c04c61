import { pamOutcomeSql as o } from '../pam-outcomes';

// The parts the three PAM booking functions share, so each rule is written once.

/** The reply of every PAM booking, and what each one declares. */
export const PAM_ROW = `returns table (outcome text, detail text, balance bigint, stored jsonb)
    language plpgsql as $$
    declare
      v_member bigint := (p_txn->>'member_id')::bigint;
      v_vendor text := p_txn->>'vendor';
      v_id text := p_txn->>'provider_txn_id';
      v_stored jsonb;
      d record;`;

/** The stored PAM transaction of this provider id into v_stored (null: none). */
export const FIND_STORED = `
      select to_jsonb(p) into v_stored from pam_txn p
        where p.vendor = v_vendor and p.provider_txn_id = v_id;`;

/** Answers `why` (a SQL expression) with the balance after the call. */
export const answer = (why: string, detail = 'null::text', stored = 'null::jsonb') =>
  `return query select ${why}, ${detail}, wallet_spendable(v_member, p_wallet), ${stored};
        return;`;

/** A stored transaction of this provider id answered `replay`. */
export const REPLAY_STORED = `if v_stored is not null then
        ${answer(o('replay'), 'null::text', 'v_stored')}
      end if;`;

/**
 * A session the app took from its cache (`p_session`, its token hash; null when the app has
 * just read it) is checked first, in the booking's own statement: still there and live, of a
 * player not locked, booking on the same wallet. Otherwise `stale`: the app decides afresh.
 */
export const CHECK_SESSION = `
      if p_session is not null then
        perform 1 from launch_caller(p_session, p_at) c join member m on m.id = c.member_id
          where c.member_id = v_member and c.wallet = p_wallet and m.locked_at is null;
        if not found then
          return query select ${o('stale')}::text, null::text, null::bigint, null::jsonb;
          return;
        end if;
      end if;`;

/** Locks the main wallet, then answers a replay. */
export const LOCK_AND_REPLAY = `${CHECK_SESSION}
      perform 1 from wallet w where w.member_id = v_member for update;${FIND_STORED}
      ${REPLAY_STORED}`;

/** After the wallet function `d`: its refusal answered, or the booking recorded. */
export const RECORD_BOOKING = `
      if d.outcome = ${o('replay')} then
        ${answer(o('duplicate'))}
      elsif d.outcome <> ${o('booked')} then
        ${answer('d.outcome', 'd.ref_txn_id')}
      end if;
      insert into pam_txn select * from jsonb_populate_record(null::pam_txn, p_txn);
      return query select ${o('booked')}::text, null::text, d.balance_after, null::jsonb;`;
