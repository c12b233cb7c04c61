import { useInfiniteQuery } from '@tanstack/react-query';
import { commentTextIssue } from '@tessera/domain';
import { dateTimeFormat } from '@tessera/i18n';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryState } from '@tessera/site-shared/forms/retry-state';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useLoggedIn } from '@tessera/site-shared/session';
import { commentsQuery, useAddComment } from '../api/feedback-api';
import styles from './feedback.module.css';
import { ImagePicker } from './image-picker';
import { TextArea } from './text-area';

export interface PromotionCommentsProps {
  /** The promotion the comments belong to (any id the promotions module uses). */
  promotionId: string;
}

/**
 * A promotion's activity comments (spec §3): newest first with their pictures, and for a
 * signed-in member a form of at most 140 characters and 3 pictures that keeps its input when
 * refused.
 */
export function PromotionComments({ promotionId }: PromotionCommentsProps) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const loggedIn = useLoggedIn();
  const comments = useInfiniteQuery(commentsQuery(client, promotionId));
  const add = useAddComment(promotionId);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = comments.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = commentTextIssue(content);
    setIssue(problem ? t(`errors.${problem}`) : null);
    if (problem) return;
    add.mutate(
      { content: content.trim(), images },
      {
        onSuccess: () => {
          setContent('');
          setImages([]);
        },
      },
    );
  };

  const list = () => {
    if (comments.isPending)
      return (
        <div role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={72} />
        </div>
      );
    if (comments.isError && !comments.data)
      return <RetryState error={comments.error} onRetry={() => void comments.refetch()} />;
    if (rows.length === 0)
      return <EmptyState title={t('feedback.noComments')} hint={t('feedback.noCommentsHint')} />;
    return (
      <ul className={styles.commentList}>
        {rows.map((comment) => (
          <li key={comment.id} className={styles.comment}>
            <strong>{comment.author}</strong>
            <p>{comment.content}</p>
            {comment.images.length > 0 && (
              <div className={styles.thumbs}>
                {comment.images.map((src, n) => (
                  <img
                    key={src}
                    src={src}
                    loading="lazy"
                    alt={t('feedback.commentImage', { n: n + 1, author: comment.author })}
                  />
                ))}
              </div>
            )}
            <time className={styles.hint} dateTime={comment.createdAt}>
              {date.format(new Date(comment.createdAt))}
            </time>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.comments} aria-labelledby={`comments-${promotionId}`}>
      <h2 id={`comments-${promotionId}`} className={styles.heading}>
        {t('feedback.commentsTitle')}
      </h2>
      {loggedIn ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextArea
            label={t('feedback.comment')}
            value={content}
            onChange={setContent}
            {...(issue ? { error: issue } : {})}
          />
          <ImagePicker images={images} onChange={setImages} disabled={add.isPending} />
          <CallError error={add.error} />
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('feedback.posting') : t('feedback.post')}
          </Button>
        </form>
      ) : (
        <p>
          <Link to="/login">{t('feedback.loginToComment')}</Link>
        </p>
      )}
      {list()}
      {comments.hasNextPage && (
        <Button
          variant="secondary"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('feedback.loadMore')}
        </Button>
      )}
    </section>
  );
}
