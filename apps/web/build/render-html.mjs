// The first paint of the HTML documents, rendered in Node by the app's own components
// (src/app/prerender.tsx) through Vite's module runner. Used by post-build.mjs, and by
// src/app/prerender.test.tsx, which checks that the browser takes the markup over unchanged.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const WEB = fileURLToPath(new URL('..', import.meta.url));

/** `{ landing, shell }`: the landing page's markup, and the loading text every other page starts with. */
export async function renderHtml() {
  const { module } = await runnerImport(join(WEB, 'src/app/prerender.tsx'), {
    root: WEB,
    configFile: false,
    logLevel: 'error',
  });
  const landing = await module.renderLanding();
  // React marks a part it could not render with a <template> and renders it in the browser instead.
  if (landing.includes('<template')) throw new Error(`the landing page failed to prerender:\n${landing}`);
  return { landing, shell: await module.renderShell() };
}
