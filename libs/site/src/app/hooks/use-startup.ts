import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import type { PlatformClient } from '@tessera/sdk';
import type { Startup } from '../startup';

/** What the platform said at start-up: merchant, permissions, menus, help topics. */
export function useStartup(): Startup {
  return useLoaderData({ from: '__root__' });
}

/** The platform client, for calls a component makes itself. */
// Annotated: inferring it through the registered router is circular once routes use sessions.
export function usePlatformClient(): PlatformClient {
  return useRouteContext({ from: '__root__', select: (context) => context.client });
}
