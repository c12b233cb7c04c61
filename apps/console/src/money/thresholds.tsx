import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASHIER_DESK_ROUTES,
  type DeskThresholds,
  type MerchantDeskThresholds,
} from '@tessera/contract';
import { Button, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Card, QueryView } from '../desk-kit/kit';
import { parseMajor, PLAIN, toMajorText } from '../desk-kit/money';

const FIELDS = ['withdrawalFourEyes', 'adjustmentFourEyes', 'riskAmount'] as const;

/** A merchant's four-eyes and risk amounts (empty: off). */
export function ThresholdsForm({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const current = useQuery({
    queryKey: ['desk', 'thresholds', merchant],
    queryFn: () => callOps(CASHIER_DESK_ROUTES.thresholds, { params: { code: merchant } }),
  });
  return (
    <Card title={t('desks.thresholdsTitle', { merchant })} id="thresholds-title">
      <p className={styles.meta}>{t('desks.thresholdsIntro')}</p>
      <QueryView query={current}>
        {(data) => <ThresholdFields key={merchant} merchant={merchant} current={data} />}
      </QueryView>
    </Card>
  );
}

function ThresholdFields({
  merchant,
  current,
}: {
  merchant: string;
  current: MerchantDeskThresholds;
}) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, toMajorText(current[f], PLAIN)])) as Record<
        (typeof FIELDS)[number],
        string
      >,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: DeskThresholds) =>
      callOps(CASHIER_DESK_ROUTES.setThresholds, { params: { code: merchant }, body }),
    onSuccess: (saved) => queryClient.setQueryData(['desk', 'thresholds', merchant], saved),
  });
  const editable = can('cashier.thresholds');
  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    const body = {} as DeskThresholds;
    for (const field of FIELDS) {
      const text = values[field].trim();
      const amount = text === '' ? null : parseMajor(text, PLAIN);
      if (amount === undefined || (text !== '' && amount === null))
        next[field] = t('desks.vAmount');
      body[field] = amount;
    }
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate(body);
  }
  return (
    <form className={styles.skeleton} onSubmit={submit} noValidate>
      <div className={styles.formRow}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`desks.threshold_${field}`)}
            hint={t('desks.thresholdHint')}
            inputMode="decimal"
            value={values[field]}
            readOnly={!editable}
            error={errors[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        ))}
      </div>
      <FormError error={save.error} />
      {save.isSuccess && <p role="status">{t('desks.saved')}</p>}
      {editable && (
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('desks.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
