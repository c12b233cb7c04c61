import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * Every block covering the member: their own, or one whose identity (proven mobile or e-mail,
 * copied into the block when it was made) matches theirs. The one place of that rule.
 */
export const protectionBlocksOf: StoredFunction = {
  signature: 'protection_blocks_of(bigint)',
  sql: `
    create or replace function protection_blocks_of(p_member bigint)
    returns setof protection_block language sql stable as $$
      select b.*
      from member m
      join protection_block b on
        b.member_id = m.id
        or b.mobile = m.dialing_code || m.mobile_num
        or b.email = lower(m.email)
      where m.id = p_member
    $$`,
};
