import Type, { type Static } from 'typebox';
import { MAX_CASHOUT_X100, MAX_STAKE, MIN_CASHOUT_X100, MIN_STAKE } from './constants';
import { WalletId } from './wallet';

// The sandbox games' play calls (slot spin, crash round and bet), made by its own game pages.

const Stake = Type.Integer({ minimum: MIN_STAKE, maximum: MAX_STAKE });

export const SpinRequest = Type.Object({ stake: Stake });
export type SpinRequest = Static<typeof SpinRequest>;

export const SpinResult = Type.Object({
  roundId: Type.String(),
  reels: Type.Array(Type.String()),
  stake: Type.Integer(),
  win: Type.Integer(),
  balance: Type.Integer(),
});
export type SpinResult = Static<typeof SpinResult>;

/** A crash round before betting: the committed seed's hash and the nonce. */
export const CrashRound = Type.Object({
  roundId: Type.String(),
  serverSeedHash: Type.String(),
  nonce: Type.Integer(),
});
export type CrashRound = Static<typeof CrashRound>;

export const CrashBetRequest = Type.Object({
  roundId: WalletId,
  stake: Stake,
  /** Auto cash-out multiplier × 100. */
  cashout: Type.Integer({ minimum: MIN_CASHOUT_X100, maximum: MAX_CASHOUT_X100 }),
  clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});
export type CrashBetRequest = Static<typeof CrashBetRequest>;

/** The settled bet, with the revealed seed so the player can verify the crash point. */
export const CrashBetResult = Type.Object({
  roundId: Type.String(),
  serverSeedHash: Type.String(),
  nonce: Type.Integer(),
  serverSeed: Type.String(),
  clientSeed: Type.String(),
  crashPoint: Type.Integer(),
  cashout: Type.Integer(),
  stake: Type.Integer(),
  win: Type.Integer(),
  balance: Type.Integer(),
});
export type CrashBetResult = Static<typeof CrashBetResult>;
