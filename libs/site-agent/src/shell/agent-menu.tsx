import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { AGENT_MENU_GROUPS, LIVE_CHAT, visibleMenu } from './agent-menu-entries';
import styles from './agent-shell.module.css';
import { useAgentGates } from './use-agent-gates';

export interface AgentMenuProps {
  /** Names the groups' headings apart when the menu shows twice (column and phone sheet). */
  idPrefix: string;
  /** Called when an entry is chosen (the phone sheet closes). */
  onChoose?: () => void;
}

/** The agent centre's left menu (spec §2), from the data list, gated by the pay kinds. */
export function AgentMenu({ idPrefix, onChoose }: AgentMenuProps) {
  const { t } = useTranslation();
  const gates = useAgentGates();
  const { permission } = useStartup();
  const liveChat = permission.customerService.find((entry) =>
    entry.csPosition.startsWith('LIVECHAT'),
  );
  const entries = visibleMenu(gates, Boolean(liveChat));
  return (
    <nav aria-label={t('agent.menu')} className={styles.menu}>
      {AGENT_MENU_GROUPS.map(({ group, label }) => {
        const inGroup = entries.filter((entry) => entry.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `${idPrefix}-${group}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.group}>
              {t(label)}
            </h2>
            <ul className={styles.list}>
              {inGroup.map((entry) => (
                <li key={entry.id}>
                  {entry.path === LIVE_CHAT ? (
                    <a
                      href={liveChat?.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.item}
                      onClick={onChoose}
                    >
                      {t(entry.label)}
                    </a>
                  ) : (
                    <Link
                      to={entry.path}
                      className={styles.item}
                      activeOptions={{ exact: true }}
                      onClick={onChoose}
                    >
                      {t(entry.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
