import { useTranslation } from 'react-i18next';

/**
 * The translation hook of the promotions and reward centre pages. Their texts and refusals come
 * with the pages (`withTexts(['promotions'])` in lazy-screens.ts).
 */
export function usePromotionTexts() {
  return useTranslation();
}
