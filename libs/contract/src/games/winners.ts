import Type, { type Static } from 'typebox';
import { LanguageParam } from '../core/params';
import type { WithDefaults } from '../core/schema-types';
import { GAME_TYPES, WINNERS_REQUEST_LIMIT } from './constants';

/** Query of the winners board (`GCSGAME_getRankList`, spec §7: gameCategory ALL, limitNum 20). */
export const WinnersQuery = Type.Object({
  /** @default 'ALL' */
  gameCategory: Type.Optional(Type.Enum(['ALL', ...GAME_TYPES], { default: 'ALL' })),
  /** Game names are not translated; the language is accepted as the spec's call sends it. */
  language: Type.Optional(LanguageParam),
  /** @default 20 */
  limitNum: Type.Optional(
    Type.Integer({ minimum: 1, maximum: WINNERS_REQUEST_LIMIT, default: 20 }),
  ),
});
export type WinnersQuery = Static<typeof WinnersQuery>;
/** The winners query as the handler sees it, after defaults. */
export type WinnersParams = WithDefaults<WinnersQuery, 'gameCategory' | 'limitNum'>;

/** Winners board: `value.list`, each entry inside `vo` (spec §3). */
export const RankList = Type.Object({
  list: Type.Array(
    Type.Object({
      vo: Type.Object({
        /** Masked account, e.g. `pl***1`. */
        customerName: Type.String(),
        /** Major units as a decimal string, as vendors send it; the site cleans it (spec §4). */
        winAmount: Type.String(),
        gameName: Type.String(),
        iconUrl: Type.String(),
      }),
    }),
  ),
});
export type RankList = Static<typeof RankList>;
