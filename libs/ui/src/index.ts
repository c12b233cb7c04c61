export { Badge, type BadgeProps } from './badge';
export {
  BalanceChip,
  currencySignFirst,
  formatAmount,
  formatCountdown,
  formatDateTime,
  formatMoney,
  minorToDecimal,
  minorUnitDigits,
  withCurrencySign,
  type BalanceChipProps,
} from './balance-chip';
export { Button, type ButtonProps } from './button';
export {
  BANNER_CAROUSEL,
  Carousel,
  carouselBehaviour,
  HOT_CAROUSEL,
  type CarouselBehaviour,
  type CarouselBehaviourOptions,
  type CarouselPreset,
  type CarouselProps,
} from './carousel';
export { Checkbox, type CheckboxProps } from './checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  CountdownButton,
  SMS_COUNTDOWN_SECONDS,
  useCountdown,
  type Countdown,
  type CountdownButtonProps,
} from './countdown-button';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export {
  addDays,
  DateRangePicker,
  presetRange,
  type DatePreset,
  type DateRange,
  type DateRangePickerProps,
} from './date-range-picker';
export { Drawer, type DrawerProps } from './drawer';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { IconButton, type IconButtonProps } from './icon-button';
export { ChevronIcon, EyeIcon, EyeOffIcon, PersonIcon, RefreshIcon } from './line-icons';
export { JackpotCounter, type JackpotCounterProps } from './jackpot-counter';
export { LanguagePicker, type LanguageOption, type LanguagePickerProps } from './language-picker';
export { Marquee, type MarqueeItem, type MarqueeProps } from './marquee';
export { Modal, type ModalProps } from './modal';
export { useMediaQuery } from './media-query';
export { usePrefersReducedMotion } from './motion';
export { Pagination, type PaginationProps } from './pagination';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { QRCode, type QRCodeProps, type QRErrorCorrection } from './qr-code';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { TextField, type TextFieldProps } from './text-field';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './toast';
export { Tooltip, type TooltipProps } from './tooltip';
export { WinnersBoard, type WinnerRow, type WinnersBoardProps } from './winners-board';
export {
  THEME_MODES,
  themeCss,
  themeProblems,
  type BrandTheme,
  type SemanticColors,
  type ThemeMode,
} from './tokens/theme';
