import type { Permission } from '@tessera/contract';
import { EmptyState } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../core/session';

/** A desk only its permission's holders see (the platform refuses the calls anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const can = usePermissions();
  return can(permission) ? children : <EmptyState tone="error" title={t('errors.FORBIDDEN')} />;
}
