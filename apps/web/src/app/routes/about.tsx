import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { aboutMessages } from '../../locales/pt-BR/about';
import { messages } from '../../locales/pt-BR/messages';

/** About and credits: the game art's CC BY-SA 4.0 attribution (docs/product.md#pictures). */
export function AboutRoute() {
  const t = aboutMessages;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-4 text-lg">{t.text}</p>
      <h2 className="mt-8 text-2xl font-bold">{t.credits}</h2>
      <p className="mt-2">{t.openmoji}</p>
      <p className="mt-2 text-muted">{t.offline}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>
          <a className="text-brand-700 underline" href="https://openmoji.org" rel="noreferrer" target="_blank">
            {t.openmojiLink}
          </a>
        </li>
        <li>
          <a
            className="text-brand-700 underline"
            href="https://creativecommons.org/licenses/by-sa/4.0/deed.pt_BR"
            rel="noreferrer"
            target="_blank"
          >
            {t.licenseLink}
          </a>
        </li>
      </ul>
      <ButtonLink to={paths.home} variant="secondary" className="mt-8">
        {messages.common.backHome}
      </ButtonLink>
    </main>
  );
}
