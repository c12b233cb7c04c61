import { sandboxKind, type SandboxKind } from '../games';
import { isLotteryGame } from '../lottery';

/**
 * The page a launch plays on. A launch knows its game's code and classify, not its type, so a
 * lottery is told by its code (the lottery module's definitions are the catalogue's lotteries).
 */
export const launchKind = (launch: {
  gameCode: string;
  gameClassify: string | null;
}): SandboxKind => (isLotteryGame(launch.gameCode) ? 'lottery' : sandboxKind(launch.gameClassify));
