import type { StoredFunction } from '../../../core/db/stored-functions';
import { outcomeSql as o } from '../booking-outcomes';

/**
 * A vendor's bet named by its launch token: the launch (`launch_caller`) and the booking
 * (`wallet_debit`) in one round trip. Its first column is the launch's member (null, with
 * outcome `session-ended`: the launch is not live).
 */
export const walletDebitByLaunch: StoredFunction = {
  signature: 'wallet_debit_by_launch(text, timestamptz, text, text, bigint)',
  sql: `
    create or replace function wallet_debit_by_launch(
      p_token_hash text, p_now timestamptz, p_txn text, p_round text, p_amount bigint
    ) returns table (
      caller_member bigint, outcome text, member_id bigint, kind text, round_ref text,
      amount bigint, ref_txn_id text, balance_after bigint, ledger_entry_id bigint
    ) language plpgsql as $$
    declare
      c record;
    begin
      select * into c from launch_caller(p_token_hash, p_now);
      if not found then
        return query select null::bigint, ${o('session-ended')}::text, null::bigint, null::text,
          null::text, null::bigint, null::text, null::bigint, null::bigint;
        return;
      end if;
      return query select c.member_id, d.* from wallet_debit(
        c.member_id, c.merchant_code, c.node_id, c.wallet, p_txn, p_round, p_amount, p_now) d;
    end
    $$`,
};
