export {
  addDays,
  DATE_PRESETS,
  isIsoDate,
  localToday,
  presetRange,
  type DatePreset,
  type DateRange,
} from './date-presets';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
