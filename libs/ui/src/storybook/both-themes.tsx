import type { ReactNode } from 'react';

/** Story helper: renders the same content in the dark and the light token sets side by side. */
export function BothThemes({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      {(['dark', 'light'] as const).map((mode) => (
        <div key={mode} data-theme={mode} style={{ padding: 16, display: 'grid', gap: 12 }}>
          {children}
        </div>
      ))}
    </div>
  );
}
