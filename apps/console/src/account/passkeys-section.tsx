import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_SESSION_ROUTES, type StaffPasskey } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { Button, ConfirmDialog, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { createPasskey } from '../core/passkeys';
import { required } from '../core/validate';
import styles from './account.module.css';

const PASSKEYS = ['passkeys'];

/**
 * The member's passkeys: each with its name, when it was added and last used; adding one (a
 * name, then the browser's passkey prompt) where passkeys can work, and removing one after a
 * confirmation.
 */
export function PasskeysSection({ canAdd }: { canAdd: boolean }) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<StaffPasskey | null>(null);
  const list = useQuery({
    queryKey: PASSKEYS,
    queryFn: () => callOps(STAFF_SESSION_ROUTES.passkeys),
  });
  const remove = useMutation({
    mutationFn: (passkey: StaffPasskey) =>
      callOps(STAFF_SESSION_ROUTES.removePasskey, { params: { id: passkey.id } }),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: PASSKEYS });
    },
  });
  const items = list.data?.items ?? [];
  const when = (iso: string | null) =>
    iso ? formatDateTime(i18n.language, iso) : t('console.passkeyNeverUsed');

  return (
    <section className={styles.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('console.passkeysTitle')}</h2>
      <p className={shared.intro}>{t('console.passkeysIntro')}</p>
      <FormError error={list.error ?? remove.error} />
      {list.isSuccess && items.length === 0 && <p>{t('console.passkeysEmpty')}</p>}
      {items.length > 0 && (
        <ul className={styles.passkeys} aria-label={t('console.passkeysTitle')}>
          {items.map((passkey) => (
            <li key={passkey.id} className={styles.passkey}>
              <div>
                <strong>{passkey.name}</strong>
                <div className={shared.muted}>
                  {t('console.passkeyCreated', { time: when(passkey.createdAt) })}
                  {' · '}
                  {t('console.passkeyLastUsed', { time: when(passkey.lastUsedAt) })}
                </div>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('console.removePasskeyNamed', { name: passkey.name })}
                onClick={() => setRemoving(passkey)}
              >
                {t('console.removePasskey')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <AddPasskeyForm onAdded={() => queryClient.invalidateQueries({ queryKey: PASSKEYS })} />
      ) : (
        <p className={shared.muted}>{t('console.passkeyUnsupported')}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('console.removePasskey')}
        message={removing ? t('console.removePasskeyConfirm', { name: removing.name }) : ''}
        confirmLabel={t('console.removePasskey')}
        cancelLabel={t('console.cancel')}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded(): Promise<void> }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = required(name) ?? (name.trim().length > 60 ? 'vPasskeyName' : null);
    setError(problem ? t(`console.${problem}`) : null);
    setAdded(false);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      const options = await callOps(STAFF_SESSION_ROUTES.passkeyOptions);
      const credential = await createPasskey(options);
      await callOps(STAFF_SESSION_ROUTES.addPasskey, { body: { name: name.trim(), credential } });
      setName('');
      setAdded(true);
      await onAdded();
    } catch (failed) {
      setFailure(failed);
    }
    setBusy(false);
  }

  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      <TextField
        label={t('console.passkeyName')}
        hint={t('console.passkeyNameHint')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        error={error ?? undefined}
        required
      />
      {failure instanceof PlatformError ? (
        <FormError error={failure} />
      ) : failure ? (
        <p role="alert" className={shared.formError}>
          {t('console.passkeyCancelled')}
        </p>
      ) : null}
      {added && <p role="status">{t('console.passkeyAdded')}</p>}
      <div className={shared.actions}>
        <Button type="submit" loading={busy}>
          {t('console.addPasskey')}
        </Button>
      </div>
    </form>
  );
}
