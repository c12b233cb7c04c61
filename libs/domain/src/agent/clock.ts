// The agent centre's header clock (spec §2): the merchant's GMT offset and the time there, both
// read in the merchant's time zone whatever zone the device is set to.

function parts(timeZone: string, now: Date, options: Intl.DateTimeFormatOptions) {
  const found: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(now))
    found[part.type] = part.value;
  return found;
}

/** Minutes the zone is ahead of UTC at `now` (negative west of Greenwich). */
export function zoneOffsetMinutes(timeZone: string, now: Date = new Date()): number {
  const p = parts(timeZone, now, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const local = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  const utc = Math.floor(now.getTime() / 1000) * 1000;
  return Math.round((local - utc) / 60_000);
}

const two = (value: number) => String(value).padStart(2, '0');

/** `GMT+06:00`, `GMT-03:30`, `GMT+00:00`: the zone's offset at `now`. */
export function gmtOffsetLabel(timeZone: string, now: Date = new Date()): string {
  const minutes = zoneOffsetMinutes(timeZone, now);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** `yyyy-MM-dd HH:mm:ss` in the zone at `now` (24-hour, digits the same in every language). */
export function clockText(timeZone: string, now: Date = new Date()): string {
  const p = parts(timeZone, now, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
