import { brandViteConfig } from '@tessera/brand/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(
  brandViteConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    port: Number(process.env.PORT ?? 4202),
    platformUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:3100',
    // Game vendors' and payment providers' origins the site may frame, comma-separated.
    frameOrigins: (process.env.FRAME_ORIGINS ?? '').split(',').filter(Boolean),
    // Host names preview answers besides loopback, comma-separated (`.example`: all subdomains).
    allowedHosts: (process.env.ALLOWED_HOSTS ?? '').split(',').filter(Boolean),
  }),
);
