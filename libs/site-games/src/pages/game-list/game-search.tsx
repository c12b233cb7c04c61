import { TextField } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../game-pages.module.css';

/** Typing pauses this long before a search runs, so each key press is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GameSearchProps {
  /** The search in force; when the page clears it ("show all"), the box empties too. */
  name: string;
  onSearch: (name: string) => void;
}

/** The search box of a game list: searches after a short pause, or at once on Enter. */
export function GameSearch({ name, onSearch }: GameSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(name);
  const [shown, setShown] = useState(name);
  // Adjusting state while rendering (not in an effect) avoids a frame with the stale text.
  if (name !== shown) {
    setShown(name);
    if (name === '') setText('');
  }
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        type="search"
        label={t('games.search')}
        hideLabel
        placeholder={t('games.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
