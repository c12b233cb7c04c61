import { Link } from '@tanstack/react-router';
import { Badge } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useBadgeCounts } from '@tessera/site-shared/badges';
import styles from './member-area.module.css';

/** The header's envelope: the member's messages, with the unread count on it. */
export function MessagesLink() {
  const { t } = useTranslation();
  const { messages } = useBadgeCounts();
  return (
    <Link
      to="/member/message-v2"
      className={`button-link secondary ${styles.messages}`}
      aria-label={t('shell.messages')}
      data-testid="header-messages"
    >
      <Badge count={messages}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M3 6h18v12H3z M3 6l9 7 9-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </Badge>
    </Link>
  );
}
