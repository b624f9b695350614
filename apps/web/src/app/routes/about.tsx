import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { messages } from '../../locales/pt-BR/messages';

export function AboutRoute() {
  const t = messages.about;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-4 text-lg">{t.text}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-8">
        {messages.common.backHome}
      </ButtonLink>
    </main>
  );
}
