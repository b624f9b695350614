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
/**
 * Code that needs zod (the forms, the player, the games) or is one screen's own (the way into 'Meu
 * dia' goes with its button, app/routes/start-my-day.tsx), and the forms' activity picker and large
 * radios (components/ui/activity-picker.tsx, radio-cards.tsx), which only forms and dialogs load.
 */
const NOT_SHARED =
  /[\\/](games|app[\\/]routes)[\\/]|activity-player|activity-picker|radio-cards|completion-card|form|modal|my-day-start/;
/**
 * What keeps a family's work on the device (docs/product.md#offline-play): the result queue with
 * idb, the connection's notice and the sign-out that sends the queue first. Its own chunk, beside
 * `common`, so every page's shared code stays small (the account's kept reads load apart, lazily).
 */
const OFFLINE_CODE =
  /src[\\/](lib[\\/]offline[\\/](?!pwa)|features[\\/]offline[\\/](connection-messages|needs-connection)|features[\\/]session[\\/](pending-)?sign-out)|[\\/]node_modules[\\/]idb[\\/]/;

/** The bundled pictures of routine tasks and rewards (lib/pictures.ts) and their picker. */
const PICTURES_CODE = /src[\\/](lib[\\/]pictures\.ts|components[\\/]ui[\\/]picture-picker\.tsx)$/;

/**
 * Child mode's layer, the grown-up's exit and the games' settings provider: the activity, 'Meu dia'
 * and the child's shop share them; the other signed-in screens never load them.
 */
const CHILD_MODE_CODE =
  /src[\\/](features[\\/]activities[\\/]components[\\/]child-mode[\\/]|games[\\/]shared[\\/]game-settings)/;

/** The week's code, but not the way into 'Meu dia' the child page shows too (see NOT_SHARED). */
const SCHEDULE_CODE = /src[\\/]features[\\/]schedule[\\/](?!my-day-start)/;

/**
 * Recording a session's trials (docs/product.md#session-trials): today the one trials route's chunk
 * holds it; should another screen import it, it becomes a `trials` chunk rather than part of `common`.
 */
const TRIALS_CODE = /src[\\/]features[\\/]trials[\\/]/;

/**
 * Goals (docs/product.md#goals): the child pages' section and the goal's page share it; its forms
 * load apart (zod, see NOT_SHARED).
 */
const GOALS_CODE = /src[\\/]features[\\/]goals[\\/]/;
const goalsCode = (id: string) => GOALS_CODE.test(id) && !NOT_SHARED.test(id);

/**
 * 'Minha prancha' (docs/product.md#communication-board): what the child pages' 'Prancha' section and
 * the board's routes share (its reads, texts and contracts), a chunk of its own rather than part of
 * `common`.
 */
const BOARDS_CODE =
  /src[\\/]features[\\/]boards[\\/]|^\0shared-data:.*[\\/]shared[\\/]src[\\/](api|domain)[\\/](boards|board-[a-z-]+|word-colors)\.ts$/;
const boardsCode = (id: string) => BOARDS_CODE.test(id) && !NOT_SHARED.test(id);

/** The features only signed-in screens use, and their layout; the terms' renderer (the gate's, the admin's preview). */
const PARENT_AREA =
  /src[\\/](features[\\/](activities|children|dashboard|invitations|subscription|terms)|components[\\/]terms[\\/]|app[\\/]layout[\\/](?!admin-))/;

/**
 * The back-office (docs/product.md#admin-screens): its own chunks, never a parent's download; with
 * the data of the admin contracts and rules (build/browser-contracts.ts), which would otherwise
 * fall into `common`, the chunk every page loads.
 */
const ADMIN_AREA =
  /src[\\/](features[\\/]admin[\\/]|app[\\/]layout[\\/]admin-)|^\0shared-data:.*[\\/]shared[\\/]src[\\/](api|domain)[\\/]admin-/;
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
  !GOALS_CODE.test(id) &&
  !BOARDS_CODE.test(id) &&
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
            // The bundled pictures and their picker (the week's routine form, 'Meu dia', the reward
            // shops), and the week's code 'Meu dia' shares with the week's screen (its reads, ticks
            // and texts): chunks of their own, never `common`, which every page loads.
            { name: 'child-mode', test: CHILD_MODE_CODE, minShareCount: 2, priority: 2.4 },
            { name: 'pictures', test: PICTURES_CODE, minShareCount: 2, priority: 2.3 },
            { name: 'schedule', test: SCHEDULE_CODE, minShareCount: 2, priority: 2.2 },
            { name: 'trials', test: TRIALS_CODE, minShareCount: 2, priority: 2.1 },
            { name: 'common', test: commonCode, minShareCount: 2, priority: 2 },
            { name: 'common', test: /src[\\/]app[\\/]data-layer/, priority: 2 },
            // The professional's workspace shares its own code apart, so parents never load it.
            // Goals come after `common`: a group takes its modules' imports, and those are common's.
            { name: 'goals', test: goalsCode, minShareCount: 2, priority: 1.5 },
            { name: 'boards', test: boardsCode, minShareCount: 2, priority: 1.5 },
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
