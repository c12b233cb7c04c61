import { defineConfig } from 'vite';

// The server is one ESM file: node_modules packages stay external (installed next to it),
// workspace libs such as @tessera/contract are TypeScript sources and get bundled in.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
  ssr: { noExternal: [/^@tessera\//] },
});
