import { TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tessera/site-shared/session';

export interface AffiliateFieldProps {
  label: string;
  error?: string;
  /** From the invitation link's `affiliateCode` query. */
  defaultValue?: string;
}

/**
 * The optional invitation code, checked with the platform when the player leaves the field; an
 * unknown code warns ('invitation_code_error') but does not block sign-up (spec §4, §5).
 */
export function AffiliateField({ label, error, defaultValue }: AffiliateFieldProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [invalid, setInvalid] = useState(false);
  const check = (code: string) => {
    if (!code.trim()) return setInvalid(false);
    client.agent
      .affiliate(code.trim(), window.location.hostname)
      .then((answer) => setInvalid(!answer.valid))
      // Unreachable check: the platform validates again on submit.
      .catch(() => setInvalid(false));
  };
  return (
    <TextField
      name="affiliateCode"
      label={label}
      autoComplete="off"
      defaultValue={defaultValue}
      error={error ?? (invalid ? t('register.invitationCodeError') : undefined)}
      onBlur={(event) => check(event.target.value)}
    />
  );
}
