import { createMemoryHistory } from '@tanstack/react-router';
import type { BuiltInRole } from '@tessera/contract';
import { createOpsFake } from '@tessera/sdk/testing';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { ConsoleApp } from '../app/console-app';

/** The whole console over the in-memory fake platform, signed in as `role`, at `path`. */
export function FakeConsole({
  i18n,
  path,
  role = 'owner',
}: {
  i18n: i18n;
  path: string;
  role?: BuiltInRole;
}) {
  const [fake] = useState(() => createOpsFake({ signedInAs: role }));
  const [history] = useState(() => createMemoryHistory({ initialEntries: [path] }));
  return (
    <ConsoleApp i18n={i18n} fetch={fake.fetch} baseUrl="http://console.fake" history={history} />
  );
}
