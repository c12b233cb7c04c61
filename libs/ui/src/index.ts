export { Button, type ButtonProps } from './button';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { LanguagePicker, type LanguageOption, type LanguagePickerProps } from './language-picker';
export { Spinner, type SpinnerProps } from './spinner';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle';
export {
  THEME_MODES,
  themeCss,
  themeProblems,
  type BrandTheme,
  type SemanticColors,
  type ThemeMode,
} from './tokens/theme';
