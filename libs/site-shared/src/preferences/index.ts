export {
  applyLanguage,
  applyTheme,
  autoTransferAtom,
  chooseLanguageAtom,
  chooseThemeAtom,
  languageAtom,
  languagePendingAtom,
  readStored,
  themeAtom,
} from './preferences';
export { useAutoTransfer, useLanguage, useTheme } from './use-preferences';
