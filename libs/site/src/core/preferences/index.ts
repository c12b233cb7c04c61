export {
  applyLanguage,
  applyTheme,
  chooseLanguageAtom,
  chooseThemeAtom,
  languageAtom,
  readStored,
  themeAtom,
} from './preferences';
export { useLanguage, useTheme } from './use-preferences';
