import {
  CHAT_APP_FIELDS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileUpdate,
  type SecurityProfile,
} from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { Button, TextField } from '@tessera/ui';
import { formValues } from '@tessera/site-shared/forms';
import { useUpdateProfile } from '../api/security-queries';
import { Problem } from './problem';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

const PERSONAL = PROFILE_FIELDS.filter(
  (field) => !(CHAT_APP_FIELDS as readonly ProfileField[]).includes(field),
);

const INPUT: Partial<Record<ProfileField, { type?: string; autoComplete?: string }>> = {
  birthday: { type: 'date', autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
  occupation: { autoComplete: 'organization-title' },
  region: { autoComplete: 'address-level1' },
};

/** The field an INVALID_FIELD refusal names, if any. */
function refusedField(error: unknown): string | undefined {
  if (!(error instanceof PlatformError) || error.code !== 'INVALID_FIELD') return undefined;
  const field = (error.details as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * The §3 personal details and chat apps: only changed fields are sent (an emptied one clears).
 * The platform checks each; a refused one shows its message under the field.
 */
export function ProfileCard({ profile }: { profile: SecurityProfile }) {
  const { t } = useSecurityTexts();
  const save = useUpdateProfile();
  const refused = refusedField(save.error);
  const field = (name: ProfileField) => (
    <TextField
      key={name}
      name={name}
      label={t(`security.${name}`)}
      defaultValue={profile.profile[name] ?? ''}
      maxLength={name === 'address' ? 200 : 64}
      error={
        refused === name
          ? t(name === 'birthday' ? 'security.birthdayInvalid' : 'security.fieldInvalid')
          : undefined
      }
      {...INPUT[name]}
    />
  );
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="security-profile">
      <h2 id="security-profile" className={styles.cardTitle}>
        {t('security.profileTitle')}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          const values = formValues(event);
          const update: ProfileUpdate = {};
          for (const name of PROFILE_FIELDS) {
            const typed = (values[name] ?? '').trim();
            if (typed !== (profile.profile[name] ?? '')) update[name] = typed;
          }
          save.mutate(update);
        }}
      >
        <div className={styles.fields}>{PERSONAL.map(field)}</div>
        <fieldset className={styles.group}>
          <legend>{t('security.chatTitle')}</legend>
          <div className={styles.fields}>{CHAT_APP_FIELDS.map(field)}</div>
        </fieldset>
        {save.error && !refused && <Problem error={save.error} />}
        {save.isSuccess && (
          <p role="status" className={styles.muted}>
            {t('security.detailsSaved')}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('security.saveDetails')}
          </Button>
        </div>
      </form>
    </section>
  );
}
