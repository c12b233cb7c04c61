import { describe, expect, it } from 'vitest';
import { arrivalTurn, type ArrivalFacts } from './arrival-queue';

const visitor: ArrivalFacts = {
  siteModalOpen: false,
  onPopupRoute: false,
  announcementsDone: false,
  loggedIn: false,
  isAgent: false,
  path: '/',
};

describe('arrivalTurn', () => {
  it('shows the announcements first, then the gift on the lobby, one at a time', () => {
    expect(arrivalTurn(visitor)).toBe('announcements');
    expect(arrivalTurn({ ...visitor, announcementsDone: true })).toBe('gift');
    // Away from the lobby the gift waits.
    expect(arrivalTurn({ ...visitor, announcementsDone: true, path: '/promotions' })).toBeNull();
  });

  it('lets nothing arrive over a popup the visitor opened, or on a popup address', () => {
    expect(arrivalTurn({ ...visitor, siteModalOpen: true })).toBeNull();
    expect(arrivalTurn({ ...visitor, onPopupRoute: true, announcementsDone: true })).toBeNull();
  });

  it("queues an agent's contract offer after the announcements; a member gets no gift", () => {
    const member = { ...visitor, loggedIn: true };
    expect(arrivalTurn(member)).toBe('announcements');
    expect(arrivalTurn({ ...member, announcementsDone: true })).toBeNull();
    expect(arrivalTurn({ ...member, announcementsDone: true, isAgent: true })).toBe(
      'contractOffer',
    );
  });
});
