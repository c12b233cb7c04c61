/**
 * The sections every page has from the first load; a new area adds its file here (a screen that
 * loads lazily adds its section to `lazy.ts` instead). Imported through `languages/<code>.ts`,
 * each section holds one language only (the build's `languageChunks`).
 */
export * as account from './account';
export * as common from './common';
export * as errors from './errors';
export * as footer from './footer';
export * as footerLinks from './footer-links';
export * as gameTypes from './game-types';
export * as games from './games';
export * as home from './home';
export * as kitForms from './kit-forms';
export * as kitOverlays from './kit-overlays';
export * as lobby from './lobby';
export * as login from './login';
export * as member from './member';
export * as modals from './modals';
export * as nav from './nav';
export * as pages from './pages';
export * as promotions from './promotions';
export * as register from './register';
export * as shell from './shell';
export * as systemPages from './system-pages';
export * as theme from './theme';
export * as validation from './validation';
