import type { RegisterSettings } from '@tessera/contract';
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { useSession } from '@tessera/site-shared/session';

// Loaded once per visit: the merchant's form changes far less often than players open it.
const settingsAtom = atom<RegisterSettings | null>(null);

/** The merchant's registration settings (flags, field rules, countries), null while loading. */
export function useRegisterSettings(): RegisterSettings | null {
  const { client } = useSession();
  const [settings, setSettings] = useAtom(settingsAtom);
  useEffect(() => {
    if (settings) return;
    let live = true;
    client.system
      .registerSettings()
      .then((loaded) => live && setSettings(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, settings, setSettings]);
  return settings;
}
