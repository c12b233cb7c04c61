export {
  applyLanguage,
  applyTheme,
  autoTransferAtom,
  chooseLanguageAtom,
  chooseThemeAtom,
  languageAtom,
  readStored,
  themeAtom,
} from './preferences';
export { useAutoTransfer, useLanguage, useTheme } from './use-preferences';
