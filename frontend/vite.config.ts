import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.plugin';
import { prerender } from './vite-plugins/prerender.plugin';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  resolve: {
    alias: {
      // react-router's exports point at its development build, which keeps dev warnings in.
      'react-router': fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shared rules compile from source, as in the jest mapping: no stale machines/dist.
      '@samvida/machines': fileURLToPath(new URL('../machines/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No preload map in the entry: with a lazy chunk per screen it lists every chunk's file name in
    // the first-load JavaScript (5.2 kB gzip, 98.5 against 93.3 kB in November 2026, which takes
    // the landing page past its 150 kB budget). Prerendered public pages link their screen's chunks
    // from the HTML instead (vite-plugins/prerender.plugin.ts); other screens load theirs on opening.
    modulePreload: false,
    // machines/ is pure by design (no I/O, no globals), so screens that take one rule from it
    // need not carry the lifecycle machines and event schemas they do not use.
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]machines[\\/]src[\\/]/, sideEffects: false }] } },
  },
});
