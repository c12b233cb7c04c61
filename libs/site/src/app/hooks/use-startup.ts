import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import type { Startup } from '../startup';

/** What the platform said at start-up: merchant, permissions, menus, help topics. */
export function useStartup(): Startup {
  return useLoaderData({ from: '__root__' });
}

/** The platform client, for calls a component makes itself. */
export function usePlatformClient() {
  return useRouteContext({ from: '__root__', select: (context) => context.client });
}
