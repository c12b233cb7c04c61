import { useQuery } from '@tanstack/react-query';
import { cleanWinners } from '@tessera/domain';
import { formatMoney, WinnersBoard, withCurrencySign, type WinnerRow } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { winnersQuery } from '../api/get-winners';
import { currencySymbol } from '../utils/currency-symbol';
import { useNearViewport } from '@tessera/site-shared/viewport/use-near-viewport';
import { SectionError } from './section-states';
import styles from './winners.module.css';

/**
 * The winners board (spec §4, §9): 20 recorded wins asked for, the 9 biggest shown, biggest first,
 * each cleaned to two decimals with the reader's grouping. Loads as it nears the screen.
 */
export function Winners() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const brand = useBrand();
  const [frameRef, near] = useNearViewport<HTMLDivElement>();
  const winners = useQuery({ ...winnersQuery(client, i18n.language), enabled: near });

  let rows: WinnerRow[] | undefined;
  if (winners.status === 'success') {
    const symbol = currencySymbol(brand.currency, i18n.language);
    rows = cleanWinners(winners.data.list.map((entry) => entry.vo)).map((win, index) => ({
      // Names are masked and may repeat; the rank makes each line unique.
      id: `${index}-${win.customerName}`,
      name: win.customerName,
      game: win.gameName,
      amount: withCurrencySign(
        formatMoney(win.amountMinor, i18n.language),
        brand.currency,
        i18n.language,
        symbol,
      ),
      iconUrl: win.iconUrl || undefined,
    }));
  }

  return (
    <div ref={frameRef} className={styles.frame}>
      <WinnersBoard
        title={t('lobby.winnersTitle')}
        rows={rows}
        empty={t('lobby.winnersEmpty')}
        error={
          winners.status === 'error' && (
            <SectionError
              message={t('lobby.winnersFailed')}
              error={winners.error}
              onRetry={() => void winners.refetch()}
            />
          )
        }
      />
    </div>
  );
}
