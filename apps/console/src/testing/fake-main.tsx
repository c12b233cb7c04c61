import '@tessera/ui/tokens.css';
import '../console.css';
import { createMemoryHistory } from '@tanstack/react-router';
import type { BuiltInRole } from '@tessera/contract';
import { loadI18n } from '@tessera/i18n';
import { createOpsFake } from '@tessera/sdk/testing';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from '../app/console-app';
import { applyDocumentLanguage, initialLanguage, loadConsoleSections } from '../core/language';

// /fake/?as=owner&path=/staff&enrolled=1&staff=60&tamper=1002&lang=ar: the console over the
// in-memory fake platform (development only; the build has index.html alone).
const params = new URLSearchParams(location.search);
const language = params.get('lang') ?? initialLanguage();
applyDocumentLanguage(language);
const fake = createOpsFake({
  ...(params.get('as') ? { signedInAs: params.get('as') as BuiltInRole } : {}),
  ownerEnrolled: params.get('enrolled') === '1',
  extraStaff: Number(params.get('staff') ?? 8),
  auditEntries: Number(params.get('audit') ?? 24),
});
if (params.get('tamper')) fake.tamper(params.get('tamper') ?? '');
const i18n = await loadI18n(language);
await loadConsoleSections();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <ConsoleApp
      i18n={i18n}
      fetch={fake.fetch}
      history={createMemoryHistory({ initialEntries: [params.get('path') ?? '/'] })}
    />,
  );
