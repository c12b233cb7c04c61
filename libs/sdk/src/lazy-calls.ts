/**
 * An area of calls whose code loads on first use, so the site's first download does not carry
 * it: each named function loads the area once, then makes its call. `names` must list every
 * call of the area (the caller proves it with a type check); a failed load rejects the call.
 */
export function lazyCalls<T extends object>(
  names: readonly (keyof T & string)[],
  load: () => Promise<T>,
): T {
  let area: Promise<T> | null = null;
  const calls = names.map((name) => [
    name,
    (...args: unknown[]) =>
      (area ??= load()).then((loaded) =>
        (loaded[name] as (...a: unknown[]) => Promise<unknown>)(...args),
      ),
  ]);
  return Object.fromEntries(calls) as T;
}
