import { useTranslation } from 'react-i18next';

/**
 * The translation hook of social sign-in's screens. Its words and refusals come with the screens
 * that show them (`withTexts(['social', ...])` in lazy-screens.ts: the login and sign-up popups,
 * the callback page, the security centre), not with the first load.
 */
export const useSocialTexts = () => useTranslation();
