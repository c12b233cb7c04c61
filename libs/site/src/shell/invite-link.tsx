import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES } from '../areas/agent';
import { useReferralMenuVisible } from '../core/badges';
import { useIsAgent } from '../core/session';

/**
 * "Invite friends" (spec §2, §6): shown to a signed-in agent, who recruits in the agent centre's
 * register centre, or to a member while the merchant's referral programme is on (the referral
 * page); nothing for anyone else.
 */
export function InviteItem({ className }: { className?: string }) {
  const { t } = useTranslation();
  const visible = useReferralMenuVisible();
  const isAgent = useIsAgent();
  if (!visible) return null;
  return (
    <li>
      <Link to={isAgent ? AGENT_PAGES.registerCenter : '/member/referral'} className={className}>
        {t('shell.invite')}
      </Link>
    </li>
  );
}
