import { useQuery } from '@tanstack/react-query';
import type { MallItem } from '@tessera/contract';
import { Button, EmptyState, Skeleton, Tabs } from '@tessera/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useLoggedIn } from '@tessera/site-shared/session';
import { useGatedAction, useGoToLogin } from '@tessera/site-account';
import { mallItemsQuery, pointsBalanceQuery, pointsConfigQuery } from '../api/points-queries';
import { ExchangeRates } from '../components/exchange-rates';
import { MallGrid } from '../components/mall-grid';
import { PointsDetails } from '../components/points-details';
import { PointsFailed } from '../components/points-failed';
import { PointsRules } from '../components/points-rules';
import { PointsSummary } from '../components/points-summary';
import { RedeemDialog } from '../components/redeem-dialog';
import { RedeemHistory } from '../components/redeem-history';
import styles from '../components/points.module.css';
import type { MallTab, PointMallSearch } from '../search';

/**
 * /pointMall (spec §2 points mall): redeem, redeem history, points details, points rules and
 * the exchange-rate table, one tab each (kept in `?tab=`). Anyone may browse the items and the
 * rules; redeeming, the history, the details and converting need a session.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const { tab = 'mall' }: PointMallSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const client = usePlatformClient();
  const signedIn = useLoggedIn();
  const balance = useQuery(pointsBalanceQuery(client));

  const show = (next: string) =>
    void navigate({
      to: '/pointMall',
      search: next === 'mall' ? {} : { tab: next as MallTab },
      replace: true,
    });

  const needsSession = (content: ReactNode) => (signedIn ? content : <SignInFirst />);
  const items = [
    {
      value: 'mall',
      label: t('points.tabMall'),
      content: <MallTab points={balance.data?.points ?? 0} />,
    },
    { value: 'history', label: t('points.tabHistory'), content: needsSession(<RedeemHistory />) },
    { value: 'details', label: t('points.tabDetails'), content: needsSession(<PointsDetails />) },
    {
      value: 'rules',
      label: t('points.tabRules'),
      content: <ConfigTab kind="rules" signedIn={signedIn} />,
    },
    {
      value: 'rates',
      label: t('points.tabRates'),
      content: <ConfigTab kind="rates" signedIn={signedIn} />,
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pages.pointMall')}</h1>
      {signedIn && <PointsSummary balance={balance.data} />}
      <Tabs items={items} label={t('pages.pointMall')} value={tab} onChange={show} />
    </div>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  const goToLogin = useGoToLogin();
  return (
    <EmptyState
      title={t('points.signInHint')}
      action={<Button onClick={goToLogin}>{t('points.signIn')}</Button>}
    />
  );
}

function MallTab({ points }: { points: number }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const items = useQuery(mallItemsQuery(client, i18n.language));
  const gate = useGatedAction();
  const [chosen, setChosen] = useState<MallItem | null>(null);
  const [redeemed, setRedeemed] = useState(false);

  if (items.isPending)
    return (
      <div className={styles.grid} role="status" data-testid="mall-skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} shape="block" height={260} />
        ))}
      </div>
    );
  if (items.isError) return <PointsFailed onRetry={() => void items.refetch()} />;
  if (items.data.items.length === 0) return <EmptyState title={t('points.noItems')} />;
  return (
    <>
      {redeemed && (
        <p role="status" className={styles.in}>
          {t('points.redeemDone')}{' '}
          <Link to="/pointMall" search={{ tab: 'history' }}>
            {t('points.seeHistory')}
          </Link>
        </p>
      )}
      <MallGrid
        items={items.data.items}
        onRedeem={(item, event) => {
          // A visitor gets the login popup, a trial account the real-account prompt.
          gate(event);
          if (event.defaultPrevented) return;
          setRedeemed(false);
          setChosen(item);
        }}
      />
      <RedeemDialog
        item={chosen}
        points={points}
        onClose={() => setChosen(null)}
        onRedeemed={() => {
          setChosen(null);
          setRedeemed(true);
        }}
      />
    </>
  );
}

function ConfigTab({ kind, signedIn }: { kind: 'rules' | 'rates'; signedIn: boolean }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const config = useQuery(pointsConfigQuery(client));
  if (config.isPending)
    return (
      <div role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton shape="block" height={200} />
      </div>
    );
  if (config.isError) return <PointsFailed onRetry={() => void config.refetch()} />;
  return kind === 'rules' ? (
    <PointsRules config={config.data} />
  ) : (
    <ExchangeRates config={config.data} signedIn={signedIn} />
  );
}
