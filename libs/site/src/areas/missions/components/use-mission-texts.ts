import type { MissionProgress } from '@tessera/contract';
import { addSection } from '@tessera/i18n';
import * as draws from '@tessera/i18n/draws';
import * as drawsErrors from '@tessera/i18n/draws-errors';
import * as missions from '@tessera/i18n/missions';
import { useTranslation } from 'react-i18next';
import { errorKey, errorValues } from '../../../core/forms';
import { useMoney } from '../../../core/wallet/use-money';

// The missions' texts (and the draw games' names, which ticket rewards show) ship with the page.
addSection('missions', missions);
addSection('draws', draws);
addSection('errors', drawsErrors);

/** The translation hook of the missions page, with a mission's title and a refusal's message. */
export function useMissionTexts() {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const money = useMoney();
  const number = new Intl.NumberFormat(i18n.language);
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
