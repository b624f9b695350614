import { defineConfig } from '@vite-pwa/assets-generator/config';

/**
 * The installable app's icons (docs/product.md#offline-play), made from public/favicon.svg by
 * `node build/icons.mjs`: 192 and 512 px for the manifest, a 512 px maskable one (the blue fills
 * the corners, the wave stays inside the safe zone) and the 180 px apple-touch-icon. The PNGs are
 * committed, so the build needs no image tool.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [192, 512], favicons: [] },
    maskable: { sizes: [512], padding: 0, resizeOptions: { background: '#1d4ed8' } },
    apple: { sizes: [180], padding: 0, resizeOptions: { background: '#1d4ed8' } },
  },
  images: ['public/favicon.svg'],
});
