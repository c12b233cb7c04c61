import { createMemoryHistory } from '@tanstack/react-router';
import { createI18n } from '@tessera/i18n/testing';
import { createOpsFake, type OpsFakeOptions } from '@tessera/sdk/testing';
import { render } from '@testing-library/react';
import { ConsoleApp } from '../app/console-app';

/** The whole console over the fake /ops platform, at `path`, in `language`. */
export function renderConsole(options: OpsFakeOptions & { path?: string; language?: string } = {}) {
  const fake = createOpsFake(options);
  const history = createMemoryHistory({ initialEntries: [options.path ?? '/'] });
  const i18n = createI18n(options.language ?? 'en');
  const view = render(
    <ConsoleApp i18n={i18n} fetch={fake.fetch} baseUrl="http://console.test" history={history} />,
  );
  return { fake, history, i18n, ...view };
}

/** The text a field's aria-describedby points at (its hint and error, as a screen reader reads). */
export function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
