// The member centre's door: its frame and menu (lazy) and the page list the header's menus and
// the routes share (the heading every member-centre page starts with is core/layout).
export { LazyMemberLayout, LazyMemberMenuPage } from './lazy-screens';
export {
  MEMBER_PAGES,
  memberPageLabel,
  memberPathOf,
  type MemberPage,
  type MemberPageName,
  type MemberPath,
} from './member-pages';
export { memberSearch, type MemberSearch } from './search';
