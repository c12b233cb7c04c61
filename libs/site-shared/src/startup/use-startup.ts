import { useLoaderData } from '@tanstack/react-router';
import type { Startup } from './startup';

/** What the platform said at start-up: merchant, permissions, menus, help topics. */
export function useStartup(): Startup {
  return useLoaderData({ from: '__root__' });
}
