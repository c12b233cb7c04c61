/** A query value as a non-empty string, or undefined: what every route's search validator keeps. */
export const searchText = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;
