import { useMutation } from '@tanstack/react-query';
import { AUDIT_OPS_ROUTES, type AuditVerification } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatNumber } from '../core/format';
import { useCallOps } from '../core/ops';
import styles from './audit.module.css';

/** Walks every chain on the platform and says they are whole, or where the first one breaks. */
export function VerifyPanel() {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const verify = useMutation({ mutationFn: () => callOps(AUDIT_OPS_ROUTES.verify) });
  return (
    <section className={styles.panel} aria-labelledby="verify-title">
      <h2 id="verify-title" className={styles.panelTitle}>
        {t('console.verifyTitle')}
      </h2>
      <p className={shared.intro}>{t('console.verifyIntro')}</p>
      <div>
        <Button variant="secondary" loading={verify.isPending} onClick={() => verify.mutate()}>
          {t('console.verifyRun')}
        </Button>
      </div>
      <FormError error={verify.error} />
      {verify.data && <VerifyResult result={verify.data} />}
    </section>
  );
}

export function VerifyResult({ result }: { result: AuditVerification }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  if (result.ok || !result.broken)
    return (
      <p role="status" className={styles.ok}>
        {t('console.verifyOk', { chains: n(result.chains), entries: n(result.entries) })}
      </p>
    );
  const broken = result.broken;
  return (
    <div role="alert" className={styles.broken}>
      <p className={styles.brokenTitle}>
        {t('console.verifyBroken', {
          id: broken.id,
          merchant: broken.merchantCode ?? t('console.noMerchant'),
        })}
      </p>
      <p>
        {t(broken.field === 'hash' ? 'console.verifyField_hash' : 'console.verifyField_prev_hash')}
      </p>
      <dl className={shared.details}>
        <dt>{t('console.expected')}</dt>
        <dd className={shared.mono}>{broken.expected ?? t('console.none')}</dd>
        <dt>{t('console.stored')}</dt>
        <dd className={shared.mono}>{broken.stored ?? t('console.none')}</dd>
      </dl>
    </div>
  );
}
