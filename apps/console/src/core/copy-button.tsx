import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{copied ? t('console.copied') : (label ?? t('console.copy'))}</span>
    </Button>
  );
}
