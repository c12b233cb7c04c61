import { Link } from '@tanstack/react-router';
import type { Promotion } from '@tessera/contract';
import { Button } from '@tessera/ui';
import type { MouseEvent } from 'react';
import { useGatedAction } from '@tessera/site-account';
import { errorKey } from '@tessera/site-shared/forms';
import { useLoggedIn } from '@tessera/site-shared/session';
import { usePromotionAction, type PromotionAction as Action } from '../api/promotion-queries';
import styles from './promotions.module.css';
import { usePromotionTexts } from './use-promotion-texts';

/** The action a promotion's button takes in its status, if any. */
export function actionOf(promotion: Promotion): Action | null {
  if (!promotion.claim) return null;
  if (promotion.status === 'join') return 'join';
  return promotion.flow === 'APPLY' ? 'apply' : 'claim';
}

const LABEL = { join: 'actionJoin', apply: 'actionApply', claim: 'actionClaim' } as const;
const DONE = { join: 'joinedDone', apply: 'appliedDone', claim: 'claimedDone' } as const;

/**
 * The promotion's button (join, apply or claim) with what followed: a visitor is sent to log in,
 * a refusal is said in words, a success names what happened and where to go next.
 */
export function PromotionActionButton({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionTexts();
  const loggedIn = useLoggedIn();
  const gate = useGatedAction();
  const act = usePromotionAction();
  const action = actionOf(promotion);
  const done = act.isSuccess ? act.data : null;

  const press = (event: MouseEvent) => {
    gate(event);
    if (event.defaultPrevented || !action) return;
    act.mutate({ action, promotion });
  };

  return (
    <div className={styles.action}>
      {action && (
        <Button onClick={press} loading={act.isPending}>
          {loggedIn ? t(`promotionCentre.${LABEL[action]}`) : t('promotionCentre.loginToTakePart')}
        </Button>
      )}
      {act.isError && (
        <p role="alert" className={styles.problem}>
          {t(errorKey(act.error))}
        </p>
      )}
      {done && act.variables && (
        <p role="status" className={styles.done}>
          {t(`promotionCentre.${DONE[act.variables.action]}`)}
        </p>
      )}
      {promotion.status === 'joined' && (
        <p className={styles.hint}>
          {t('promotionCentre.joinedHint')}{' '}
          <Link to="/member/deposit-v2">{t('promotionCentre.depositNow')}</Link>
        </p>
      )}
      {promotion.status === 'issued' && (
        <p className={styles.hint}>
          {t('promotionCentre.issuedHint')}{' '}
          <Link to="/member/reward-center">{t('promotionCentre.openRewardCentre')}</Link>
        </p>
      )}
    </div>
  );
}
