import type { StaffRoleRef } from '@tessera/contract';
import type { TFunction } from 'i18next';

/** A built-in role by its translated name; a custom one as it was typed. */
export const roleLabel = (t: TFunction, role: Pick<StaffRoleRef, 'key' | 'name'>) =>
  role.key ? t(`console.role_${role.key}`) : role.name;
