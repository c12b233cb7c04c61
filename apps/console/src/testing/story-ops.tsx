import { createOpsClient } from '@tessera/sdk';
import { createOpsFake, type OpsFakeOptions } from '@tessera/sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { OpsProvider } from '../core/ops';

/** For stories: the ops client over a fresh fake platform, and a query client. */
export function StoryOps({
  options = {},
  children,
}: {
  options?: OpsFakeOptions;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const fake = createOpsFake(options);
    return createOpsClient({ baseUrl: window.location.origin, fetch: fake.fetch });
  });
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queries}>
      <OpsProvider client={client}>{children}</OpsProvider>
    </QueryClientProvider>
  );
}
