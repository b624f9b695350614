import { describe, expect, it } from 'vitest';
import { familyFiles, htmlEntryFiles, precacheProblems, selectPrecache, type ViteManifest } from './precache.mjs';

// A module graph in the shape of Vite's dist/.vite/manifest.json: the entry's chunks, a family
// screen with a game and its art, the admin and professional screens with their own shared chunks,
// and a chunk the account screen and the professional workspace share.
const GRAPH: ViteManifest = {
  '_react-A.js': { file: 'assets/react-A.js', name: 'react' },
  '_shell-B.js': {
    file: 'assets/shell-B.js',
    name: 'shell',
    imports: ['_react-A.js'],
    dynamicImports: [
      'src/app/routes/activity.tsx',
      'src/app/routes/account.tsx',
      'src/app/routes/admin-users.tsx',
      'src/app/layout/admin-layout.tsx',
      'src/app/routes/professional-dashboard.tsx',
      'src/lib/offline/pwa.ts',
    ],
    css: ['assets/shell-C.css'],
  },
  'src/app/routes/activity.tsx': {
    file: 'assets/activity-D.js',
    src: 'src/app/routes/activity.tsx',
    isDynamicEntry: true,
    imports: ['_shell-B.js'],
    dynamicImports: ['src/games/emotion/emotion-game.tsx'],
  },
  'src/games/emotion/emotion-game.tsx': {
    file: 'assets/emotion-game-E.js',
    src: 'src/games/emotion/emotion-game.tsx',
    isDynamicEntry: true,
    dynamicImports: ['_1F600-F.js'],
  },
  '_1F600-F.js': { file: 'assets/1F600-F.js', name: '1F600', assets: ['assets/1F600-G.svg'] },
  'src/app/routes/account.tsx': {
    file: 'assets/account-H.js',
    src: 'src/app/routes/account.tsx',
    isDynamicEntry: true,
    imports: ['_professional-I.js'],
  },
  '_professional-I.js': { file: 'assets/professional-I.js', name: 'professional' },
  'src/app/routes/admin-users.tsx': {
    file: 'assets/admin-users-J.js',
    src: 'src/app/routes/admin-users.tsx',
    isDynamicEntry: true,
    imports: ['_admin-K.js', '_shell-B.js'],
  },
  'src/app/layout/admin-layout.tsx': {
    file: 'assets/admin-layout-L.js',
    src: 'src/app/layout/admin-layout.tsx',
    isDynamicEntry: true,
    imports: ['_admin-K.js'],
    css: ['assets/admin-layout-M.css'],
  },
  '_admin-K.js': { file: 'assets/admin-K.js', name: 'admin' },
  'src/app/routes/professional-dashboard.tsx': {
    file: 'assets/professional-dashboard-N.js',
    src: 'src/app/routes/professional-dashboard.tsx',
    isDynamicEntry: true,
    imports: ['_professional-O.js', '_professional-I.js'],
  },
  '_professional-O.js': { file: 'assets/professional-O.js', name: 'professional' },
  'src/lib/offline/pwa.ts': {
    file: 'assets/pwa-P.js',
    src: 'src/lib/offline/pwa.ts',
    isDynamicEntry: true,
    dynamicImports: ['../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs'],
  },
  '../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs': {
    file: 'assets/workbox-window.prod.es5-Q.js',
    src: '../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
    isDynamicEntry: true,
  },
};

const HTML =
  '<head><script type="module" crossorigin src="/assets/react-A.js"></script>' +
  '<script type="module" crossorigin src="/assets/shell-B.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/extra-R.js"><link rel="stylesheet" href="/assets/x.css"></head>';

const entry = (url: string, size = 1000) => ({ url, revision: null, size });

describe('the precache of the family area', () => {
  it('starts from the module scripts and module preloads of the document', () => {
    expect(htmlEntryFiles(HTML)).toEqual(['assets/react-A.js', 'assets/shell-B.js', 'assets/extra-R.js']);
  });

  it('holds every chunk a family screen or game can load, with its stylesheet and art', () => {
    const family = familyFiles(GRAPH, ['assets/react-A.js', 'assets/shell-B.js']);
    expect([...family].sort()).toEqual([
      'assets/1F600-F.js',
      'assets/1F600-G.svg',
      'assets/account-H.js',
      'assets/activity-D.js',
      'assets/emotion-game-E.js',
      // The account screen's chunk shares it with the workspace: the family loads it too.
      'assets/professional-I.js',
      'assets/pwa-P.js',
      'assets/react-A.js',
      'assets/shell-B.js',
      'assets/shell-C.css',
      'assets/workbox-window.prod.es5-Q.js',
    ]);
  });

  it('never the admin or professional screens, nor what only they load', () => {
    const family = familyFiles(GRAPH, ['assets/react-A.js', 'assets/shell-B.js']);
    for (const file of [
      'assets/admin-users-J.js',
      'assets/admin-layout-L.js',
      'assets/admin-layout-M.css',
      'assets/admin-K.js',
      'assets/professional-dashboard-N.js',
      'assets/professional-O.js',
    ]) {
      expect(family.has(file), file).toBe(false);
    }
  });

  it('keeps the documents, icons and manifest, the family assets, and no compressed copy', () => {
    const family = familyFiles(GRAPH, ['assets/react-A.js', 'assets/shell-B.js']);
    const found = [
      'index.html',
      'landing.html',
      'manifest.webmanifest',
      'pwa-192x192.png',
      'assets/shell-B.js',
      'assets/shell-B.js.br',
      'index.html.gz',
      'assets/admin-K.js',
      'assets/unknown-Z.js',
    ].map((url) => entry(url));
    const { manifest, warnings } = selectPrecache(found, family);
    expect(manifest.map((e) => e.url)).toEqual([
      'index.html',
      'landing.html',
      'manifest.webmanifest',
      'pwa-192x192.png',
      'assets/shell-B.js',
    ]);
    expect(warnings).toEqual([]);
  });

  it('finds nothing wrong with a family list within 3 MB', () => {
    expect(precacheProblems([entry('index.html', 50_000), entry('assets/shell-B.js', 2_900_000)], GRAPH)).toEqual([]);
  });

  it('finds a list over 3 MB, an admin or professional screen, and a compressed copy', () => {
    expect(
      precacheProblems(
        [
          entry('index.html', 2_000_000),
          entry('assets/react-A.js', 1_000_001),
          entry('assets/admin-K.js'),
          entry('assets/professional-dashboard-N.js'),
          entry('assets/react-A.js.br'),
        ],
        GRAPH,
      ),
    ).toEqual([
      'the precache holds 3.00 MB, over its limit of 3 MB',
      'the precache holds assets/admin-K.js, a screen of the back-office or the professional workspace',
      'the precache holds assets/professional-dashboard-N.js, a screen of the back-office or the professional workspace',
      'the precache holds assets/react-A.js.br, a compressed copy',
    ]);
  });
});
