import type { StoredFunction } from '../../../core/db/stored-functions';

/** The block in force on the member at `p_at`: a self-exclusion first, then the latest end. */
export const protectionBlockOf: StoredFunction = {
  signature: 'protection_block_of(bigint, timestamptz)',
  sql: `
    create or replace function protection_block_of(p_member bigint, p_at timestamptz)
    returns table (kind text, ends_at timestamptz) language sql stable as $$
      select b.kind, b.ends_at from protection_blocks_of(p_member) b
      where b.starts_at <= p_at and b.ends_at > p_at
      order by b.kind = 'self_exclusion' desc, b.ends_at desc
      limit 1
    $$`,
};
