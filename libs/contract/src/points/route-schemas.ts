import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import { VipInfo } from '../vip/vip';
import {
  ConvertPointsRequest,
  MallItems,
  MallItemsQuery,
  PointsBalance,
  PointsConfig,
  PointsConverted,
  PointsEntries,
  PointsEntriesQuery,
  RedeemList,
  RedeemListQuery,
  RedeemRecord,
  RedeemRequest,
} from './points';
import {
  MallItemUpdate,
  NewMallItem,
  OpsMallItem,
  OpsMallItems,
  OpsRedeem,
  OpsRedeemQuery,
  OpsRedeems,
  PointsEarnRequest,
  PointsEarnResult,
  PointsIdParams,
  RedeemDecision,
} from './points-ops';
import { POINTS_OPS_ROUTES } from './ops-routes';
import { POINTS_ROUTES } from './routes';

/** What checking the withdrawal password may answer (redeem and convert both check it). */
const PASSWORD_ERRORS = [
  'WITHDRAWAL_PASSWORD_NOT_SET',
  'WITHDRAWAL_PASSWORD_WRONG',
  'TOO_MANY_TRIES',
] as const;

/** The points calls with their schemas (platform and tests only). */
export const POINTS_CALLS = bindSchemas(POINTS_ROUTES, {
  balance: { reply: PointsBalance },
  rewards: { querystring: MallItemsQuery, reply: MallItems },
  config: { reply: PointsConfig },
  transactions: { querystring: PointsEntriesQuery, reply: PointsEntries },
  redeemList: { querystring: RedeemListQuery, reply: RedeemList },
  redeem: {
    body: RedeemRequest,
    reply: RedeemRecord,
    errors: [
      'TRIAL_ACCOUNT',
      ...PASSWORD_ERRORS,
      'MALL_ITEM_NOT_FOUND',
      'MALL_ITEM_OUT_OF_STOCK',
      'REDEEM_AMOUNT_NOT_MET',
      'REDEEM_ADDRESS_REQUIRED',
      'POINTS_INSUFFICIENT',
    ],
  },
  convert: {
    body: ConvertPointsRequest,
    reply: PointsConverted,
    errors: [
      'TRIAL_ACCOUNT',
      ...PASSWORD_ERRORS,
      'POINTS_CONVERT_INVALID',
      'POINTS_INSUFFICIENT',
      'REQUEST_ID_CONFLICT',
    ],
  },
  vip: { reply: VipInfo },
});

/** The operator's points calls with their schemas. */
export const POINTS_OPS_CALLS = bindSchemas(POINTS_OPS_ROUTES, {
  config: { params: MerchantSettingsParams, reply: PointsConfig, errors: ['MERCHANT_UNKNOWN'] },
  setConfig: {
    params: MerchantSettingsParams,
    body: PointsConfig,
    reply: PointsConfig,
    errors: ['MERCHANT_UNKNOWN'],
  },
  items: { params: MerchantSettingsParams, reply: OpsMallItems, errors: ['MERCHANT_UNKNOWN'] },
  addItem: {
    params: MerchantSettingsParams,
    body: NewMallItem,
    reply: OpsMallItem,
    errors: ['MERCHANT_UNKNOWN'],
  },
  updateItem: {
    params: PointsIdParams,
    body: MallItemUpdate,
    reply: OpsMallItem,
    errors: ['MALL_ITEM_NOT_FOUND'],
  },
  redeems: { querystring: OpsRedeemQuery, reply: OpsRedeems },
  decideRedeem: {
    params: PointsIdParams,
    body: RedeemDecision,
    reply: OpsRedeem,
    errors: ['REDEEM_NOT_FOUND', 'REDEEM_ALREADY_DECIDED'],
  },
  earn: { body: PointsEarnRequest, reply: PointsEarnResult },
});
