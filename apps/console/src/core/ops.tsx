import type { CallOps, OpsClient } from '@tessera/sdk';
import { createContext, useContext, type ReactNode } from 'react';

const OpsContext = createContext<OpsClient | null>(null);

/** Gives the screens below the console's ops client. */
export function OpsProvider({ client, children }: { client: OpsClient; children: ReactNode }) {
  return <OpsContext.Provider value={client}>{children}</OpsContext.Provider>;
}

/** `callOps(route, request)`: any /ops call, typed by its route-table entry. */
export function useCallOps(): CallOps {
  const client = useContext(OpsContext);
  if (!client) throw new Error('useCallOps outside <OpsProvider>');
  return client.callOps;
}

/** `bytesOps(route, request)`: a call answering a file (proof image, identity document) as a Blob. */
export function useBytesOps(): OpsClient['bytesOps'] {
  const client = useContext(OpsContext);
  if (!client) throw new Error('useBytesOps outside <OpsProvider>');
  return client.bytesOps;
}
