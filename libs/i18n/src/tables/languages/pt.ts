// The Portuguese texts: in the build (languageChunks) the section files imported from here are
// copies holding Portuguese only, so this module's chunk carries no other language.
export * as sections from '../first-load';
export { LAZY_SECTIONS } from '../lazy';
