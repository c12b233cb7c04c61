import { type DayRange, presetRange, rangeProblem } from '@tessera/domain';
import { Button, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './report.module.css';

/** The presets a records page offers: only past days hold records. */
export const PAST_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type PastPreset = (typeof PAST_PRESETS)[number];

/** The range a records page opens with: the last 7 days, as the platform's own default. */
export const initialRange = (today: string) => presetRange('last7', today);

export interface RangePickerProps {
  value: DayRange;
  /** Called only with a valid range (real days, start first, at most 92 days). */
  onChange: (range: DayRange) => void;
  /** The merchant's calendar day (`useMerchantToday`): the presets count back from it. */
  today: string;
  /** Other preset buttons (label and range), e.g. the agent reports' weeks and months. */
  presets?: readonly { label: string; range: DayRange }[];
}

/**
 * Preset buttons (the domain's today, yesterday, last 7 and 30 days; the kit's DateRangePicker
 * offers only 7 and 30) and two day fields. A range the platform would refuse is explained inline
 * (the RECORD_RANGE_INVALID text) and never sent, so the list keeps the last good range.
 */
export function RangePicker({ value, onChange, today, presets }: RangePickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const invalid = rangeProblem(draft) !== null;
  const pick = (range: DayRange) => {
    setDraft(range);
    if (rangeProblem(range) === null) onChange(range);
  };
  const buttons =
    presets ??
    PAST_PRESETS.map((preset) => ({
      label: t(`records.${preset}`),
      range: presetRange(preset, today),
    }));
  const isPreset = (range: DayRange) =>
    range.from === value.from && range.to === value.to && !invalid;
  return (
    <fieldset className={styles.range}>
      <legend className="visually-hidden">{t('records.range')}</legend>
      <div className={styles.presets}>
        {buttons.map(({ label, range }) => (
          <Button
            key={label}
            variant={isPreset(range) ? 'primary' : 'secondary'}
            aria-pressed={isPreset(range)}
            onClick={() => pick(range)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className={styles.days}>
        <TextField
          type="date"
          label={t('records.from')}
          value={draft.from}
          max={today}
          onChange={(event) => pick({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('records.to')}
          value={draft.to}
          max={today}
          onChange={(event) => pick({ ...draft, to: event.target.value })}
        />
      </div>
      {invalid && (
        <p role="alert" className={styles.problem}>
          {t('errors.RECORD_RANGE_INVALID')}
        </p>
      )}
    </fieldset>
  );
}
