import {
  PATHS,
  PLAYER_OPS_PATHS,
  type DepositLimits,
  type Envelope,
  type LossLimits,
  type PasswordResetSent,
  type PlayerLedgerPage,
  type PlayerNote,
  type PlayerNotePage,
  type PlayerProfile,
  type PlayerSearchPage,
  type PlayerSessions,
  type PlayerSignInPage,
  type PlayerStanding,
  type PlayerTags,
  type ProtectionBlock,
  type SessionsEnded,
} from '@tessera/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { listOutbox, setMemberLocked } from '../accounts';

const TOKEN = 'ops-token-for-player-desk-tests';
const auth = { authorization: `Bearer ${TOKEN}` };
const at = (path: string, id: string, extra: Record<string, string> = {}) =>
  Object.entries({ id, ...extra }).reduce((url, [k, v]) => url.replace(`:${k}`, v), path);

describe.each(testDbKinds())('the player desk on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const ops = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const search = async (query: string) =>
    valueOf<PlayerSearchPage>(await ops('GET', `${PLAYER_OPS_PATHS.search}?${query}`));

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
    const members = await t.db
      .selectFrom('member')
      .select(['id', 'merchant_code', 'account'])
      .execute();
    for (const m of members) ids[`${m.merchant_code}/${m.account}`] = String(m.id);
  });
  afterAll(() => t?.close());

  describe('search', () => {
    it('finds members by username prefix, any case, within a merchant or across all', async () => {
      const all = await search('q=PLAY');
      expect(all.by).toBe('username');
      expect(all.items.map((row) => `${row.merchantCode}/${row.username}`)).toEqual([
        'AURORA/player1',
        'LUMEN/player1',
      ]);
      const aurora = await search('q=play&merchant=AURORA');
      expect(aurora.items).toHaveLength(1);
      expect(aurora.items[0]).toMatchObject({
        id: ids['AURORA/player1'],
        mobile: '+8801712345678',
        email: 'player1@example.com',
        status: 'active',
        balance: 150_000,
        currency: expect.any(String),
      });
      expect((await search('q=zzz')).items).toEqual([]);
    });

    it('pages on the server: each page continues after the cursor, the last has none', async () => {
      const first = await search('q=a&by=username&limit=1');
      const seen = [...first.items];
      let cursor = first.nextCursor;
      while (cursor) {
        const next = await search(`q=a&by=username&limit=1&cursor=${cursor}`);
        seen.push(...next.items);
        cursor = next.nextCursor;
      }
      const whole = await search('q=a&by=username&limit=50');
      expect(seen.map((row) => row.id)).toEqual(whole.items.map((row) => row.id));
      expect(seen.map((row) => row.username)).toEqual(['agent1', 'agent1']);
    });

    it('finds by mobile digits, e-mail prefix, exact id and sign-in IP', async () => {
      const mobile = await search(`q=${encodeURIComponent('+880 171')}`);
      expect(mobile.by).toBe('mobile');
      expect(mobile.items.map((row) => row.id)).toEqual([ids['AURORA/player1']]);
      const email = await search('q=Player1%40LUMEN');
      expect(email.by).toBe('email');
      expect(email.items.map((row) => row.id)).toEqual([ids['LUMEN/player1']]);
      const byId = await search(`q=${ids['LUMEN/agent1']}&by=id`);
      expect(byId.items.map((row) => row.username)).toEqual(['agent1']);
      await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
      const ip = await search('q=127.0.0.1&merchant=LUMEN');
      expect(ip.by).toBe('ip');
      expect(ip.items.map((row) => row.id)).toEqual([ids['LUMEN/player1']]);
      expect(ip.items[0]?.lastSignInIp).toBe('127.0.0.1');
      expect((await search('q=10.9.9.9')).items).toEqual([]);
    });

    it('refuses a malformed search with 400', async () => {
      for (const query of [
        '',
        'q=',
        'q=abc&by=id',
        'q=abc&by=ip',
        'q=x&cursor=bm90LWpzb24',
        'q=x&limit=0',
        'q=x&by=name',
        'q=%20&by=username',
      ])
        expect((await ops('GET', `${PLAYER_OPS_PATHS.search}?${query}`)).statusCode, query).toBe(
          400,
        );
    });
  });

  it('shows a profile: account, identity, wallets, tags, status, protection, uplines', async () => {
    const profile = valueOf<PlayerProfile>(
      await ops('GET', at(PLAYER_OPS_PATHS.profile, ids['AURORA/downline1'] ?? '')),
    );
    expect(profile.account).toMatchObject({
      username: 'downline1',
      merchantCode: 'AURORA',
      agent: false,
    });
    expect(profile.standing).toEqual({
      status: 'active',
      blockedAt: null,
      blockedBy: null,
      reason: null,
    });
    expect(profile.wallets).toMatchObject({ balance: 5_000, held: 0, available: 5_000 });
    expect(profile.uplines).toEqual([{ id: ids['AURORA/agent1'], username: 'agent1', depth: 1 }]);
    expect(profile.protection.depositLimits.daily).toMatchObject({ amount: null });
    expect(profile.protection.block).toBeNull();
    const player = valueOf<PlayerProfile>(
      await ops('GET', at(PLAYER_OPS_PATHS.profile, ids['LUMEN/player1'] ?? '')),
    );
    expect(player.identity.payeeName).toBe('Juan Dela Cruz');
    expect(player.uplines).toEqual([]);
    expect((await ops('GET', at(PLAYER_OPS_PATHS.profile, '999999999'))).statusCode).toBe(404);
  });

  it('pages the ledger newest first', async () => {
    const id = ids['AURORA/player1'] ?? '';
    const whole = valueOf<PlayerLedgerPage>(await ops('GET', at(PLAYER_OPS_PATHS.ledger, id)));
    expect(whole.items.length).toBeGreaterThan(0);
    expect(whole.items[0]?.balanceAfter).toBe(150_000);
    const first = valueOf<PlayerLedgerPage>(
      await ops('GET', `${at(PLAYER_OPS_PATHS.ledger, id)}?limit=1`),
    );
    expect(first.items.map((e) => e.id)).toEqual([whole.items[0]?.id]);
    expect(first.nextCursor === null).toBe(whole.items.length === 1);
    expect((await ops('GET', at(PLAYER_OPS_PATHS.ledger, '999999999'))).statusCode).toBe(404);
  });

  it('lists sessions and sign-ins, ends one session or all', async () => {
    const id = ids['AURORA/player1'] ?? '';
    const one = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const two = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const balance = (token: string) =>
      call(t.app, 'AURORA', 'GET', PATHS.balance, undefined, { token });
    const sessions = valueOf<PlayerSessions>(await ops('GET', at(PLAYER_OPS_PATHS.sessions, id)));
    const live = sessions.items.filter((s) => s.live);
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live[0]).toMatchObject({ ip: '127.0.0.1', endedAt: null });
    const newest = live.reduce((a, b) => (Number(a.id) > Number(b.id) ? a : b));
    const ended = await ops('DELETE', at(PLAYER_OPS_PATHS.session, id, { sessionId: newest.id }));
    expect(valueOf<SessionsEnded>(ended)).toEqual({ ended: 1 });
    expect((await balance(two)).statusCode).toBe(401);
    expect((await balance(one)).statusCode).toBe(200);
    const all = valueOf<SessionsEnded>(await ops('DELETE', at(PLAYER_OPS_PATHS.sessions, id)));
    expect(all.ended).toBeGreaterThanOrEqual(1);
    expect((await balance(one)).statusCode).toBe(401);

    const signIns = valueOf<PlayerSignInPage>(
      await ops('GET', `${at(PLAYER_OPS_PATHS.signIns, id)}?limit=1`),
    );
    expect(signIns.items[0]).toMatchObject({ ip: '127.0.0.1', outcome: 'success' });
    expect(signIns.nextCursor).not.toBeNull();
    const next = valueOf<PlayerSignInPage>(
      await ops('GET', `${at(PLAYER_OPS_PATHS.signIns, id)}?limit=1&cursor=${signIns.nextCursor}`),
    );
    expect(Number(next.items[0]?.id)).toBeLessThan(Number(signIns.items[0]?.id));
  });

  it('adds notes with their author; the database refuses to change or delete one', async () => {
    const id = ids['AURORA/agent1'] ?? '';
    const res = await ops('POST', at(PLAYER_OPS_PATHS.notes, id), {
      text: '  Called about a deposit ',
    });
    expect(res.statusCode).toBe(201);
    const note = res.json<Envelope<PlayerNote>>().value as PlayerNote;
    expect(note).toMatchObject({
      text: 'Called about a deposit',
      author: { kind: 'service', id: 'operator-token', name: 'service:operator-token' },
    });
    await ops('POST', at(PLAYER_OPS_PATHS.notes, id), { text: 'Second' });
    const page = valueOf<PlayerNotePage>(await ops('GET', at(PLAYER_OPS_PATHS.notes, id)));
    expect(page.items.map((n) => n.text)).toEqual(['Second', 'Called about a deposit']);
    await expect(
      sql`update member_note set text = 'x' where id = ${note.id}`.execute(t.db),
    ).rejects.toThrow(/append only/);
    await expect(sql`delete from member_note where id = ${note.id}`.execute(t.db)).rejects.toThrow(
      /append only/,
    );
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 1 }])
      expect((await ops('POST', at(PLAYER_OPS_PATHS.notes, id), body)).statusCode).toBe(400);
    expect(
      (await ops('POST', at(PLAYER_OPS_PATHS.notes, '999999999'), { text: 'x' })).statusCode,
    ).toBe(404);
  });

  it('adds and removes tags from the list only', async () => {
    const id = ids['LUMEN/agent1'] ?? '';
    const tag = (method: 'PUT' | 'DELETE', name: string) =>
      ops(method, at(PLAYER_OPS_PATHS.tag, id, { tag: name }));
    expect(valueOf<PlayerTags>(await tag('PUT', 'risk')).tags).toEqual(['risk']);
    expect(valueOf<PlayerTags>(await tag('PUT', 'vip')).tags).toEqual(['vip', 'risk']);
    expect(valueOf<PlayerTags>(await tag('PUT', 'vip')).tags).toEqual(['vip', 'risk']);
    expect(valueOf<PlayerTags>(await tag('DELETE', 'risk')).tags).toEqual(['vip']);
    expect((await tag('PUT', 'whale')).statusCode).toBe(400);
    const profile = valueOf<PlayerProfile>(await ops('GET', at(PLAYER_OPS_PATHS.profile, id)));
    expect(profile.tags).toEqual(['vip']);
  });

  it('blocks (sign-in refused, sessions end; an upline cannot lift it) and unblocks', async () => {
    const id = ids['LUMEN/player1'] ?? '';
    const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    expect((await ops('POST', at(PLAYER_OPS_PATHS.block, id), {})).statusCode).toBe(400);
    const blocked = valueOf<PlayerStanding>(
      await ops('POST', at(PLAYER_OPS_PATHS.block, id), { reason: 'Chargeback fraud' }),
    );
    expect(blocked).toMatchObject({
      status: 'blocked',
      blockedBy: 'operator',
      reason: 'Chargeback fraud',
    });
    expect(
      (await call(t.app, 'LUMEN', 'GET', PATHS.balance, undefined, { token })).statusCode,
    ).toBe(401);
    const refused = await loginAs(t.app, 'LUMEN', 'player1', 'player1pass');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope<unknown>>().code).toBe('ACCOUNT_LOCKED');
    await setMemberLocked(t.db, Number(id), false, new Date());
    expect((await loginAs(t.app, 'LUMEN', 'player1', 'player1pass')).statusCode).toBe(403);
    expect((await search('q=player1&merchant=LUMEN')).items[0]?.status).toBe('blocked');
    const lifted = valueOf<PlayerStanding>(
      await ops('POST', at(PLAYER_OPS_PATHS.unblock, id), { reason: 'Cleared by compliance' }),
    );
    expect(lifted).toEqual({ status: 'active', blockedAt: null, blockedBy: null, reason: null });
    expect((await loginAs(t.app, 'LUMEN', 'player1', 'player1pass')).statusCode).toBe(200);
  });

  it('sends a reset code by SMS, a link by e-mail, or says there is no contact', async () => {
    const sent = valueOf<PasswordResetSent>(
      await ops('POST', at(PLAYER_OPS_PATHS.passwordReset, ids['AURORA/player1'] ?? '')),
    );
    expect(sent).toMatchObject({ channel: 'SMS', to: '+8801712345678' });
    const [sms] = await listOutbox(t.db, '+8801712345678', 1);
    expect(sms?.body).toMatch(/\b\d{6}\b/);
    const mailed = valueOf<PasswordResetSent>(
      await ops('POST', at(PLAYER_OPS_PATHS.passwordReset, ids['LUMEN/agent1'] ?? '')),
    );
    expect(mailed).toEqual({ channel: 'EMAIL', to: 'agent1@lumen.example', minutes: 30 });
    const [mail] = await listOutbox(t.db, 'agent1@lumen.example', 1);
    expect(mail?.body).toMatch(/\/resetPassword\?token=/);
    const none = await ops(
      'POST',
      at(PLAYER_OPS_PATHS.passwordReset, ids['AURORA/downline1'] ?? ''),
    );
    expect(none.statusCode).toBe(409);
    expect(none.json<Envelope<unknown>>().code).toBe('NO_CONTACT');
  });

  it('tightens deposit and loss limits and lengthens a time-out, never the other way', async () => {
    const id = ids['LUMEN/downline1'] ?? '';
    const put = (path: string, body: object) => ops('PUT', at(path, id), body);
    const code = (res: { json: <T>() => T }) => res.json<Envelope<unknown>>().code;
    const deposit = valueOf<DepositLimits>(
      await put(PLAYER_OPS_PATHS.depositLimits, { daily: 10_000 }),
    );
    expect(deposit.daily.amount).toBe(10_000);
    const looser = await put(PLAYER_OPS_PATHS.depositLimits, { daily: 20_000 });
    expect([looser.statusCode, code(looser)]).toEqual([409, 'LIMIT_NOT_TIGHTER']);
    expect(code(await put(PLAYER_OPS_PATHS.depositLimits, { daily: null }))).toBe(
      'LIMIT_NOT_TIGHTER',
    );
    expect(code(await put(PLAYER_OPS_PATHS.depositLimits, { daily: 5_000, weekly: null }))).toBe(
      'LIMIT_NOT_TIGHTER',
    );
    expect(
      valueOf<DepositLimits>(await put(PLAYER_OPS_PATHS.depositLimits, { daily: 5_000 })).daily
        .amount,
    ).toBe(5_000);
    const loss = valueOf<LossLimits>(await put(PLAYER_OPS_PATHS.lossLimits, { weekly: 7_000 }));
    expect(loss.weekly.amount).toBe(7_000);
    expect(code(await put(PLAYER_OPS_PATHS.lossLimits, { weekly: 7_001 }))).toBe(
      'LIMIT_NOT_TIGHTER',
    );
    for (const body of [{}, { daily: 0 }, { daily: '5' }, { daily: 1.5 }])
      expect((await put(PLAYER_OPS_PATHS.lossLimits, body)).statusCode).toBe(400);

    const block = valueOf<ProtectionBlock>(
      await ops('POST', at(PLAYER_OPS_PATHS.timeOut, id), { days: 2 }),
    );
    expect(block.kind).toBe('time_out');
    const shorter = await ops('POST', at(PLAYER_OPS_PATHS.timeOut, id), { days: 1 });
    expect([shorter.statusCode, code(shorter)]).toEqual([409, 'LIMIT_NOT_TIGHTER']);
    expect((await ops('POST', at(PLAYER_OPS_PATHS.timeOut, id), { days: 0 })).statusCode).toBe(400);
    const profile = valueOf<PlayerProfile>(await ops('GET', at(PLAYER_OPS_PATHS.profile, id)));
    expect(profile.protection).toMatchObject({
      depositLimits: { daily: { amount: 5_000 } },
      lossLimits: { weekly: { amount: 7_000 } },
      block: { kind: 'time_out', until: block.until },
    });
  });

  it('refuses every desk call without the operator token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PLAYER_OPS_PATHS.search}?q=a` });
    expect(res.statusCode).toBe(401);
  });
});
