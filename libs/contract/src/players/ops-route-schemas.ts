import { DepositLimits, DepositLimitsUpdate } from '../cashier/deposit-limits';
import { bindSchemas } from '../core/route-schemas';
import { LossLimits, LossLimitsUpdate, ProtectionBlock } from '../protection/protection';
import { PLAYER_OPS_ROUTES } from './ops-routes';
import {
  PasswordResetSent,
  PlayerBlockRequest,
  PlayerLedgerPage,
  PlayerNote,
  PlayerNotePage,
  PlayerNoteRequest,
  PlayerPageQuery,
  PlayerParams,
  PlayerProfile,
  PlayerSearchPage,
  PlayerSearchQuery,
  PlayerSessionParams,
  PlayerSessions,
  PlayerSignInPage,
  PlayerStanding,
  PlayerTagParams,
  PlayerTags,
  PlayerTimeOutRequest,
  SessionsEnded,
} from './players';

const MISSING = ['NOT_FOUND'] as const;

/** The player desk's calls with their schemas (platform and tests only). */
export const PLAYER_OPS_CALLS = bindSchemas(PLAYER_OPS_ROUTES, {
  search: { querystring: PlayerSearchQuery, reply: PlayerSearchPage, errors: ['BAD_REQUEST'] },
  profile: { params: PlayerParams, reply: PlayerProfile, errors: MISSING },
  ledger: {
    params: PlayerParams,
    querystring: PlayerPageQuery,
    reply: PlayerLedgerPage,
    errors: MISSING,
  },
  sessions: { params: PlayerParams, reply: PlayerSessions, errors: MISSING },
  endSessions: { params: PlayerParams, reply: SessionsEnded, errors: MISSING },
  endSession: { params: PlayerSessionParams, reply: SessionsEnded, errors: MISSING },
  signIns: {
    params: PlayerParams,
    querystring: PlayerPageQuery,
    reply: PlayerSignInPage,
    errors: MISSING,
  },
  notes: {
    params: PlayerParams,
    querystring: PlayerPageQuery,
    reply: PlayerNotePage,
    errors: MISSING,
  },
  addNote: {
    params: PlayerParams,
    body: PlayerNoteRequest,
    reply: PlayerNote,
    created: true,
    errors: MISSING,
  },
  addTag: { params: PlayerTagParams, reply: PlayerTags, errors: MISSING },
  removeTag: { params: PlayerTagParams, reply: PlayerTags, errors: MISSING },
  block: { params: PlayerParams, body: PlayerBlockRequest, reply: PlayerStanding, errors: MISSING },
  unblock: {
    params: PlayerParams,
    body: PlayerBlockRequest,
    reply: PlayerStanding,
    errors: MISSING,
  },
  passwordReset: {
    params: PlayerParams,
    reply: PasswordResetSent,
    errors: ['NOT_FOUND', 'NO_CONTACT', 'RATE_LIMITED', 'SMS_TOO_MANY', 'SMS_QUOTA'],
  },
  tightenDepositLimits: {
    params: PlayerParams,
    body: DepositLimitsUpdate,
    reply: DepositLimits,
    errors: ['NOT_FOUND', 'LIMIT_NOT_TIGHTER'],
  },
  tightenLossLimits: {
    params: PlayerParams,
    body: LossLimitsUpdate,
    reply: LossLimits,
    errors: ['NOT_FOUND', 'LIMIT_NOT_TIGHTER'],
  },
  timeOut: {
    params: PlayerParams,
    body: PlayerTimeOutRequest,
    reply: ProtectionBlock,
    errors: ['NOT_FOUND', 'LIMIT_NOT_TIGHTER'],
  },
});
