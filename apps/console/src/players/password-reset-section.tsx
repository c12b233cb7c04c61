import { useMutation } from '@tanstack/react-query';
import { PLAYER_OPS_ROUTES } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Card } from '../desk-kit/kit';
import { type Props } from './section-hooks';

export function PasswordResetSection({ profile }: Props) {
  const { t } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const reset = useMutation({
    mutationFn: () =>
      callOps(PLAYER_OPS_ROUTES.passwordReset, { params: { id: profile.account.id } }),
  });
  if (!can('players.password')) return null;
  return (
    <Card title={t('desks.passwordReset')} id="reset-title">
      <p className={styles.meta}>{t('desks.passwordResetIntro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={reset.isPending} onClick={() => reset.mutate()}>
          {t('desks.sendResetCode')}
        </Button>
      </div>
      <FormError error={reset.error} />
      {reset.data && (
        <p role="status">
          {t(reset.data.channel === 'SMS' ? 'desks.resetSentSms' : 'desks.resetSentEmail', {
            to: reset.data.to,
            minutes: reset.data.minutes,
          })}
        </p>
      )}
    </Card>
  );
}
