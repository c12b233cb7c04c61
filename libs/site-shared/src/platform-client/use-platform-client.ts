import { useRouteContext } from '@tanstack/react-router';
import type { PlatformClient } from '@tessera/sdk';

/** The platform client, for calls a component makes itself. */
// Annotated: inferring it through the registered router is circular once routes use sessions.
export function usePlatformClient(): PlatformClient {
  return useRouteContext({ from: '__root__', select: (context) => context.client });
}
