import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserContracts } from './build/browser-contracts';

export default defineConfig({
  plugins: [react(), tailwindcss(), browserContracts()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries in chunks with stable names, so each has its own line in the budgets
        // (bench/lib/bundle-sizes.mjs): React and the router every page runs, TanStack Query with the
        // data layer, zod only where a form or the player validates.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
