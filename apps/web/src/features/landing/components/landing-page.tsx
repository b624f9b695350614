import { authApi } from '@neurobridge/shared/api/auth';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminShortcut } from '../../../components/admin-shortcut';
import { buttonClass, ButtonSpinner } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { messages } from '../../../locales/pt-BR/messages';
import { landingMessages } from '../messages';

interface LandingPageProps {
  priceQuote: ReactNode;
  devSignIn: boolean;
  signingIn: boolean;
  onSignIn: () => void;
}

interface SignInLinkProps {
  variant: 'primary' | 'secondary' | 'ghost';
  className?: string;
  pending: boolean;
  onSignIn: () => void;
  children: ReactNode;
}

/**
 * A sign-in button that is a real link (docs/product.md#landing-page): the page is prerendered, so
 * before its script has loaded a tap follows the link and the server starts the sign-in; once the
 * script runs, the click asks for the provider URL itself and shows the button as busy.
 */
function SignInLink({ variant, className = '', pending, onSignIn, children }: SignInLinkProps) {
  function onClick(event: MouseEvent) {
    event.preventDefault();
    if (!pending) onSignIn();
  }
  return (
    <a
      href={authApi.signInStart.path}
      onClick={onClick}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      className={buttonClass(variant, `${className} ${pending ? 'cursor-wait opacity-75' : ''}`)}
    >
      {pending && <ButtonSpinner />}
      {children}
    </a>
  );
}

/** / (docs/product.md#landing-page): sign-in, start free, the 7-day trial, the price, and a faint admin shortcut. */
export function LandingPage({ priceQuote, devSignIn, signingIn, onSignIn }: LandingPageProps) {
  const t = landingMessages;
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
        <span className="text-2xl font-extrabold text-brand-700">{messages.common.appName}</span>
        <div className="flex items-center gap-2">
          <SignInLink variant="ghost" onSignIn={onSignIn} pending={signingIn}>
            {t.signIn}
          </SignInLink>
          <AdminShortcut />
        </div>
      </header>
      <main>
        <section className="mx-auto max-w-5xl px-4 py-12 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t.subtitle}</p>
          <p className="mt-6 inline-block rounded-full bg-green-100 px-4 py-2 font-semibold text-green-900">
            {t.trial}
          </p>
          <p className="mt-3 text-lg">{priceQuote}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <SignInLink variant="primary" onSignIn={onSignIn} pending={signingIn} className="px-8 text-lg">
              {t.startFree}
            </SignInLink>
            <SignInLink variant="secondary" onSignIn={onSignIn} pending={signingIn} className="px-8 text-lg">
              {t.signIn}
            </SignInLink>
          </div>
          {devSignIn && <p className="mt-4 text-sm text-amber-900">{t.devSignInNote}</p>}
          <p className="mt-2 text-sm text-muted">{t.guarantee}</p>
        </section>
        <section className="mx-auto max-w-5xl px-4 pb-10">
          <h2 className="mb-4 text-2xl font-bold">{t.forWhoTitle}</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {t.forWho.map((item) => (
              <Card key={item.title}>
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </Card>
            ))}
          </div>
        </section>
        <section className="mx-auto max-w-5xl px-4 pb-16">
          <h2 className="mb-4 text-2xl font-bold">{t.areasTitle}</h2>
          <ul className="flex flex-wrap gap-2">
            {t.areas.map((area) => (
              <li key={area} className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-800">
                {area}
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-muted">
        <Link to={paths.about} className="underline hover:text-ink">
          {messages.about.link}
        </Link>
      </footer>
    </div>
  );
}
