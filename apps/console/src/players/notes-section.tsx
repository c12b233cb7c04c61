import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAYER_NOTE_MAX, PLAYER_OPS_ROUTES } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import { TextArea } from '../core/text-area';
import styles from '../desk-kit/desk.module.css';
import { Card, Empty, QueryView } from '../desk-kit/kit';
import { type Props } from './section-hooks';

export function NotesSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const id = profile.account.id;
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notes = useQuery({
    queryKey: ['player', id, 'notes'],
    queryFn: () => callOps(PLAYER_OPS_ROUTES.notes, { params: { id }, query: { limit: 100 } }),
  });
  const add = useMutation({
    mutationFn: () =>
      callOps(PLAYER_OPS_ROUTES.addNote, { params: { id }, body: { text: text.trim() } }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['player', id, 'notes'] });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t('console.vRequired'));
    if (text.trim().length > PLAYER_NOTE_MAX)
      return setError(t('desks.vTooLong', { max: PLAYER_NOTE_MAX }));
    setError(null);
    add.mutate();
  }
  return (
    <div className={styles.grid}>
      <Card title={t('desks.notes')} id="notes-title">
        <p className={styles.meta}>{t('desks.notesIntro')}</p>
        <QueryView query={notes}>
          {(page) =>
            page.items.length === 0 ? (
              <Empty title={t('desks.noNotes')} />
            ) : (
              <ul className={styles.list} aria-label={t('desks.notes')}>
                {page.items.map((note) => (
                  <li key={note.id} className={styles.listItem}>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>
                    <span className={styles.meta}>
                      {t('desks.noteBy', {
                        name: note.author.name,
                        time: formatDateTime(i18n.language, note.at),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Card>
      {can('players.notes') && (
        <Card title={t('desks.addNote')} id="add-note-title">
          <form className={styles.skeleton} onSubmit={submit} noValidate>
            <TextArea label={t('desks.noteText')} value={text} onChange={setText} error={error} />
            <FormError error={add.error} />
            <div className={styles.actions}>
              <Button type="submit" disabled={add.isPending}>
                {t('desks.addNote')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
