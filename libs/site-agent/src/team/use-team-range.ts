import { TEAM_PRESETS, teamPresetRange, type DayRange, type TeamPreset } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantToday } from '@tessera/site-shared/report/use-merchant-today';

/** A team report's range (opening on `initial`) and its preset buttons, in the merchant's days. */
export function useTeamRange(initial: TeamPreset = 'today') {
  const { t } = useTranslation();
  const today = useMerchantToday();
  const [range, setRange] = useState<DayRange>(() => teamPresetRange(initial, today));
  const presets = TEAM_PRESETS.map((preset) => ({
    label: t(`agent.${preset}`),
    range: teamPresetRange(preset, today),
  }));
  return { range, setRange, today, presets };
}
