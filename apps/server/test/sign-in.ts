import type { App } from '../src/app';

/** Collects Set-Cookie headers like a browser's cookie jar (name=value only). */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

function location(res: { headers: Record<string, unknown> }): URL {
  return new URL(String(res.headers.location), 'http://localhost:3000');
}

/**
 * Walks the real sign-in through the built-in development provider, as a browser would:
 * redirect URL → provider → form (email, name) → /auth/callback?code&state. Returns code, state and the jar.
 */
export async function runDevProviderLogin(
  app: App,
  person: { email: string; name?: string },
  /** How the browser starts: asking for the URL (the app's script) or following the landing page's link. */
  start: 'redirect_url' | 'link' = 'redirect_url',
) {
  const jar = new CookieJar();
  const begin = await app.inject({
    method: 'GET',
    url: start === 'link' ? '/api/oauth/google/start' : '/api/oauth/google/redirect_url',
  });
  jar.store(begin.headers['set-cookie']);
  const redirectUrl = start === 'link' ? location(begin) : new URL(begin.json().redirectUrl);
  const auth = await app.inject({
    method: 'GET',
    url: redirectUrl.pathname + redirectUrl.search,
    headers: { cookie: jar.header() },
  });
  jar.store(auth.headers['set-cookie']);
  const interaction = location(auth);
  const form = await app.inject({
    method: 'POST',
    url: interaction.pathname,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: person.email, name: person.name ?? '' }).toString(),
  });
  jar.store(form.headers['set-cookie']);
  const resume = location(form);
  const back = await app.inject({
    method: 'GET',
    url: resume.pathname + resume.search,
    headers: { cookie: jar.header() },
  });
  jar.store(back.headers['set-cookie']);
  const callback = location(back);
  return { jar, callback, code: callback.searchParams.get('code'), state: callback.searchParams.get('state') };
}

/** Full sign-in; returns the Cookie header of the new session. */
export async function signIn(app: App, person: { email: string; name?: string }) {
  const flow = await runDevProviderLogin(app, person);
  const res = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie: flow.jar.header() },
    payload: { code: flow.code, state: flow.state },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  flow.jar.store(res.headers['set-cookie']);
  return { cookie: flow.jar.header(), user: res.json(), flow };
}
