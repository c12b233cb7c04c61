import type { MissionProgress } from '@tessera/contract';
import { numberFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { errorKey, errorValues } from '@tessera/site-shared/forms';
import { useMoney } from '@tessera/site-shared/wallet/use-money';

/**
 * The translation hook of the missions page, with a mission's title and a refusal's message. Its
 * texts, and the draw games' names that ticket rewards show, come with the page
 * (`withTexts(['missions'])` in lazy-screens.ts).
 */
export function useMissionTexts() {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const money = useMoney();
  const number = numberFormat(i18n.language);
  /** How a mission's counts read: rounds as numbers, money as money. */
  const amount = (mission: Pick<MissionProgress, 'metric'>, value: number) =>
    mission.metric === 'ROUNDS' ? number.format(value) : money(value);
  return {
    ...translation,
    money,
    amount,
    number: (value: number) => number.format(value),
    title: (mission: MissionProgress) =>
      t(`missions.title_${mission.metric}`, {
        target: amount(mission, mission.target),
        count: mission.target,
      }),
    problem: (error: unknown) => t(errorKey(error), errorValues(error)),
  };
}
