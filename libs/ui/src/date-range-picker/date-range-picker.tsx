import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { TextField } from '../text-field';
import {
  DATE_PRESETS,
  endsBeforeStart,
  localToday,
  presetRange,
  type DatePreset,
  type DateRange,
} from './date-presets';
import styles from './date-range-picker.module.css';

const PRESET_LABELS = {
  previous7: 'kitForms.previous7Days',
  previous30: 'kitForms.previous30Days',
  next7: 'kitForms.next7Days',
  next30: 'kitForms.next30Days',
} as const satisfies Record<DatePreset, string>;

export interface DateRangePickerProps {
  /** Both ends as `yyyy-MM-dd`; "" for an end not chosen yet. */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The day presets count from, as `yyyy-MM-dd`; fixed in tests and stories. @default the device's local date */
  today?: string;
  /** Quick ranges offered, in order; a history page may want only the previous ones. @default all four */
  presets?: readonly DatePreset[];
  /** Legend naming the whole group. @default "Date range", translated */
  label?: string;
  /** Earliest day either input accepts, `yyyy-MM-dd`. */
  min?: string;
  /** Latest day either input accepts, `yyyy-MM-dd`. */
  max?: string;
  disabled?: boolean;
  className?: string;
}

/** Start and end dates with native pickers, plus one-tap quick ranges. */
export function DateRangePicker({
  value,
  onChange,
  today,
  presets = DATE_PRESETS,
  label,
  min,
  max,
  disabled,
  className,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const base = today ?? localToday();
  const error = endsBeforeStart(value) ? t('kitForms.endBeforeStart') : undefined;
  return (
    <fieldset className={[styles.picker, className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={styles.legend}>{label ?? t('kitForms.dateRange')}</legend>
      <div className={styles.inputs}>
        <TextField
          type="date"
          label={t('kitForms.startDate')}
          value={value.start}
          min={min}
          max={max}
          onChange={(event) => onChange({ ...value, start: event.target.value })}
        />
        <TextField
          type="date"
          label={t('kitForms.endDate')}
          value={value.end}
          min={min}
          max={max}
          error={error}
          onChange={(event) => onChange({ ...value, end: event.target.value })}
        />
      </div>
      <div role="group" aria-label={t('kitForms.quickRanges')} className={styles.presets}>
        {presets.map((preset) => {
          const range = presetRange(preset, base);
          const active = range.start === value.start && range.end === value.end;
          return (
            <Button
              key={preset}
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange(range)}
            >
              {t(PRESET_LABELS[preset])}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
