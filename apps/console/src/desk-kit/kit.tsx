import type { UseQueryResult } from '@tanstack/react-query';
import { Button, EmptyState, Modal, Skeleton } from '@tessera/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../core/errors';
import { FormError } from '../core/form-error';
import { TextArea } from '../core/text-area';
import styles from './desk.module.css';

/** A query's three faces: a skeleton while loading, an error with retry, then `children(data)`. */
export function QueryView<T>({
  query,
  lines = 4,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className={styles.skeleton} aria-busy="true" data-testid="skeleton">
        <span className={styles.hidden}>{t('console.loading')}</span>
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} width={`${90 - i * 10}%`} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        tone="error"
        level={3}
        title={errorText(t, query.error)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('console.retry')}
          </Button>
        }
      />
    );
  return <>{children(query.data)}</>;
}

/** Nothing to show yet. */
export function Empty({ title }: { title: string }) {
  return <EmptyState level={3} title={title} />;
}

/** A section of a desk page: a titled card. */
export function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A dialog asking why (block, reject, settle…): a required reason, then `onSubmit(reason)`; a
 * refusal shows in the dialog, translated.
 */
export function ReasonDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  label: string;
  submit: string;
  onSubmit(reason: string): Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') return setError(t('console.vRequired'));
    setError(null);
    setBusy(true);
    try {
      await props.onSubmit(reason.trim());
      setReason('');
      setFailure(null);
      props.onOpenChange(false);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title}>
      <form className={styles.skeleton} onSubmit={(e) => void submit(e)} noValidate>
        {props.children}
        <TextArea label={props.label} value={reason} onChange={setReason} error={error} />
        <FormError error={failure} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {props.submit}
          </Button>
          <Button type="button" variant="secondary" onClick={() => props.onOpenChange(false)}>
            {t('desks.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export { errorText };
