import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserContracts } from './build/browser-contracts';

/** The app's source, the shared package's data (build/browser-contracts.ts) and the icons. */
const APP_CODE = /apps[\\/]web[\\/]src[\\/]|^\0shared-data:|[\\/]node_modules[\\/]lucide-react[\\/]/;
/** The shared package's modules that never need zod. */
const SHARED_DOMAIN =
  /packages[\\/]shared[\\/]src[\\/]domain[\\/](categories|format|levels|plans|progress-status|time|tiers)\.ts$/;
/** Code that needs zod (the forms, the player, the games) or is one screen's own. */
const NOT_SHARED = /[\\/](games|app[\\/]routes)[\\/]|activity-player|completion-card|form|modal/;
/**
 * What keeps a family's work on the device (docs/product.md#offline-play): the result queue with
 * idb, the connection's notice and the sign-out that sends the queue first. Its own chunk, beside
 * `common`, so every page's shared code stays small (the account's kept reads load apart, lazily).
 */
const OFFLINE_CODE =
  /src[\\/](lib[\\/]offline[\\/](?!pwa)|features[\\/]offline[\\/](connection-messages|needs-connection)|features[\\/]session[\\/](pending-)?sign-out)|[\\/]node_modules[\\/]idb[\\/]/;

/** The features only signed-in screens use, and their layout. */
const PARENT_AREA =
  /src[\\/](features[\\/](activities|children|dashboard|invitations|subscription|terms)|app[\\/]layout[\\/](?!admin-))/;

/** The back-office (docs/product.md#admin-screens): its own chunks, never a parent's download. */
const ADMIN_AREA = /src[\\/](features[\\/]admin[\\/]|app[\\/]layout[\\/]admin-)/;
const adminCode = (id: string) => ADMIN_AREA.test(id) && !NOT_SHARED.test(id);

/** The professional's workspace (docs/product.md#professional-screens); its top-bar words stay out. */
const PROFESSIONAL_AREA = /src[\\/]features[\\/]professional[\\/](?!nav-messages|sessions-query)/;
const professionalCode = (id: string) => PROFESSIONAL_AREA.test(id) && !NOT_SHARED.test(id);

/** The installable app's registration and its two prompts (lib/offline/pwa*.ts, features/offline/). */
const PWA_CODE = /src[\\/](lib[\\/]offline[\\/]pwa|features[\\/]offline[\\/](install-|update-|pwa-messages))/;

/** Shared code of the parent area. */
const parentCode = (id: string) =>
  APP_CODE.test(id) && PARENT_AREA.test(id) && !ADMIN_AREA.test(id) && !NOT_SHARED.test(id);
/**
 * Shared code of every page: the data layer, the session, the ui components, lib/ — but not the
 * installable app's code, which loads after the page (main.tsx) and with the parent layout's
 * prompts, in chunks of its own.
 */
const commonCode = (id: string) =>
  (APP_CODE.test(id) || SHARED_DOMAIN.test(id)) &&
  !PWA_CODE.test(id) &&
  !PARENT_AREA.test(id) &&
  !PROFESSIONAL_AREA.test(id) &&
  !ADMIN_AREA.test(id) &&
  !OFFLINE_CODE.test(id) &&
  !NOT_SHARED.test(id);

/**
 * The installable app (docs/product.md#offline-play): the web manifest and the service worker
 * (src/sw.ts), compiled here. Its precache list is written by build/post-build.mjs once the HTML
 * documents are final (build/precache.mjs), so the plugin injects none; the page registers the
 * worker itself (lib/offline/pwa-register.ts).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: { injectionPoint: undefined },
  manifest: {
    id: '/',
    name: 'NeuroBridge',
    short_name: 'NeuroBridge',
    description: 'NeuroBridge: atividades terapêuticas para crianças com TEA e TDAH, para famílias e profissionais.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
    background_color: '#ffffff',
    // Made from public/favicon.svg by build/icons.mjs (pwa-assets.config.ts).
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), browserContracts(), pwa],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the module graph build/precache.mjs reads to leave the admin and
    // professional areas out of the service worker's precache.
    manifest: true,
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
              priority: 4,
            },
            { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 4 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 },
            // The app's own code that the entry runs stays with the entry.
            { name: 'shell', test: APP_CODE, tags: ['$initial'], priority: 3 },
            // What two screens or more share, in two chunks instead of a dozen small ones (over
            // HTTP/1.1 a browser asks one server for six files at a time): `parent` for the
            // signed-in screens (their layout, the terms gate, the features' reads, labels and
            // texts), `common` for every page (the data layer, the session, the ui components).
            // `common` goes first: it takes its modules' imports with it, and those are never the
            // parent area's (lib/, components/ and the session import no feature).
            { name: 'offline', test: OFFLINE_CODE, minShareCount: 2, priority: 2.5 },
            { name: 'common', test: commonCode, minShareCount: 2, priority: 2 },
            { name: 'common', test: /src[\\/]app[\\/]data-layer/, priority: 2 },
            // The professional's workspace shares its own code apart, so parents never load it.
            { name: 'professional', test: professionalCode, minShareCount: 2, priority: 1.5 },
            { name: 'admin', test: adminCode, minShareCount: 2, priority: 1.5 },
            { name: 'parent', test: parentCode, minShareCount: 2, priority: 1 },
            { name: 'parent', test: /src[\\/]app[\\/]layout[\\/](?!admin-)/, priority: 1 },
          ],
        },
      },
    },
  },
});
