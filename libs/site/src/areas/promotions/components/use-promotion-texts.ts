import { addSection } from '@tessera/i18n';
import * as promotionCentre from '@tessera/i18n/promotion-centre';
import * as promotionErrors from '@tessera/i18n/promotion-errors';
import { useTranslation } from 'react-i18next';

// The promotions texts ship with these lazy pages, not the first load: they join every i18next
// instance when this chunk loads, before any of its pages renders.
addSection('promotionCentre', promotionCentre);
addSection('errors', promotionErrors);

/** The translation hook of the promotions and reward centre pages (their texts come with it). */
export function usePromotionTexts() {
  return useTranslation();
}
