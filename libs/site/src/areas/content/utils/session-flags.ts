/** Reads a flag kept for this browser session (closed popups, dismissed gift). */
export function readSessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Sets a flag for the rest of this browser session. */
export function writeSessionFlag(key: string) {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the popup may show again next visit; nothing else breaks.
  }
}
