import type { TFunction } from 'i18next';

/** A permission's line in the reader's language; the platform's own line where none is written. */
export const permissionLabel = (t: TFunction, name: string, description: string) =>
  t(`console.perm_${name.replaceAll('.', '_')}` as 'console.perm_staff_read', {
    defaultValue: description,
  });
