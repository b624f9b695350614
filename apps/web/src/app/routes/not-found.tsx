import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { messages } from '../../locales/pt-BR/messages';

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{messages.notFound.title}</h1>
      <p className="mt-3 text-lg text-muted">{messages.notFound.text}</p>
      <ButtonLink to={paths.home} className="mt-8">
        {messages.common.backHome}
      </ButtonLink>
    </div>
  );
}
