import {
  PLAYER_PAGE_DEFAULT,
  type PlayerRow,
  type PlayerSearchKind,
  type PlayerSearchPage,
  type PlayerSearchQuery,
} from '@tessera/contract';
import { isIP } from 'node:net';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { walletRows } from '../../wallet';
import '../security/security-tables';

// The player desk's search (issue 29). Each kind is one range scan of its own index (migration
// 0090): username, e-mail (lower case) and mobile by prefix in byte order (`collate "C"`), so
// a page is the next `limit` entries of the index after the cursor, whatever the table's size;
// id exactly; IP through the sign-in history's IP index. A page is picked first, then each of
// its members gets its last sign-in and balance.

/** What `q` is when the caller does not say: e-mail, IP, mobile digits or a username. */
export function searchKindOf(q: string): PlayerSearchKind {
  const text = q.trim();
  if (text.includes('@')) return 'email';
  if (isIP(text)) return 'ip';
  if (/^\+?[0-9][0-9 -]*$/.test(text)) return 'mobile';
  return 'username';
}

/** Past every string with the prefix in byte order (U+10FFFF is UTF-8's largest character). */
const LAST = '\u{10FFFF}';

const badQuery = (message: string) => new ApiError(400, 'BAD_REQUEST', message);

/** The cursor of the next page: the last row's sort key (if the kind has one) and id. */
type Cursor = { key: string | null; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || typeof value[0] === 'string') &&
      typeof value[1] === 'string' &&
      /^[1-9][0-9]{0,14}$/.test(value[1])
    )
      return { key: value[0] as string | null, id: value[1] };
  } catch {
    // falls through to the refusal
  }
  throw badQuery('Invalid cursor');
}

/** The sort key's expression of a prefix kind, exactly as its index has it. */
const KEYS = {
  username: sql`(lower(m.account) collate "C")`,
  email: sql`(lower(m.email) collate "C")`,
  mobile: sql`(m.mobile_num collate "C")`,
} as const;

interface Plan {
  where: RawBuilder<unknown>[];
  key: RawBuilder<unknown> | null;
  descending: boolean;
}

/**
 * A mobile search's national-number prefix, and the dialing code when `q` starts with `+` and one
 * of the merchants' dialing codes begins it (`+880 171` → 880, 171).
 */
async function mobilePrefix(
  db: Db,
  text: string,
): Promise<{ code: string | null; digits: string }> {
  const digits = text.replace(/[^0-9]/g, '');
  if (!text.startsWith('+')) return { code: null, digits };
  const rows = await db.selectFrom('merchant_account_settings').select('countries').execute();
  const codes = rows
    .flatMap((row) => row.countries.map((country) => country.countryDialingCode.replace('+', '')))
    .filter((code) => code !== '' && digits.startsWith(code))
    .sort((a, b) => b.length - a.length);
  const code = codes[0];
  return code ? { code, digits: digits.slice(code.length) } : { code: null, digits };
}

async function planOf(
  db: Db,
  kind: PlayerSearchKind,
  q: string,
  cursor: Cursor | null,
): Promise<Plan> {
  const text = q.trim();
  if (kind === 'id') {
    if (!/^[1-9][0-9]{0,14}$/.test(text)) throw badQuery('An id is a positive whole number');
    return { where: [sql`m.id = ${text}`], key: null, descending: false };
  }
  if (kind === 'ip') {
    if (!isIP(text)) throw badQuery('Not an IP address');
    // Members who signed in from it (a failed try on someone's account does not make it theirs).
    const where = [
      sql`m.id in (select h.member_id from login_history h
        where h.ip = ${text} and h.outcome = 'success')`,
    ];
    if (cursor) where.push(sql`m.id < ${cursor.id}`);
    return { where, key: null, descending: true };
  }
  const mobile = kind === 'mobile' ? await mobilePrefix(db, text) : null;
  const prefix = mobile ? mobile.digits : text.toLowerCase().replace(/\s+/g, '');
  if (!prefix && !mobile?.code) throw badQuery('Nothing to search for');
  const key = KEYS[kind];
  const where = [sql`${key} >= ${prefix}`, sql`${key} < ${prefix + LAST}`];
  if (kind === 'email') where.push(sql`m.email is not null`);
  if (kind === 'mobile') where.push(sql`m.mobile_num is not null`);
  if (mobile?.code) where.push(sql`m.dialing_code = ${mobile.code}`);
  if (cursor) where.push(sql`(${key}, m.id) > (${cursor.key ?? ''}, ${cursor.id}::bigint)`);
  return { where, key, descending: false };
}

interface FoundRow {
  id: string | number;
  merchant_code: string;
  account: string;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  locked_at: Date | string | null;
  created_at: Date | string;
  sort_key: string | null;
  last_at: Date | string | null;
  last_ip: string | null;
  balance: string | number | null;
  held: string | number | null;
  currency: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** `+<dialing code><number>` of a member's mobile, or null. */
export const mobileOf = (dialingCode: string | null, number: string | null): string | null =>
  number === null ? null : `+${dialingCode ?? ''}${number}`;

/** Members matching the query, a page at a time in the kind's index order. */
export async function searchPlayers(db: Db, query: PlayerSearchQuery): Promise<PlayerSearchPage> {
  const by = query.by ?? searchKindOf(query.q);
  const limit = query.limit ?? PLAYER_PAGE_DEFAULT;
  const plan = await planOf(db, by, query.q, decodeCursor(query.cursor));
  const where = [...plan.where];
  if (query.merchant !== undefined) where.push(sql`m.merchant_code = ${query.merchant}`);
  const order = plan.key ? sql`${plan.key}, m.id` : plan.descending ? sql`m.id desc` : sql`m.id`;
  const outerOrder = plan.key
    ? sql`p.sort_key collate "C", p.id`
    : plan.descending
      ? sql`p.id desc`
      : sql`p.id`;
  const { rows } = await sql<FoundRow>`
    select p.*, ls.at as last_at, ls.ip as last_ip, w.balance, w.held, w.currency
    from (
      select m.id, m.merchant_code, m.account, m.dialing_code, m.mobile_num, m.email,
        m.locked_at, m.created_at, ${plan.key ?? sql`null::text`} as sort_key
      from member m
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${limit + 1}
    ) p
    left join lateral (
      select h.at, h.ip from login_history h where h.member_id = p.id and h.outcome = 'success'
      order by h.at desc, h.id desc limit 1
    ) ls on true
    left join ${walletRows(db)} w on w.member_id = p.id
    order by ${outerOrder}`.execute(db);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    by,
    items: page.map(toRow),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ key: last.sort_key, id: String(last.id) })
        : null,
  };
}

function toRow(row: FoundRow): PlayerRow {
  const hasWallet = row.currency !== null;
  return {
    id: String(row.id),
    merchantCode: row.merchant_code,
    username: row.account,
    mobile: mobileOf(row.dialing_code, row.mobile_num),
    email: row.email,
    status: row.locked_at === null ? 'active' : 'blocked',
    createdAt: iso(row.created_at),
    lastSignInAt: row.last_at === null ? null : iso(row.last_at),
    lastSignInIp: row.last_ip,
    balance: hasWallet ? Number(row.balance) - Number(row.held) : null,
    currency: hasWallet ? (row.currency ?? '').trim() : null,
  };
}
