import type { ContactChannel, ContactCodeRequest, SecurityProfile } from '@tessera/contract';
import { Button, TextField } from '@tessera/ui';
import { useState } from 'react';
import { formValues } from '@tessera/site-shared/forms';
import { useRegisterSettings } from '../../hooks/use-register-settings';
import { useBindContact, useContactCode } from '../api/security-queries';
import { Problem } from './problem';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/** A verified / not verified mark. */
export function VerifiedChip({ verified }: { verified: boolean }) {
  const { t } = useSecurityTexts();
  return (
    <span className={verified ? `${styles.chip} ${styles.good}` : styles.chip}>
      {verified ? t('security.verified') : t('security.notVerified')}
    </span>
  );
}

/**
 * Adds or changes a mobile number or e-mail address: a code goes to it first (SMS or e-mail),
 * then the code binds it, verified. A number or address of another account is refused.
 */
function BindForm({
  channel,
  onBound,
  onCancel,
}: {
  channel: ContactChannel;
  onBound: () => void;
  onCancel: () => void;
}) {
  const { t } = useSecurityTexts();
  const settings = useRegisterSettings();
  const sendCode = useContactCode();
  const bind = useBindContact();
  const [target, setTarget] = useState<ContactCodeRequest | null>(null);
  const dialing = settings?.countries[0]?.countryDialingCode.replace(/^\+/, '') ?? '';
  const error = bind.error ?? sendCode.error;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        if (!target) {
          const req: ContactCodeRequest =
            channel === 'SMS'
              ? {
                  channel,
                  countryDialingCode: values.countryDialingCode ?? '',
                  mobileNo: values.mobileNo ?? '',
                }
              : { channel, email: values.email ?? '' };
          sendCode.mutate(req, { onSuccess: () => setTarget(req) });
          return;
        }
        bind.mutate(
          { ...target, channel, code: (values.code ?? '').trim() },
          { onSuccess: onBound },
        );
      }}
    >
      {channel === 'SMS' ? (
        <div className={styles.fields}>
          <TextField
            name="countryDialingCode"
            label={t('security.dialingCode')}
            defaultValue={dialing}
            inputMode="numeric"
            autoComplete="tel-country-code"
            readOnly={!!target}
          />
          <TextField
            name="mobileNo"
            label={t('security.newMobile')}
            inputMode="tel"
            autoComplete="tel-national"
            readOnly={!!target}
          />
        </div>
      ) : (
        <TextField
          name="email"
          type="email"
          label={t('security.newEmail')}
          autoComplete="email"
          readOnly={!!target}
        />
      )}
      {target && sendCode.data && (
        <>
          <p role="status" className={styles.muted}>
            {t('security.codeSent', { minutes: sendCode.data.expiredMinutes })}
          </p>
          <TextField
            name="code"
            label={t('security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </>
      )}
      <Problem error={error} />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={sendCode.isPending || bind.isPending}>
          {target ? t('security.verify') : t('security.sendCode')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Username, mobile and e-mail (masked), each with its state and a way to bind a new one. */
export function ContactsCard({ profile }: { profile: SecurityProfile }) {
  const { t } = useSecurityTexts();
  const [editing, setEditing] = useState<ContactChannel | null>(null);
  const [saved, setSaved] = useState(false);
  const contacts = [
    {
      channel: 'SMS' as const,
      label: t('security.mobile'),
      value: profile.mobile,
      verified: profile.mobileVerified,
    },
    {
      channel: 'EMAIL' as const,
      label: t('security.email'),
      value: profile.email,
      verified: profile.emailVerified,
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="security-account">
      <h2 id="security-account" className={styles.cardTitle}>
        {t('security.accountTitle')}
      </h2>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span className={styles.rowText}>
            <span className={styles.label}>{t('security.username')}</span>
            <span className={styles.value}>{profile.account}</span>
          </span>
        </li>
        {contacts.map((contact) => (
          <li key={contact.channel} className={styles.form}>
            <div className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.label}>{contact.label}</span>
                <span className={styles.value}>{contact.value ?? t('security.notSet')}</span>
              </span>
              <span className={styles.rowEnd}>
                {contact.value && <VerifiedChip verified={contact.verified} />}
                {editing !== contact.channel && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${contact.value ? t('security.change') : t('security.add')}: ${contact.label}`}
                    onClick={() => {
                      setSaved(false);
                      setEditing(contact.channel);
                    }}
                  >
                    {contact.value ? t('security.change') : t('security.add')}
                  </Button>
                )}
              </span>
            </div>
            {editing === contact.channel && (
              <BindForm
                channel={contact.channel}
                onBound={() => {
                  setEditing(null);
                  setSaved(true);
                }}
                onCancel={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ul>
      {saved && (
        <p role="status" className={styles.muted}>
          {t('security.contactSaved')}
        </p>
      )}
    </section>
  );
}
