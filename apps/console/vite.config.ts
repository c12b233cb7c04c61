import { CSP_NONCE_PLACEHOLDER, languageChunksPlugin } from '@tessera/brand/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The operators' console: its own port beside the brands, /ops proxied to the platform so the
// staff session cookie (SameSite=Strict, Path=/ops) is the console's own origin's.
const port = Number(process.env.PORT ?? 4300);
const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3100';
const proxy = { '/ops': { target: platformUrl, changeOrigin: true } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // One chunk per language of the translation tables, as in the brands.
  plugins: [react(), languageChunksPlugin()],
  // Production serves a strict Content-Security-Policy: nginx puts a fresh nonce in place of this
  // (deploy/nginx/tessera/console.conf), as it does for the brands.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: { port, host: '127.0.0.1', strictPort: true, proxy },
  preview: { port, host: '127.0.0.1', strictPort: true, proxy },
  build: { outDir: 'dist', emptyOutDir: true, target: ['es2022', 'chrome100', 'safari15'] },
});
