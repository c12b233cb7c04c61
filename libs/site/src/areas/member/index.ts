// The member centre (/member): only its query for now; its pages show the placeholder until built.
export { memberSearch, type MemberSearch } from './search';
