import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminShortcut } from '../../../components/admin-shortcut';
import { Button } from '../../../components/ui/button';
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

/** / (docs/product.md#landing-page): sign-in, start free, the 7-day trial, the price, and a faint admin shortcut. */
export function LandingPage({ priceQuote, devSignIn, signingIn, onSignIn }: LandingPageProps) {
  const t = landingMessages;
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
        <span className="text-2xl font-extrabold text-brand-700">{messages.common.appName}</span>
        <div className="flex items-center gap-2">
          <Button variant="ghost" onClick={onSignIn} pending={signingIn}>
            {t.signIn}
          </Button>
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
            <Button onClick={onSignIn} pending={signingIn} className="px-8 text-lg">
              {t.startFree}
            </Button>
            <Button variant="secondary" onClick={onSignIn} disabled={signingIn} className="px-8 text-lg">
              {t.signIn}
            </Button>
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
