import type { MerchantScope } from '@tessera/contract';
import { TextField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { merchantCodes } from '../core/validate';

/** The merchants a member or key acts for, as the form holds them. */
export interface ScopeDraft {
  all: boolean;
  codes: string;
}

export const scopeDraftOf = (scope: MerchantScope): ScopeDraft => ({
  all: scope.all,
  codes: scope.codes.join(', '),
});

export const scopeOf = (draft: ScopeDraft): MerchantScope => ({
  all: draft.all,
  codes: draft.all ? [] : merchantCodes(draft.codes),
});

/** 'vMerchants' when "only these" lists none. */
export const scopeProblem = (draft: ScopeDraft) =>
  !draft.all && merchantCodes(draft.codes).length === 0 ? ('vMerchants' as const) : null;

export function MerchantScopeField({
  value,
  onChange,
  error,
}: {
  value: ScopeDraft;
  onChange(next: ScopeDraft): void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={shared.fieldset}>
      <legend>{t('console.merchants')}</legend>
      <label className={shared.row}>
        <input
          type="radio"
          name="merchant-scope"
          checked={value.all}
          onChange={() => onChange({ ...value, all: true })}
        />
        {t('console.merchantsAll')}
      </label>
      <label className={shared.row}>
        <input
          type="radio"
          name="merchant-scope"
          checked={!value.all}
          onChange={() => onChange({ ...value, all: false })}
        />
        {t('console.merchantsList')}
      </label>
      {!value.all && (
        <TextField
          label={t('console.merchantCodes')}
          value={value.codes}
          onChange={(event) => onChange({ ...value, codes: event.target.value })}
          error={error ?? undefined}
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
    </fieldset>
  );
}
