import { TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelf, useSession } from '../core/session';

/**
 * The one merchant a per-merchant setting acts on: the header's choice, else the first the caller
 * acts for, else one typed here (a caller acting for every merchant).
 */
export function useDeskMerchant() {
  const { merchant } = useSession();
  const self = useSelf();
  const [typed, setTyped] = useState(self.staff.merchants.codes[0] ?? '');
  const code = merchant || typed.trim().toUpperCase();
  const field = merchant ? null : <MerchantField value={typed} onChange={setTyped} />;
  return { code, field };
}

function MerchantField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 240 }}>
      <TextField
        label={t('desks.merchantCode')}
        hint={t('desks.merchantCodeHint')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
