import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES } from '@tessera/site-agent';
import { useReferralMenuVisible } from '@tessera/site-shared/badges';
import { useIsAgent } from '@tessera/site-shared/session';

/**
 * Where "Invite friends" (spec §2, §6) leads: a signed-in agent recruits in the agent centre's
 * register centre, a member while the merchant's referral programme is on on the referral page;
 * null for anyone else (no entry).
 */
export function useInviteTarget(): string | null {
  const visible = useReferralMenuVisible();
  const isAgent = useIsAgent();
  if (!visible) return null;
  return isAgent ? AGENT_PAGES.registerCenter : '/member/referral';
}

/** The "Invite friends" entry of a menu list, when the viewer has one. */
export function InviteItem({ className }: { className?: string }) {
  const { t } = useTranslation();
  const target = useInviteTarget();
  if (!target) return null;
  return (
    <li>
      <Link to={target} className={className}>
        {t('shell.invite')}
      </Link>
    </li>
  );
}
