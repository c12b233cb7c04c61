import { useMutation } from '@tanstack/react-query';
import { CASHIER_OPS_ROUTES } from '@tessera/contract';
import { Button, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import { TextArea } from '../core/text-area';
import styles from '../desk-kit/desk.module.css';
import { Card } from '../desk-kit/kit';
import { type Props, useRefresh } from './section-hooks';

/** Identity: the payee name withdrawals go to, corrected by staff with a reason. */
export function IdentitySection({ profile }: Props) {
  const { t } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const [name, setName] = useState(profile.identity.payeeName ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const correct = useMutation({
    mutationFn: () =>
      callOps(CASHIER_OPS_ROUTES.correctPayeeName, {
        params: { id: Number(profile.account.id) },
        body: { payeeName: name.trim(), reason: reason.trim() },
      }),
    onSuccess: () => {
      setReason('');
      void refresh();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = t('console.vRequired');
    else if (name.trim().length > 64) next.name = t('desks.vTooLong', { max: 64 });
    if (!reason.trim()) next.reason = t('console.vRequired');
    else if (reason.trim().length > 140) next.reason = t('desks.vTooLong', { max: 140 });
    setErrors(next);
    if (Object.keys(next).length === 0) correct.mutate();
  }
  return (
    <Card title={t('desks.identity')} id="identity-title">
      <dl className={styles.facts}>
        <dt>{t('desks.payeeName')}</dt>
        <dd>{profile.identity.payeeName ?? t('desks.notSet')}</dd>
        <dt>{t('desks.payeeFixed')}</dt>
        <dd>{t(profile.identity.fixed ? 'desks.yes' : 'desks.no')}</dd>
      </dl>
      {can('members.payee-name') && (
        <form className={styles.skeleton} onSubmit={submit} noValidate>
          <TextField
            label={t('desks.newPayeeName')}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextArea
            label={t('desks.reason')}
            value={reason}
            onChange={setReason}
            error={errors.reason}
          />
          <FormError error={correct.error} />
          {correct.isSuccess && <p role="status">{t('desks.saved')}</p>}
          <div className={styles.actions}>
            <Button type="submit" disabled={correct.isPending}>
              {t('desks.correctPayee')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
