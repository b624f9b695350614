const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sign-in form's one inline stylesheet, allowed by its hash in the content security policy (app.ts). */
export const SIGN_IN_PAGE_CSS = `
  body { font-family: system-ui, sans-serif; background: #f4f7fb; color: #1f2937; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 1rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .badge { display: inline-block; background: #fef3c7; color: #78350f; border-radius: 999px;
           padding: .25rem .75rem; font-size: .875rem; margin-bottom: 1rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .75rem; margin-top: .25rem;
          border: 1px solid #6b7280; border-radius: .5rem; }
  input:focus, button:focus { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; min-height: 3rem; font-size: 1rem; font-weight: 600;
           color: #fff; background: #1d4ed8; border: 0; border-radius: .5rem; cursor: pointer; }
  .error { color: #991b1b; background: #fee2e2; padding: .75rem; border-radius: .5rem; }
  .hint { color: #4b5563; font-size: .875rem; }
`;

/** The development provider's pt-BR sign-in form: inputs named `email` and `name` and a submit button. */
export function renderSignInPage(opts: { error?: string; email?: string; name?: string }): string {
  const error = opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entrar — NeuroBridge (desenvolvimento)</title>
<style>${SIGN_IN_PAGE_CSS}</style>
</head>
<body>
<main>
  <span class="badge">Ambiente de desenvolvimento</span>
  <h1>Entrar no NeuroBridge</h1>
  <p class="hint">Este é o login de desenvolvimento, sem senha. Em produção o login é feito pelo Google ou outro provedor configurado.</p>
  ${error}
  <form method="post" autocomplete="on">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required maxlength="254" value="${escape(opts.email ?? '')}" autofocus>
    <label for="name">Nome</label>
    <input id="name" name="name" type="text" maxlength="120" value="${escape(opts.name ?? '')}">
    <button type="submit">Entrar</button>
  </form>
</main>
</body>
</html>`;
}
