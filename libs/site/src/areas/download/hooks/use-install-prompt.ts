import { useEffect, useState } from 'react';

/** Chrome's and Edge's install offer (not in TypeScript's DOM types: not a web standard yet). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer kept by index.html's inline script: it comes before this page's code loads. */
    tesseraInstallPrompt?: InstallPromptEvent;
  }
}

const runsInstalled = () =>
  typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

/**
 * Whether the browser offers to install the site, and the call that asks it to. Browsers
 * without the offer (Safari, Firefox) leave `install` null: the page shows the guides instead.
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState(() => window.tesseraInstallPrompt ?? null);
  const [installed, setInstalled] = useState(runsInstalled);

  useEffect(() => {
    const offered = (event: Event) => {
      window.tesseraInstallPrompt = event as InstallPromptEvent;
      setOffer(event as InstallPromptEvent);
    };
    const done = () => {
      window.tesseraInstallPrompt = undefined;
      setOffer(null);
      setInstalled(true);
    };
    addEventListener('beforeinstallprompt', offered);
    addEventListener('appinstalled', done);
    return () => {
      removeEventListener('beforeinstallprompt', offered);
      removeEventListener('appinstalled', done);
    };
  }, []);

  const install = offer
    ? async () => {
        await offer.prompt();
        // An offer answers once; a dismissed one comes back later as a new event.
        window.tesseraInstallPrompt = undefined;
        setOffer(null);
        if ((await offer.userChoice).outcome === 'accepted') setInstalled(true);
      }
    : null;
  return { installed, install };
}
