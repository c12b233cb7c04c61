export {
  MAX_RECORD_RANGE_DAYS,
  RECORD_PRESETS,
  addDays,
  dayIn,
  dayNumber,
  presetRange,
  rangeProblem,
  type DayRange,
  type RangeProblem,
  type RecordPreset,
} from './date-range';
