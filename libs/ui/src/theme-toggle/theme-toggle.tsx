import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { MoonIcon, SunIcon } from '../line-icons';
import type { ThemeMode } from '../tokens/theme';

export interface ThemeToggleProps {
  mode: ThemeMode;
  onChange: (mode: ThemeMode) => void;
}

/** Switches between the dark and light token sets. */
export function ThemeToggle({ mode, onChange }: ThemeToggleProps) {
  const { t } = useTranslation();
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      onClick={() => onChange(next)}
    >
      {/* Shows the mode it switches to, so the visible words are part of the spoken name. A
          drawn icon, not a text glyph: some language fonts draw ☾ clipped or not at all. */}
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
      {t(next === 'dark' ? 'theme.dark' : 'theme.light')}
    </Button>
  );
}
