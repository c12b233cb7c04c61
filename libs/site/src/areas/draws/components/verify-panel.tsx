import type { DrawTicket } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { verifyDraw, type DrawCheck } from '../utils/verify-draw';
import styles from './draws.module.css';
import { useDrawTexts } from './use-draw-texts';

/**
 * A ticket's provably-fair record: the seed hash (published before play) and, once played, the
 * revealed seed, the client seed and the nonce, with a Verify button that recomputes the
 * outcome in this browser.
 */
export function VerifyPanel({ ticket }: { ticket: DrawTicket }) {
  const { t, prize } = useDrawTexts();
  const [check, setCheck] = useState<DrawCheck | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    try {
      setCheck(await verifyDraw(ticket));
    } catch {
      setCheck('failed');
    } finally {
      setBusy(false);
    }
  };
  const picked = check && check !== 'failed' ? ticket.prizes[check.index] : undefined;
  return (
    <div className={styles.facts} data-testid="verify-panel">
      <dl className={styles.facts}>
        <dt>{t('draws.seedHash')}</dt>
        <dd data-testid="seed-hash">{ticket.serverSeedHash}</dd>
        {ticket.serverSeed !== null && (
          <>
            <dt>{t('draws.serverSeed')}</dt>
            <dd data-testid="server-seed">{ticket.serverSeed}</dd>
            <dt>{t('draws.clientSeed')}</dt>
            <dd>{ticket.clientSeed}</dd>
            <dt>{t('draws.nonce')}</dt>
            <dd>{ticket.nonce}</dd>
          </>
        )}
      </dl>
      {ticket.serverSeed !== null && (
        <>
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void verify()}>
            {busy ? t('draws.verifying') : t('draws.verify')}
          </Button>
          <div aria-live="polite">
            {check === 'failed' || (check && !check.verified) ? (
              <p className={styles.bad}>{t('draws.notVerified')}</p>
            ) : check ? (
              <p className={styles.ok} data-testid="verified">
                {t('draws.verified', {
                  index: check.index + 1,
                  prize: prize(picked?.amount ?? 0),
                })}
              </p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
