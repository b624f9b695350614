import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserContracts } from './build/browser-contracts';

/** The app's source, the shared package's data (build/browser-contracts.ts) and the icons. */
const APP_CODE = /apps[\\/]web[\\/]src[\\/]|^\0shared-data:|[\\/]node_modules[\\/]lucide-react[\\/]/;
/** The shared package's modules that never need zod. */
const SHARED_DOMAIN =
  /packages[\\/]shared[\\/]src[\\/]domain[\\/](categories|format|levels|plans|progress-status|time|tiers)\.ts$/;
/** Shared code that never needs zod: not the screens, the games, the player or the forms. */
const SHARED_CODE = (id: string) =>
  (APP_CODE.test(id) || SHARED_DOMAIN.test(id)) &&
  !/[\\/](games|app[\\/]routes)[\\/]|activity-player|completion-card|form|modal/.test(id);

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
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
            // The app's own code that the entry runs stays with the entry.
            { name: 'shell', test: APP_CODE, tags: ['$initial'], priority: 2 },
            // What two screens or more share (the data layer, the signed-in layout, the ui
            // components, the features' reads) in one chunk instead of a dozen small ones: over
            // HTTP/1.1 a browser asks one server for six files at a time.
            { name: 'common', test: SHARED_CODE, minShareCount: 2, priority: 1 },
            // Every page's data layer and every signed-in page's layout go with them.
            { name: 'common', test: /src[\\/]app[\\/](data-layer|layout[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
});
