/** Marks the arrival popups as already closed, for tests about something else. */
export function quietPopups() {
  sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  sessionStorage.setItem('USER_POPUP', '1');
  sessionStorage.setItem('GIFT_POPUP', '1');
}
