import type {
  ActivityStatus,
  Promotion,
  PromotionCategory,
  PromotionFlow,
  PromotionFrequency,
  PromotionProgress,
  PromotionReward,
  PromotionRules,
  RewardKind,
} from '@tessera/contract';
import { canAct, pickByLanguage, pickLocalized } from '@tessera/domain';
import type { PromotionRow } from './promotion-tables';

const nullableNumber = (value: string | number | null) => (value === null ? null : Number(value));

/** The stored rules as the contract names them. */
export function rulesOf(row: PromotionRow): PromotionRules {
  return {
    minDeposit: nullableNumber(row.min_deposit),
    firstDepositOnly: row.first_deposit_only,
    minTurnover: nullableNumber(row.min_turnover),
    minVipLevel: row.min_vip_level,
  };
}

/** The stored reward as the contract names it. */
export function rewardOf(row: PromotionRow): PromotionReward {
  return {
    kind: row.reward_kind as RewardKind,
    amount: Number(row.reward_amount),
    percentBp: row.reward_percent_bp,
    cap: nullableNumber(row.reward_cap),
    turnoverMultiple: row.turnover_multiple,
  };
}

/** How a reader sees one promotion: texts in their language, their status. */
export interface Reading {
  language: string;
  fallback: string;
  status: ActivityStatus;
  progress: PromotionProgress | null;
}

export function promotionView(row: PromotionRow, reading: Reading): Promotion {
  const text = (texts: Record<string, string>) =>
    pickLocalized(texts, reading.language, reading.fallback);
  // Pictures in the reader's language (with the texts' fallback), else the one list for all.
  const pictures =
    pickByLanguage(
      row.localized_images,
      reading.language,
      reading.fallback,
      (list) => Array.isArray(list) && list.length > 0,
    ) ?? row.images;
  const images = [...pictures].sort((a, b) => a.sequence - b.sequence);
  return {
    id: Number(row.id),
    code: row.code,
    category: row.category as PromotionCategory,
    flow: row.flow as PromotionFlow,
    frequency: row.frequency as PromotionFrequency,
    title: text(row.title),
    summary: text(row.summary),
    body: text(row.body),
    coverUrl: images[0]?.url ?? '',
    announcementImages: images,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    rules: rulesOf(row),
    reward: rewardOf(row),
    status: reading.status,
    claim: canAct(reading.status),
    progress: reading.status === 'process' ? reading.progress : null,
  };
}
