import type { CrashBetRequest } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import {
  fixSeededRound,
  openSeededRound,
  pendingSeededRound,
  seededRound,
  seededRoundCount,
  type LaunchOf,
} from '../wallet';
import { crashPayout, crashPoint, newServerSeed, seedHash } from './crash-math';
import type { SandboxPlayer } from './pam-client';
import { newRoundId } from './round-ids';

/** The commitment shown before a round: the seed's hash, never the seed. */
export interface CrashCommitment {
  roundId: string;
  serverSeedHash: string;
  nonce: number;
}

/** A bet on a committed round (cashout: auto cash-out multiplier x100; stake: minor units). */
export type CrashBet = CrashBetRequest;

/** A played round with everything needed to verify it. */
export interface CrashResult extends CrashCommitment {
  serverSeed: string;
  clientSeed: string;
  /** x100. */
  crashPoint: number;
  cashout: number;
  stake: number;
  win: number;
  balance: number;
}

/**
 * Provably-fair crash rounds, booked through the PAM API. A round is written (with its seed)
 * before its bet, under the wallet's id of the round (`player.roundRef`), so the bet's
 * WITHDRAW lands in it; the page knows the round by the vendor's own id.
 */
export function crashGame(db: Db, now: () => Date) {
  return {
    /**
     * The member's next round for this game: a fresh server seed whose hash is shown now. A
     * committed round nobody bet on yet is handed out again, so reloading the page adds none.
     */
    async commit(launch: LaunchOf, player: SandboxPlayer): Promise<CrashCommitment> {
      // Rounds committed before bets went through PAM have other ids: they are left alone.
      const prefix = player.roundRef('');
      const pending = await pendingSeededRound(db, {
        prefix,
        memberId: launch.memberId,
        nodeId: launch.nodeId,
      });
      if (pending?.server_seed_hash && pending.nonce !== null)
        return {
          roundId: pending.round_ref.slice(prefix.length),
          serverSeedHash: pending.server_seed_hash,
          nonce: pending.nonce,
        };
      const played = await seededRoundCount(db, launch.memberId);
      const serverSeed = newServerSeed();
      const round = {
        roundId: newRoundId('crash'),
        serverSeedHash: seedHash(serverSeed),
        nonce: played + 1,
      };
      await openSeededRound(db, {
        roundRef: player.roundRef(round.roundId),
        merchantCode: launch.merchantCode,
        memberId: launch.memberId,
        nodeId: launch.nodeId,
        openedAt: now(),
        serverSeed,
        serverSeedHash: round.serverSeedHash,
        nonce: round.nonce,
      });
      return round;
    },

    /**
     * Debits the stake, fixes the client seed and cash-out on the round (the first bet's win
     * if the call is retried), computes the crash point, credits the payout, reveals the seed.
     */
    async play(launch: LaunchOf, player: SandboxPlayer, bet: CrashBet): Promise<CrashResult> {
      const round = await seededRound(db, player.roundRef(bet.roundId), launch.memberId);
      const { server_seed: serverSeed, server_seed_hash: serverSeedHash, nonce } = round ?? {};
      if (!round || !serverSeed || !serverSeedHash || nonce === null || nonce === undefined)
        throw new ApiError(404, 'NOT_FOUND', 'Unknown crash round');
      const { roundId, stake } = bet;
      await player.debit({ txnId: `${roundId}:bet`, roundId, amount: stake });
      // The first bet fixes the round's inputs; a retried call plays on with those.
      const fixed = await fixSeededRound(db, round.id, {
        clientSeed: bet.clientSeed,
        cashout: bet.cashout,
        crashPoint: crashPoint(serverSeed, bet.clientSeed, nonce),
      });
      const clientSeed = fixed.client_seed ?? bet.clientSeed;
      const cashout = fixed.cashout ?? bet.cashout;
      const point = fixed.crash_point ?? crashPoint(serverSeed, clientSeed, nonce);
      const win = crashPayout(stake, cashout, point);
      const balance = await player.credit({ txnId: `${roundId}:win`, roundId, amount: win });
      return {
        roundId,
        serverSeedHash,
        nonce,
        serverSeed,
        clientSeed,
        crashPoint: point,
        cashout,
        stake,
        win,
        balance,
      };
    },
  };
}
