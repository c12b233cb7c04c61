import {
  PATHS,
  withdrawalConfirmationPath,
  type FavouriteAdd,
  type LaunchRequest,
  type LoginRequest,
  type RegisterRequest,
  type SmsCodeRequest,
} from '@tessera/contract';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformClient } from '../platform-client';
import { PlatformError } from '../platform-error';
import { DEFAULT_ANSWERS } from './default-answers';
import { game, hotGames, pageOf } from './game-fixtures';
import { loginResult, member } from './member-fixtures';
import { CALL_NAMES, createPlatformFake, failure, type CallName } from './index';

const LOGIN: LoginRequest = {
  type: 'username',
  site: 'member',
  username: 'player1',
  password: 'pw',
};
const FAVOURITE: FavouriteAdd = { nodeId: 5, vendor: 'PG', gameType: 'RNG' };
const LAUNCH: LaunchRequest = { gameCode: 'G1', vassalage: 'PG' };
const SMS: SmsCodeRequest = { countryDialingCode: '880', mobileNo: '1712345678' };
const REGISTER = (username: string): RegisterRequest => ({
  username,
  registerUrl: 'https://test.example/register',
  domain: 'test.example',
  registerMethod: 'WEB',
});

/** One way to make each call, so every route is walked through the real client. */
const MAKE: Record<CallName, (client: PlatformClient) => Promise<unknown>> = {
  'system.whitelabel': (c) => c.system.whitelabel(),
  'system.status': (c) => c.system.status(),
  'system.permission': (c) => c.system.permission(),
  'system.helpCenter': (c) => c.system.helpCenter('bn'),
  'blog.list': (c) => c.blog.list('bn'),
  'blog.article': (c) => c.blog.article('install-the-app', 'bn'),
  'system.domainRoute': (c) => c.system.domainRoute(),
  'system.registerSettings': (c) => c.system.registerSettings(),
  'announcements.list': (c) => c.announcements.list({ execution: ['B'], language: 'bn' }),
  'games.menus': (c) => c.games.menus(),
  'games.list': (c) => c.games.list({ gameType: 'RNG' }),
  'games.vendorLanes': (c) => c.games.vendorLanes('bn'),
  'games.hot': (c) => c.games.hot('bn'),
  'games.favouriteIds': (c) => c.games.favouriteIds(),
  'games.favourites': (c) => c.games.favourites({}),
  'games.addFavourite': (c) => c.games.addFavourite(FAVOURITE),
  'games.removeFavourite': (c) => c.games.removeFavourite(1),
  'games.recent': (c) => c.games.recent({}),
  'games.pokerRooms': (c) => c.games.pokerRooms(),
  'games.liveModels': (c) => c.games.liveModels(),
  'games.liveChat': (c) => c.games.liveChat('m1'),
  'games.winners': (c) => c.games.winners('bn'),
  'games.launch': (c) => c.games.launch(LAUNCH),
  'games.launchVendor': (c) => c.games.launchVendor({ vassalage: 'SBT' }),
  'lottery.menu': (c) => c.lottery.menu(),
  'lottery.recent': (c) => c.lottery.recent('VN_HANOI'),
  'lottery.opened': (c) => c.lottery.opened('VN_HANOI', 'OTHER'),
  'lottery.bets': (c) => c.lottery.bets({ before: 9 }),
  'session.login': (c) => c.session.login(LOGIN),
  'session.freePlay': (c) => c.session.freePlay('Android'),
  'session.logout': (c) => c.session.logout(),
  'session.captcha': (c) => c.session.captcha(),
  'session.unlockCode': (c) => c.session.unlockCode({ username: 'player1' }),
  'verification.smsForLogin': (c) => c.verification.smsForLogin(SMS),
  'verification.smsForRegister': (c) => c.verification.smsForRegister(SMS),
  'member.register': (c) => c.member.register(REGISTER('new1'), 'username'),
  'member.info': (c) => c.member.info(),
  'member.icon': (c) => c.member.icon(),
  'member.loginInfo': (c) => c.member.loginInfo(),
  'member.firstLogin': (c) => c.member.firstLogin(),
  'member.setLanguage': (c) => c.member.setLanguage('en'),
  'member.changePassword': (c) =>
    c.member.changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
  'member.forgotByEmail': (c) => c.member.forgotByEmail({ username: 'p', email: 'p@x.example' }),
  'member.resetByMobile': (c) =>
    c.member.resetByMobile({
      countryDialingCode: '880',
      mobileNum: '1712345678',
      verificationCode: '1234',
      newPassword: 'b',
    }),
  'member.resetByEmail': (c) => c.member.resetByEmail({ token: 't', newPassword: 'b' }),
  'agent.affiliate': (c) => c.agent.affiliate('AFF', 'test.example'),
  'wallet.balance': (c) => c.wallet.balance(),
  'cashier.depositMethods': (c) => c.cashier.depositMethods(),
  'cashier.createDeposit': (c) => c.cashier.createDeposit({ methodId: 1, amount: 10_000 }),
  'cashier.deposit': (c) => c.cashier.deposit(501),
  'cashier.setWithdrawalPassword': (c) => c.cashier.setWithdrawalPassword({ password: 'p' }),
  'cashier.changeWithdrawalPassword': (c) =>
    c.cashier.changeWithdrawalPassword({ oldPassword: 'a', newPassword: 'b' }),
  'cashier.payeeName': (c) => c.cashier.payeeName(),
  'cashier.payeeAccounts': (c) => c.cashier.payeeAccounts(),
  'cashier.addPayeeAccount': (c) =>
    c.cashier.addPayeeAccount({
      kind: 'ewallet',
      provider: 'bKash',
      accountNumber: '01712345678',
      holderName: 'Lucky Player',
    }),
  'cashier.removePayeeAccount': (c) => c.cashier.removePayeeAccount(7),
  'cashier.withdrawalOverview': (c) => c.cashier.withdrawalOverview(),
  'cashier.requestWithdrawal': (c) =>
    c.cashier.requestWithdrawal({ payeeAccountId: 7, amount: 20_000, withdrawalPassword: 'p' }),
  'wallet.merchantWallet': (c) => c.wallet.merchantWallet(),
  'wallet.consolidated': (c) => c.wallet.consolidated(),
  'wallet.transfer': (c) => c.wallet.transfer({ mode: 'allOut', requestId: 'req-00000001' }),
  'wallet.recall': (c) => c.wallet.recall('req-00000002'),
  'wallet.transferUpline': (c) =>
    c.wallet.transferUpline({ requestId: 'req-00000002', amount: 1, withdrawalPassword: 'x' }),
  'records.account': (c) => c.records.account({ kind: 'BET' }),
  'records.bets': (c) => c.records.bets(),
  'records.profit': (c) => c.records.profit({ from: '2026-03-01', to: '2026-03-07' }),
  'records.bonus': (c) => c.records.bonus(),
  'contracts.list': (c) => c.contracts.list(),
  'contracts.offer': (c) =>
    c.contracts.offer({ account: 'sub1', kind: 'DAILY_SALARY', period: 'D', tiers: [] }),
  'contracts.history': (c) => c.contracts.history(41),
  'contracts.process': (c) => c.contracts.process('DIVIDEND', { contractId: 41, action: 'accept' }),
  'contracts.settlements': (c) => c.contracts.settlements({ kind: 'DIVIDEND' }),
  'records.deposits': (c) => c.records.deposits({ status: 'pending' }),
  'records.withdrawals': (c) => c.records.withdrawals(),
  'records.depositLimits': (c) => c.records.depositLimits(),
  'records.setDepositLimits': (c) => c.records.setDepositLimits({ daily: 10_000 }),
  'team.overview': (c) => c.team.overview({ from: '2026-11-01', to: '2026-11-24' }),
  'team.register': (c) => c.team.register({ account: 'newbie01' }),
  'team.members': (c) => c.team.members({ level: 'direct' }),
  'team.lock': (c) => c.team.lock(501, true),
  'team.resetPassword': (c) => c.team.resetPassword(501),
  'team.transfer': (c) =>
    c.team.transfer(501, { requestId: 'req-00000009', amount: 100, withdrawalPassword: 'pw' }),
  'team.bets': (c) => c.team.bets({ gameType: 'RNG' }),
  'team.loss': (c) => c.team.loss({ sort: 'loss' }),
  'team.ledger': (c) => c.team.ledger({ kind: 'DOWNLINE_IN' }),
  'team.income': (c) => c.team.income(),
  'team.announcements': (c) => c.team.announcements('bn'),
  'security.sessions': (c) => c.security.sessions(),
  'security.endSession': (c) => c.security.endSession(11),
  'security.signOutOthers': (c) => c.security.signOutOthers(),
  'security.loginHistory': (c) => c.security.loginHistory({ limit: 20 }),
  'security.profile': (c) => c.security.profile(),
  'security.updateProfile': (c) => c.security.updateProfile({ zalo: 'z' }),
  'security.contactCode': (c) => c.security.contactCode({ channel: 'EMAIL', email: 'a@b.co' }),
  'security.bindContact': (c) =>
    c.security.bindContact({ channel: 'EMAIL', email: 'a@b.co', code: '123456' }),
  'security.setUpTotp': (c) => c.security.setUpTotp(),
  'security.enableTotp': (c) => c.security.enableTotp('123456'),
  'security.disableTotp': (c) => c.security.disableTotp({ password: 'p', code: '123456' }),
  'security.passwordCode': (c) => c.security.passwordCode(),
  'security.setPassword': (c) =>
    c.security.setPassword({
      newPassword: 'secret123',
      confirmNewPassword: 'secret123',
      code: '1',
    }),
  'social.providers': (c) => c.social.providers(),
  'social.start': (c) =>
    c.social.start({ provider: 'GOOGLE', redirectUri: 'http://localhost/social/callback' }),
  'social.callback': (c) => c.social.callback({ state: 's1', code: 'c1' }),
  'social.signIn': (c) => c.social.signIn({ ticket: 't1' }),
  'social.register': (c) => c.social.register({ ticket: 't1' }),
  'social.link': (c) => c.social.link({ ticket: 't1', username: 'player1', password: 'pw' }),
  'social.links': (c) => c.social.links(),
  'social.unlink': (c) => c.social.unlink('GOOGLE'),
  'social.setPassword': (c) =>
    c.social.setPassword({ newPassword: 'secret123', confirmNewPassword: 'secret123' }),
  'promotions.list': (c) => c.promotions.list('ALL', 'en'),
  'promotions.memberList': (c) => c.promotions.memberList('SLOTS', 'en'),
  'promotions.join': (c) => c.promotions.join(2, 'en'),
  'promotions.apply': (c) => c.promotions.apply(4, 'en'),
  'promotions.claim': (c) => c.promotions.claim(1, 'en'),
  'promotions.rewards': (c) => c.promotions.rewards('claimable', 'en'),
  'promotions.rewardCount': (c) => c.promotions.rewardCount(),
  'promotions.claimReward': (c) => c.promotions.claimReward(11, 'en'),
  'points.balance': (c) => c.points.balance(),
  'points.rewards': (c) => c.points.rewards('bn'),
  'points.config': (c) => c.points.config(),
  'points.transactions': (c) => c.points.transactions({ limit: 20 }),
  'points.redeemList': (c) => c.points.redeemList({ status: 'IN_PROCESS' }),
  'points.redeem': (c) => c.points.redeem({ itemId: 1, quantity: 1, withdrawalPassword: 'p' }),
  'points.convert': (c) =>
    c.points.convert({ points: 100, withdrawalPassword: 'p', requestId: 'req-12345678' }),
  'points.vip': (c) => c.points.vip(),
  'messages.list': (c) => c.messages.list({ limit: 5 }),
  'messages.unreadCount': (c) => c.messages.unreadCount(),
  'messages.markRead': (c) => c.messages.markRead(3),
  'messages.markAllRead': (c) => c.messages.markAllRead(),
  'referral.summary': (c) => c.referral.summary(),
  'referral.friends': (c) => c.referral.friends({ limit: 5 }),
  'feedback.send': (c) => c.feedback.send('GAME', 'The slot froze twice'),
  'feedback.comments': (c) => c.feedback.comments('welcome'),
  'feedback.addComment': (c) => c.feedback.addComment('welcome', 'Nice one'),
  'withdrawals.get': (c) => c.withdrawals.get(901),
  'withdrawals.confirm': (c) => c.withdrawals.confirm(901, 'RECEIVED'),
  'draws.overview': (c) => c.draws.overview(),
  'draws.count': (c) => c.draws.count(),
  'draws.ticket': (c) => c.draws.ticket(41),
  'draws.play': (c) => c.draws.play(41, 'lucky-seed'),
  'missions.summary': (c) => c.missions.summary(),
  'missions.leaderboard': (c) => c.missions.leaderboard(),
  'missions.claim': (c) => c.missions.claim(2),
  'protection.overview': (c) => c.protection.overview(),
  'protection.setLossLimits': (c) => c.protection.setLossLimits({ daily: 50_000 }),
  'protection.setRealityCheck': (c) => c.protection.setRealityCheck(30),
  'protection.session': (c) => c.protection.session(),
  'protection.timeOut': (c) => c.protection.timeOut(7),
  'protection.selfExclude': (c) => c.protection.selfExclude(6),
};

describe('createPlatformFake', () => {
  it.each(CALL_NAMES)(
    '%s: routed by name, its default data through the real client',
    async (name) => {
      const fake = createPlatformFake({ token: 'member-token' });
      const result = await MAKE[name](fake.client);
      expect(fake.calls.map((call) => call.call)).toEqual([name]);
      const answer = DEFAULT_ANSWERS[name];
      // Calls that return nothing resolve to undefined; the rest to their default value.
      if (typeof answer !== 'function') expect(result).toEqual(answer ?? undefined);
    },
  );

  it('narrows the default catalogue to the asked vendor', async () => {
    const fake = createPlatformFake();
    await expect(fake.client.games.list({ vassalage: 'PG' })).resolves.toEqual(pageOf(hotGames));
    await expect(fake.client.games.list({ vassalage: 'JDB' })).resolves.toEqual(pageOf([]));
  });

  it('answers with a value, or a function of the decoded request, in place of the default', async () => {
    const fake = createPlatformFake({ answers: { 'member.info': { ...member, nickname: 'Ana' } } });
    fake.answer('games.list', ({ query }) =>
      pageOf([game(9, { displayName: `${query['name']}!` })]),
    );
    expect((await fake.client.member.info()).nickname).toBe('Ana');
    const page = await fake.client.games.list({ name: 'tiger' });
    expect(page.content.map((g) => g.displayName)).toEqual(['tiger!']);
  });

  it('answers once, then goes back to the standing answer', async () => {
    const fake = createPlatformFake();
    fake.answer(
      'wallet.balance',
      { balance: 1, inGames: 0, currency: 'BDT', currencySymbol: '৳', demo: false },
      { once: true },
    );
    expect((await fake.client.wallet.balance()).balance).toBe(1);
    expect((await fake.client.wallet.balance()).balance).toBe(123_450);
  });

  it('fails a call with a catalogue code, HTTP status and details, as a PlatformError', async () => {
    const fake = createPlatformFake();
    fake.fail('session.login', 'CAPTCHA_REQUIRED', 401, {
      details: { captchaRequired: true },
      once: true,
    });
    const error = await fake.client.session.login(LOGIN).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect([error.code, error.status, error.details]).toEqual([
      'CAPTCHA_REQUIRED',
      401,
      { captchaRequired: true },
    ]);
    await expect(fake.client.session.login(LOGIN)).resolves.toEqual(loginResult);
  });

  it('lets an answer function fail depending on what was sent', async () => {
    const fake = createPlatformFake({
      answers: {
        'member.register': ({ body }) =>
          (body as { username: string }).username === 'taken'
            ? failure('USERNAME_TAKEN', 409)
            : loginResult,
      },
    });
    await expect(fake.client.member.register(REGISTER('taken'), 'username')).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
      status: 409,
    });
    await expect(fake.client.member.register(REGISTER('free'), 'mobile')).resolves.toEqual(
      loginResult,
    );
    expect(fake.callsTo('member.register').map((call) => call.path)).toEqual([
      PATHS.register,
      PATHS.registerMobile,
    ]);
  });

  it('ends the session through the real client when the platform refuses the token', async () => {
    const onSessionEnded = vi.fn();
    const fake = createPlatformFake({ token: 'old-token', onSessionEnded });
    fake.fail('member.info', 'SESSION_ENDED', 401);
    await expect(fake.client.member.info()).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fake.client.tokenStore.get()).toBeNull();
  });

  it('holds a call loading until released, then answers it', async () => {
    const fake = createPlatformFake();
    const held = fake.hold('games.hot');
    let settled = false;
    const hot = fake.client.games.hot('bn').finally(() => (settled = true));
    await vi.waitFor(() => expect(held.waiting).toBe(1));
    expect(fake.callsTo('games.hot')).toHaveLength(1);
    expect(settled).toBe(false);
    held.release();
    await expect(hot).resolves.toEqual({ list: hotGames });
    expect(held.waiting).toBe(0);
    await expect(fake.client.games.hot('bn')).resolves.toEqual({ list: hotGames });
  });

  it('decodes a multipart confirmation: the outcome as text, each proof as name, type and size', async () => {
    const fake = createPlatformFake({ token: 'member-token' });
    const proof = new File(['png-bytes'], 'slip.png', { type: 'image/png' });
    const result = await fake.client.withdrawals.confirm(901, 'NOT_RECEIVED', [proof]);
    expect(result.status).toBe('disputed');
    expect(result.confirmation?.outcome).toBe('NOT_RECEIVED');
    expect(fake.callsTo('withdrawals.confirm')[0]).toMatchObject({
      path: withdrawalConfirmationPath(901),
      body: { outcome: 'NOT_RECEIVED', proof: [{ name: 'slip.png', type: 'image/png', size: 9 }] },
      token: 'member-token',
    });
  });

  it('records method, path, query, decoded body and token of each call', async () => {
    const fake = createPlatformFake();
    await fake.client.session.login(LOGIN);
    await fake.client.games.addFavourite(FAVOURITE);
    await fake.client.member.forgotByEmail({ username: 'player1', email: 'p@x.example' });
    await fake.client.session.logout();
    expect(fake.calls).toEqual([
      {
        call: 'session.login',
        method: 'POST',
        path: PATHS.login,
        query: {},
        body: LOGIN,
        token: null,
      },
      expect.objectContaining({
        call: 'games.addFavourite',
        body: FAVOURITE,
        token: loginResult.token,
      }),
      expect.objectContaining({ body: { username: 'player1', email: 'p@x.example' } }),
      expect.objectContaining({ call: 'session.logout', method: 'DELETE', token: 'fresh-token' }),
    ]);
    expect(fake.client.tokenStore.get()).toBeNull();
    await fake.client.games.removeFavourite(5);
    expect(fake.callsTo('games.removeFavourite')[0]?.query).toEqual({ nodeId: '5' });
  });
});
