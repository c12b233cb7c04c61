import { TABLE_LANGUAGES } from '@tessera/i18n';
import { Select } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../core/language';

/** The console's language, each named in itself. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Select
      label={t('console.language')}
      hideLabel
      value={i18n.language}
      disabled={busy}
      options={TABLE_LANGUAGES.map((language) => ({
        value: language.code,
        label: language.nativeName,
      }))}
      onChange={(event) => {
        setBusy(true);
        void switchLanguage(i18n, event.target.value).finally(() => setBusy(false));
      }}
    />
  );
}
