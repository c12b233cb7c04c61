import '@tessera/ui/tokens.css';
import './console.css';
import { loadI18n } from '@tessera/i18n';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { applyDocumentLanguage, initialLanguage, loadConsoleSections } from './core/language';

const language = initialLanguage();
applyDocumentLanguage(language);
const i18n = await loadI18n(language);
await loadConsoleSections();
const root = document.getElementById('root');
if (root) createRoot(root).render(<ConsoleApp i18n={i18n} />);
