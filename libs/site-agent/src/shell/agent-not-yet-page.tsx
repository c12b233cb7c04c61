import { Link } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AgentPageHeading } from './agent-page-heading';

/** An agent page a later release builds: its name, an honest "coming soon", a way on. */
export function AgentNotYetPage({ title }: { title: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <>
      <AgentPageHeading title={title} />
      <EmptyState
        title={t('agent.notYetTitle')}
        hint={t('agent.notYetHint')}
        action={<Link to="/agentHome">{t('agent.home')}</Link>}
      />
    </>
  );
}
