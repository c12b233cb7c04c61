import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASHIER_DESK_ROUTES,
  CASHIER_OPS_ROUTES,
  DEPOSIT_ACTIONS,
  type WithdrawalRiskFlag,
} from '@tessera/contract';
import { Button, Drawer } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { QueryView } from '../desk-kit/kit';
import { formatAge, formatMinor } from '../desk-kit/money';
import { PlayerActivityView } from './player-activity';
import { RiskFlags } from './risk-flags';

/** One deposit's drawer: the row, its flags, the manual decision on a pending bank deposit, 30 days. */
export function DepositDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['desk', 'deposit', id],
    queryFn: () => callOps(CASHIER_DESK_ROUTES.deposit, { params: { id: id as number } }),
    enabled: id !== null,
  });
  const decide = useMutation({
    mutationFn: (action: (typeof DEPOSIT_ACTIONS)[number]) =>
      callOps(CASHIER_OPS_ROUTES.decideDeposit, { params: { id: id as number }, body: { action } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk'] }),
  });
  const language = i18n.language;
  return (
    <Drawer
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('desks.depositTitle', { id })}
    >
      {id !== null && (
        <QueryView query={detail} lines={8}>
          {({ row, player }) => (
            <div className={styles.skeleton}>
              <dl className={styles.facts}>
                <dt>{t('desks.colPlayer')}</dt>
                <dd>
                  {row.account} (#{row.memberId}, {row.merchantCode})
                </dd>
                <dt>{t('desks.colAmount')}</dt>
                <dd>
                  <strong>{formatMinor(language, row.amount, row.currency)}</strong>
                </dd>
                <dt>{t('desks.colStatus')}</dt>
                <dd>{t(`desks.status_${row.status}`)}</dd>
                <dt>{t('desks.colMethod')}</dt>
                <dd>{row.method}</dd>
                <dt>{t('desks.colAge')}</dt>
                <dd>
                  {formatAge(language, row.ageSeconds)} · {formatDateTime(language, row.createdAt)}
                </dd>
              </dl>
              <RiskFlags flags={row.flags as WithdrawalRiskFlag[]} />
              {row.status === 'pending' && row.methodKind === 'bank' && can('deposits.approve') && (
                <div className={styles.actions}>
                  {DEPOSIT_ACTIONS.map((action) => (
                    <Button
                      key={action}
                      variant={action === 'reject' ? 'secondary' : 'primary'}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate(action)}
                    >
                      {t(`desks.action_${action}`)}
                    </Button>
                  ))}
                </div>
              )}
              <FormError error={decide.error} />
              <PlayerActivityView activity={player} />
            </div>
          )}
        </QueryView>
      )}
    </Drawer>
  );
}
