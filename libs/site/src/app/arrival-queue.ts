/** The popups that come by themselves on arrival, in the order they queue (spec §2, §4). */
export type Arrival = 'announcements' | 'gift' | 'contractOffer';

export interface ArrivalFacts {
  /** A popup the visitor asked for (log in, notices, a game…) is open: arrivals wait behind it. */
  siteModalOpen: boolean;
  /** The page is itself a popup's address (/login, /register, /help). */
  onPopupRoute: boolean;
  /** This sign-in state's announcements have been shown and closed, or there were none. */
  announcementsDone: boolean;
  loggedIn: boolean;
  isAgent: boolean;
  path: string;
}

/**
 * Which arrival popup may show now: at most one, the first still due in the queue
 * (announcements, then the visitor's welcome gift on the lobby, then an agent's contract offer),
 * and none while another popup is open. Each one marks itself done when closed.
 */
export function arrivalTurn(facts: ArrivalFacts): Arrival | null {
  if (facts.siteModalOpen || facts.onPopupRoute) return null;
  if (!facts.announcementsDone) return 'announcements';
  if (!facts.loggedIn) return facts.path === '/' ? 'gift' : null;
  return facts.isAgent ? 'contractOffer' : null;
}
