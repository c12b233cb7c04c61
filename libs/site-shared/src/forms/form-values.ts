import type { FormEvent } from 'react';

/** The named text values of a submitted form; stops the page from reloading. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(event.currentTarget)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
