import { dateTimeFormat, numberFormat } from '@tessera/i18n';

/** A date and time in the reader's language (the platform sends ISO 8601 UTC). */
export function formatDateTime(language: string, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export const formatNumber = (language: string, value: number) =>
  numberFormat(language).format(value);

/** A day in the reader's language. */
export function formatDate(language: string, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * A device id (a UUID the player site keeps in the browser) in short: its first 8 hex digits,
 * enough to tell a player's few devices apart at a glance; the full id stays in the title.
 */
export const shortDeviceId = (id: string) => id.slice(0, 8);
