import { useQuery } from '@tanstack/react-query';
import { STAFF_OPS_ROUTES } from '@tessera/contract';
import { useCallOps } from '../core/ops';

/** The roles, built in and custom (shared by the staff, roles and keys screens). */
export function useRoles() {
  const callOps = useCallOps();
  return useQuery({ queryKey: ['roles'], queryFn: () => callOps(STAFF_OPS_ROUTES.roles) });
}
