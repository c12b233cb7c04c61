// Page furniture every area's pages share (not the shell's frame: that stays in shell/).
export { MemberPageHeading } from './member-page-heading';
