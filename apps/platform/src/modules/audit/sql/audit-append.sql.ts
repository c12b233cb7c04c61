import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * Appends one row to its merchant's chain in one statement (`recordAudit`): every /ops call
 * writes one, a read included, so its cost is on every call the console makes. It takes the
 * chain's advisory lock (writers on one chain queue; the lock ends with the caller's
 * transaction), then reads the chain's last hash (a statement of its own, so it sees the row the
 * writer before it committed) and inserts the row with `prev_hash` and `hash`: SHA-256 of
 * `[prev,` + `p_tail`, the rest of the canonical JSON text that `chainHash` hashes, which the
 * platform sends (audit-chain.ts: `chainTail`). One round trip instead of five (begin, lock,
 * head, insert, commit), each of which waits for both processes to be scheduled on a busy host.
 */
export const auditAppend: StoredFunction = {
  signature:
    'audit_append(text, timestamp with time zone, text, text, text, text, jsonb, jsonb, jsonb, text, text, text, text, integer, text)',
  sql: `create or replace function audit_append(
      p_merchant_code text, p_at timestamptz, p_actor_kind text, p_actor_id text,
      p_actor_name text, p_action text, p_subject jsonb, p_before jsonb, p_after jsonb,
      p_reason text, p_ip text, p_request_id text, p_outcome text, p_status integer,
      p_tail text)
    returns table (id bigint, hash text) language plpgsql as $$
    declare
      v_prev text;
      v_hash text;
      v_id bigint;
    begin
      perform pg_advisory_xact_lock(hashtextextended(
        coalesce('audit-chain:merchant:' || p_merchant_code, 'audit-chain:none'), 0));
      -- Two statements, not "is not distinct from", so each uses the chain index.
      if p_merchant_code is null then
        select e.hash into v_prev from audit_entry e
        where e.merchant_code is null order by e.id desc limit 1;
      else
        select e.hash into v_prev from audit_entry e
        where e.merchant_code = p_merchant_code order by e.id desc limit 1;
      end if;
      v_hash := encode(sha256(convert_to(
        '[' || coalesce('"' || v_prev || '"', 'null') || ',' || p_tail, 'UTF8')), 'hex');
      insert into audit_entry (merchant_code, at, actor_kind, actor_id, actor_name, action,
        subject, before, after, reason, ip, request_id, outcome, status, prev_hash, hash)
      values (p_merchant_code, p_at, p_actor_kind, p_actor_id, p_actor_name, p_action,
        p_subject, p_before, p_after, p_reason, p_ip, p_request_id, p_outcome, p_status,
        v_prev, v_hash)
      returning audit_entry.id into v_id;
      return query select v_id, v_hash;
    end $$`,
};
