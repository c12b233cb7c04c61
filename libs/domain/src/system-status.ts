/** Spec §4: 0 normal, 1 maintenance, 2 region restricted. */
export const SystemStatus = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export interface SystemStatusFacts {
  maintenance: boolean;
  regionRestricted: boolean;
}

/**
 * Which full-page state the site shows, decided once at start-up.
 * Maintenance wins over a region block: nobody can play anyway, and the end time is more useful.
 */
export function decideSystemStatus({
  maintenance,
  regionRestricted,
}: SystemStatusFacts): SystemStatus {
  if (maintenance) return SystemStatus.Maintenance;
  if (regionRestricted) return SystemStatus.RegionRestricted;
  return SystemStatus.Normal;
}
