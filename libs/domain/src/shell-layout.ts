/** Paths that show only the agent view, without the player shell (spec §2). */
const AGENT_PATHS = ['/agent', '/agenthome'];

/** The agent centre's pages live under /agenthome/ (its layout route's children). */
const AGENT_CENTRE_PREFIX = '/agenthome/';

/** Pages shown on their own, without header or footer (spec §2: /helpmc). */
const BARE_PATHS = ['/helpmc'];

/** Game pages that hide the side menu (spec §2, spelled as the spec spells them). */
const NO_SIDE_MENU_PATHS = ['/seamless', '/lottert', '/vnlottery', '/sealottery'];

/** Paths that share one main view, so opening the login or register popup keeps the home alive. */
const HOME_KEY_PATHS = ['/', '/login', '/register'];

/** Routes that need a session; without one the site goes to /login (spec §2). */
const LOGIN_REQUIRED_PATHS = [
  '/member',
  '/agenthome',
  '/favorite',
  '/recent',
  '/lottery',
  '/sealottery',
  '/vnlottery',
];

const normalise = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

export interface ShellLayout {
  /**
   * `agent`: only the agent view; `bare`: the page alone;
   * `site`: side menu, header, main, footer and scroll-to-top.
   */
  frame: 'agent' | 'bare' | 'site';
  sideMenu: boolean;
}

/** Which frame a path is shown in. Paths compare case-insensitively: links in the wild vary. */
export function shellLayout(pathname: string): ShellLayout {
  const path = normalise(pathname);
  if (AGENT_PATHS.includes(path) || path.startsWith(AGENT_CENTRE_PREFIX))
    return { frame: 'agent', sideMenu: false };
  if (BARE_PATHS.includes(path)) return { frame: 'bare', sideMenu: false };
  return { frame: 'site', sideMenu: !NO_SIDE_MENU_PATHS.includes(path) };
}

/**
 * Key of the main view: it is re-created per full path, except the paths that share the home and
 * the agent centre's pages, which share its frame (header, clock and menu stay while pages change).
 */
export function mainViewKey(pathname: string, search = ''): string {
  const path = normalise(pathname);
  if (path === '/agenthome' || path.startsWith(AGENT_CENTRE_PREFIX)) return '/agenthome';
  return HOME_KEY_PATHS.includes(path) ? '/' : `${path}${search}`;
}

/** Sections whose every page needs a session: the member centre's pages live under /member/. */
const LOGIN_REQUIRED_PREFIXES = ['/member/', AGENT_CENTRE_PREFIX];

/** Whether a path needs a session. */
export function requiresLogin(pathname: string): boolean {
  const path = normalise(pathname);
  return (
    LOGIN_REQUIRED_PATHS.includes(path) ||
    LOGIN_REQUIRED_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
