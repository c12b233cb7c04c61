import type { DepositLimits, DepositLimitsUpdate } from '../cashier/deposit-limits';
import { opsRoute } from '../operator/ops-route';
import type { LossLimits, LossLimitsUpdate, ProtectionBlock } from '../protection/protection';
import { PLAYER_OPS_PATHS as P } from './constants';
import type {
  PasswordResetSent,
  PlayerBlockRequest,
  PlayerLedgerPage,
  PlayerNote,
  PlayerNotePage,
  PlayerNoteRequest,
  PlayerPageQuery,
  PlayerProfile,
  PlayerSearchPage,
  PlayerSearchQuery,
  PlayerSessions,
  PlayerSignInPage,
  PlayerStanding,
  PlayerTag,
  PlayerTags,
  PlayerTimeOutRequest,
  SessionsEnded,
} from './players';

type Id = { params: { id: string } };

/**
 * The operator's player desk (issue 29). Each call is registered by the module owning what it
 * reads or changes: accounts (search, sessions, sign-ins, block, password reset), wallet
 * (ledger), cashier (deposit limits), protection (loss limits, time-out) and players (profile,
 * notes, tags).
 */
export const PLAYER_OPS_ROUTES = {
  search: opsRoute<{ query: PlayerSearchQuery }, PlayerSearchPage>('GET', P.search, 'players.view'),
  profile: opsRoute<Id, PlayerProfile>('GET', P.profile, 'players.view'),
  ledger: opsRoute<Id & { query: PlayerPageQuery }, PlayerLedgerPage>(
    'GET',
    P.ledger,
    'players.view',
  ),
  sessions: opsRoute<Id, PlayerSessions>('GET', P.sessions, 'players.view'),
  endSessions: opsRoute<Id, SessionsEnded>('DELETE', P.sessions, 'players.sessions'),
  endSession: opsRoute<{ params: { id: string; sessionId: string } }, SessionsEnded>(
    'DELETE',
    P.session,
    'players.sessions',
  ),
  signIns: opsRoute<Id & { query: PlayerPageQuery }, PlayerSignInPage>(
    'GET',
    P.signIns,
    'players.view',
  ),
  notes: opsRoute<Id & { query: PlayerPageQuery }, PlayerNotePage>('GET', P.notes, 'players.view'),
  addNote: opsRoute<Id & { body: PlayerNoteRequest }, PlayerNote>('POST', P.notes, 'players.notes'),
  addTag: opsRoute<{ params: { id: string; tag: PlayerTag } }, PlayerTags>(
    'PUT',
    P.tag,
    'players.tags',
  ),
  removeTag: opsRoute<{ params: { id: string; tag: PlayerTag } }, PlayerTags>(
    'DELETE',
    P.tag,
    'players.tags',
  ),
  block: opsRoute<Id & { body: PlayerBlockRequest }, PlayerStanding>(
    'POST',
    P.block,
    'players.block',
  ),
  unblock: opsRoute<Id & { body: PlayerBlockRequest }, PlayerStanding>(
    'POST',
    P.unblock,
    'players.block',
  ),
  passwordReset: opsRoute<Id, PasswordResetSent>('POST', P.passwordReset, 'players.password'),
  tightenDepositLimits: opsRoute<Id & { body: DepositLimitsUpdate }, DepositLimits>(
    'PUT',
    P.depositLimits,
    'players.protection',
  ),
  tightenLossLimits: opsRoute<Id & { body: LossLimitsUpdate }, LossLimits>(
    'PUT',
    P.lossLimits,
    'players.protection',
  ),
  timeOut: opsRoute<Id & { body: PlayerTimeOutRequest }, ProtectionBlock>(
    'POST',
    P.timeOut,
    'players.protection',
  ),
};
