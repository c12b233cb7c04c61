import '@tessera/ui/tokens.css';
import '../console.css';
import type { BuiltInRole } from '@tessera/contract';
import { createI18n } from '@tessera/i18n/testing';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from '../core/language';
import { FakeConsole } from '../testing/fake-console';

// Development only (fake.html): the console over the in-memory fake platform, for screenshots
// and trying the desks without a platform. `?path=/money&role=finance&lang=ar`.
const params = new URLSearchParams(window.location.search);
const language = params.get('lang') ?? 'en';
applyDocumentLanguage(language);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <FakeConsole
      i18n={createI18n(language)}
      path={params.get('path') ?? '/'}
      role={(params.get('role') ?? 'owner') as BuiltInRole}
    />,
  );
