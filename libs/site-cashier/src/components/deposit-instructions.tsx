import type { DepositInstructions as Instructions } from '@tessera/contract';
import { QRCode } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './deposit-instructions.module.css';

/** How to pay a deposit: the provider's page, a QR code (spec §9: 200 px, margin 20, M) or bank details. */
export function DepositInstructions({ instructions }: { instructions: Instructions }) {
  const { t } = useTranslation();
  const { redirectUrl, qrPayload, bank } = instructions;
  return (
    <div className={styles.instructions}>
      {redirectUrl && (
        <>
          <p>{t('cashier.redirectHint')}</p>
          <a href={redirectUrl} target="_blank" rel="noopener" className="button-link">
            {t('cashier.openProvider')}
          </a>
        </>
      )}
      {qrPayload && (
        <>
          <p>{t('cashier.qrHint')}</p>
          <QRCode
            value={qrPayload}
            size={200}
            margin={20}
            errorCorrection="M"
            title={t('cashier.qrTitle')}
          />
        </>
      )}
      {bank && (
        <>
          <p>{t('cashier.bankHint')}</p>
          <dl className={styles.bank}>
            <dt>{t('cashier.bankName')}</dt>
            <dd>{bank.bankName}</dd>
            <dt>{t('cashier.accountName')}</dt>
            <dd>{bank.accountName}</dd>
            <dt>{t('cashier.accountNumber')}</dt>
            <dd>{bank.accountNumber}</dd>
            <dt>{t('cashier.transferNote')}</dt>
            <dd>{bank.transferNote}</dd>
          </dl>
        </>
      )}
    </div>
  );
}
