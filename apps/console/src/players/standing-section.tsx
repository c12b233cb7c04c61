import { PLAYER_OPS_ROUTES } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Card, ReasonDialog } from '../desk-kit/kit';
import { type Props, useRefresh } from './section-hooks';

export function BlockSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const [open, setOpen] = useState(false);
  const { standing } = profile;
  const blocked = standing.status === 'blocked';
  return (
    <Card title={t('desks.standing')} id="standing-title">
      <p>
        <span className={blocked ? shared.chipDanger : shared.chipOk}>
          {t(`desks.standing_${standing.status}`)}
        </span>
      </p>
      {blocked && (
        <dl className={styles.facts}>
          <dt>{t('desks.blockedBy')}</dt>
          <dd>{standing.blockedBy ? t(`desks.blocker_${standing.blockedBy}`) : '—'}</dd>
          <dt>{t('desks.blockedAt')}</dt>
          <dd>{formatDateTime(i18n.language, standing.blockedAt)}</dd>
          <dt>{t('desks.reason')}</dt>
          <dd>{standing.reason ?? '—'}</dd>
        </dl>
      )}
      {can('players.block') && (
        <div className={styles.actions}>
          <Button variant={blocked ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
            {t(blocked ? 'desks.unblock' : 'desks.block')}
          </Button>
        </div>
      )}
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t(blocked ? 'desks.unblockTitle' : 'desks.blockTitle', {
          name: profile.account.username,
        })}
        label={t('desks.reason')}
        submit={t(blocked ? 'desks.unblock' : 'desks.block')}
        onSubmit={async (reason) => {
          const route = blocked ? PLAYER_OPS_ROUTES.unblock : PLAYER_OPS_ROUTES.block;
          await callOps(route, { params: { id: profile.account.id }, body: { reason } });
          await refresh();
        }}
      >
        {!blocked && <p className={styles.meta}>{t('desks.blockIntro')}</p>}
      </ReasonDialog>
    </Card>
  );
}
