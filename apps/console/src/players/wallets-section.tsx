import { useTranslation } from 'react-i18next';
import styles from '../desk-kit/desk.module.css';
import { Card } from '../desk-kit/kit';
import { formatMinor } from '../desk-kit/money';
import { type Props } from './section-hooks';

export function WalletsSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const w = profile.wallets;
  return (
    <Card title={t('desks.wallets')} id="wallets-title">
      {!w ? (
        <p className={styles.meta}>{t('desks.noWallet')}</p>
      ) : (
        <dl className={styles.facts}>
          <dt>{t('desks.balance')}</dt>
          <dd>{formatMinor(i18n.language, w.balance, w.currency)}</dd>
          <dt>{t('desks.held')}</dt>
          <dd>{formatMinor(i18n.language, w.held, w.currency)}</dd>
          <dt>{t('desks.available')}</dt>
          <dd>
            <strong>{formatMinor(i18n.language, w.available, w.currency)}</strong>
          </dd>
          {w.gameWallets.map((g) => (
            <div key={g.vendor} style={{ display: 'contents' }}>
              <dt>{g.vendor}</dt>
              <dd>{formatMinor(i18n.language, g.balance, w.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
