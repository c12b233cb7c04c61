import { opsRoute } from '../operator/ops-route';
import type {
  DrawConfig,
  DrawGame,
  DrawGrant,
  DrawGranted,
  DrawPrizesUpdate,
  DrawRule,
  DrawRuleInput,
  DrawRuleUpdate,
} from './draws';
import type { DrawKind } from './constants';
import { DRAW_OPS_PATHS } from './constants';

type Merchant = { params: { code: string } };

/** The operator's draw calls: prizes and weights, earning rules, tickets given by hand. */
export const DRAW_OPS_ROUTES = {
  /** Every game's prizes and every rule of the merchant. */
  config: opsRoute<Merchant, DrawConfig>('GET', DRAW_OPS_PATHS.config, 'draws.configure'),
  /** Replaces one game's prizes (tickets issued before keep theirs). */
  setPrizes: opsRoute<
    { params: { code: string; kind: DrawKind }; body: DrawPrizesUpdate },
    DrawGame
  >('PUT', DRAW_OPS_PATHS.prizes, 'draws.configure'),
  /** Adds an earning rule. */
  addRule: opsRoute<Merchant & { body: DrawRuleInput }, DrawRule>(
    'POST',
    DRAW_OPS_PATHS.rules,
    'draws.configure',
  ),
  /** Changes a rule (threshold, game, on or off). */
  updateRule: opsRoute<{ params: { id: string }; body: DrawRuleUpdate }, DrawRule>(
    'PUT',
    DRAW_OPS_PATHS.rule,
    'draws.configure',
  ),
  /** Gives a member a ticket, once per requestId. */
  grant: opsRoute<Merchant & { body: DrawGrant }, DrawGranted>(
    'POST',
    DRAW_OPS_PATHS.grant,
    'draws.grant',
  ),
};
