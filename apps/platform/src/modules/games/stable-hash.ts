/**
 * FNV-1a: a stable 32-bit hash of a string. It seeds generated names and derived details (room
 * sizes, hosts online); it is not a security measure.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
