import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The one rule of which launch tokens are live (known, not expired, their site session not
 * revoked) and whom they stand for; `resolveLaunch` asks it, and so do `wallet_debit_by_launch`
 * and the PAM bookings' session check.
 */
export const launchCaller: StoredFunction = {
  signature: 'launch_caller(text, timestamptz)',
  sql: `
    create or replace function launch_caller(p_token_hash text, p_now timestamptz)
    returns table (
      member_id bigint, merchant_code text, node_id bigint, wallet text,
      game_code text, display_name text, game_classify text, language text, member_type integer
    ) language sql stable as $$
      select l.member_id::bigint, m.merchant_code::text, l.node_id::bigint,
             case when mc.single_wallet then 'MAIN' else g.vassalage end::text,
             g.game_code::text, g.display_name::text, g.game_classify::text, l.language::text,
             m.type::integer
      from launch_session l
      join session s on s.id = l.session_id
      join member m on m.id = l.member_id
      join game g on g.node_id = l.node_id
      join merchant mc on mc.code = m.merchant_code
      where l.token_hash = p_token_hash and s.revoked_at is null and l.expires_at > p_now
    $$`,
};
