import { Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui';
import { memberDisplayName } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '@tessera/site-shared/session';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import styles from './agent-shell.module.css';
import { useMerchantClock } from './use-clock';

export interface AgentHeaderProps {
  /** The phone's menu button (the desktop shows the menu as a column). */
  menuButton: ReactNode;
  onSignOut: () => void;
}

/** The agent centre's header (spec §2): GMT offset, a clock ticking each second, name, sign-out. */
export function AgentHeader({ menuButton, onSignOut }: AgentHeaderProps) {
  const { t } = useTranslation();
  const { whitelabel } = useStartup();
  const member = useMember();
  const { clock, offset } = useMerchantClock(whitelabel.timeZone);
  return (
    <header className={styles.header}>
      {menuButton}
      <Link to="/agentHome" className={styles.title}>
        {t('agent.centre')}
      </Link>
      <dl className={styles.time}>
        <div>
          <dt className="visually-hidden">{t('agent.timeZone')}</dt>
          <dd>{offset}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('agent.merchantTime')}</dt>
          <dd>
            <time className={styles.clock}>{clock}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.who}>
        <span className="visually-hidden">{t('agent.signedInAs')} </span>
        <span className={styles.name}>{member && memberDisplayName(member)}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onSignOut}>
        {t('agent.signOut')}
      </Button>
    </header>
  );
}
