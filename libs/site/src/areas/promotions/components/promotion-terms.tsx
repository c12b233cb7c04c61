import type { Promotion } from '@tessera/contract';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './promotions.module.css';
import { useFormats } from './use-formats';
import { usePromotionTexts } from './use-promotion-texts';

/** What a promotion pays, in the brand's money. */
export function RewardLine({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionTexts();
  const money = useMoney();
  const { percent } = useFormats();
  const { reward } = promotion;
  if (reward.kind === 'FIXED')
    return <>{t('promotionCentre.rewardFixed', { amount: money(reward.amount) })}</>;
  const share = percent(reward.percentBp);
  return reward.cap === null ? (
    <>{t('promotionCentre.rewardPercentNoCap', { percent: share })}</>
  ) : (
    <>{t('promotionCentre.rewardPercent', { percent: share, cap: money(reward.cap) })}</>
  );
}

/** The conditions, reward, wagering, frequency and dates of a promotion, as a list. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionTexts();
  const money = useMoney();
  const { date, number } = useFormats();
  const { rules, reward } = promotion;
  const conditions = [
    rules.minDeposit !== null &&
      t('promotionCentre.ruleDeposit', { amount: money(rules.minDeposit) }),
    rules.firstDepositOnly && t('promotionCentre.ruleFirstDeposit'),
    rules.minTurnover !== null &&
      t('promotionCentre.ruleTurnover', { amount: money(rules.minTurnover) }),
    rules.minVipLevel !== null &&
      t('promotionCentre.ruleVip', { level: number(rules.minVipLevel) }),
  ].filter((line): line is string => typeof line === 'string');
  const runs = promotion.endsAt
    ? t('promotionCentre.runs', { from: date(promotion.startsAt), to: date(promotion.endsAt) })
    : t('promotionCentre.runsFrom', { from: date(promotion.startsAt) });

  return (
    <section className={styles.terms} aria-labelledby={`terms-${promotion.id}`}>
      <h2 id={`terms-${promotion.id}`} className={styles.termsTitle}>
        {t('promotionCentre.conditions')}
      </h2>
      <ul className={styles.termList}>
        {(conditions.length > 0 ? conditions : [t('promotionCentre.ruleNone')]).map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>
          <RewardLine promotion={promotion} />
        </li>
        <li>
          {reward.turnoverMultiple > 0
            ? t('promotionCentre.wagering', { multiple: number(reward.turnoverMultiple) })
            : t('promotionCentre.noWagering')}
        </li>
        <li>
          {t(promotion.frequency === 'DAILY' ? 'promotionCentre.daily' : 'promotionCentre.once')}
        </li>
        <li>{runs}</li>
      </ul>
      {promotion.progress && <Progress promotion={promotion} />}
    </section>
  );
}

/** What the member still lacks while a promotion is in process. */
function Progress({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionTexts();
  const money = useMoney();
  const { number } = useFormats();
  const missing = promotion.progress;
  if (!missing) return null;
  const lines = [
    missing.depositMissing !== null &&
      t('promotionCentre.missingDeposit', { amount: money(missing.depositMissing) }),
    missing.turnoverMissing !== null &&
      t('promotionCentre.missingTurnover', { amount: money(missing.turnoverMissing) }),
    missing.vipLevelMissing !== null &&
      t('promotionCentre.missingVip', { levels: number(missing.vipLevelMissing) }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <div className={styles.missing}>
      <h3 className={styles.termsTitle}>{t('promotionCentre.missing')}</h3>
      <ul className={styles.termList}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
