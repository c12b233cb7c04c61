import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export interface BrandViteOptions {
  /** The brand app's folder (holds index.html). */
  root: string;
  /** Dev and preview port. */
  port: number;
  /** Where `/wps`, `/lgw`, `/lotto`, `/cdn` and `/sandbox` are proxied to: the platform process. */
  platformUrl: string;
}

/** The Vite config every brand app shares: React, the platform proxy, a phone-friendly build. */
export function brandViteConfig({ root, port, platformUrl }: BrandViteOptions): UserConfig {
  const proxy = {
    '/wps': { target: platformUrl, changeOrigin: true },
    '/lgw': { target: platformUrl, changeOrigin: true },
    '/lotto': { target: platformUrl, changeOrigin: true },
    // Game artwork, and the built-in sandbox vendor's pages opened in the game popup.
    '/cdn': { target: platformUrl, changeOrigin: true },
    '/sandbox': { target: platformUrl, changeOrigin: true },
  };
  return {
    root,
    plugins: [react()],
    server: { port, host: '127.0.0.1', proxy },
    preview: { port, host: '127.0.0.1', strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Older Android WebViews still in use in the target markets.
      target: ['es2020', 'chrome87', 'safari14'],
    },
  };
}
