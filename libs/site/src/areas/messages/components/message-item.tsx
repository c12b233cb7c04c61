import type { MemberMessage } from '@tessera/contract';
import { dateTimeFormat } from '@tessera/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './messages.module.css';

/** A name the platform sent per language (`title.en`, `title.bn` …), in the reader's language. */
function localizedParam(
  params: Partial<Record<string, string>>,
  name: string,
  language: string,
): string {
  const prefix = `${name}.`;
  return (
    params[prefix + language] ??
    params[`${prefix}en`] ??
    Object.entries(params).find(([key]) => key.startsWith(prefix))?.[1] ??
    ''
  );
}

/** A message's title and text in the reader's language: an event's from its template. */
function useWording(message: MemberMessage): { title: string; body: string; quote?: string } {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { template, params } = message;
  if (!template) return { title: message.title, body: message.body };
  const amount = params['amount'] ? money(Number(params['amount']), params['currency']) : '';
  if (template === 'feedbackAnswered')
    return {
      title: t('messages.feedbackAnsweredTitle'),
      body: message.body,
      quote: t('messages.feedbackAnsweredQuestion', { question: params['question'] ?? '' }),
    };
  return {
    title: t(`messages.${template}Title`),
    body: t(`messages.${template}Body`, {
      amount,
      title: localizedParam(params, 'title', i18n.language),
      item: localizedParam(params, 'item', i18n.language),
      level: params['level'] ?? '',
    }),
  };
}

export interface MessageItemProps {
  message: MemberMessage;
  open: boolean;
  /** Opens or closes the message; opening an unread one marks it read. */
  onToggle: () => void;
}

/** One message: its title, date and an unread mark; its text shows when opened. */
export function MessageItem({ message, open, onToggle }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const bodyId = useId();
  const { title, body, quote } = useWording(message);
  const date = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(message.createdAt));
  return (
    <li className={`${styles.item} ${message.read ? '' : styles.unread}`}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        {!message.read && (
          <span className={styles.dot}>
            <span className="visually-hidden">{t('messages.unread')}: </span>
          </span>
        )}
        <span className={styles.title}>{title}</span>
        <span className={styles.meta}>
          {message.broadcast && <span className={styles.tag}>{t('messages.broadcast')}</span>}
          <time dateTime={message.createdAt}>{date}</time>
        </span>
      </button>
      <div id={bodyId} hidden={!open} className={styles.body}>
        {quote && <p className={styles.quote}>{quote}</p>}
        <p>{body}</p>
      </div>
    </li>
  );
}
