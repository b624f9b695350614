import type { Trial } from '@neurobridge/shared/domain/goals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { putAnswer } from '../trials-stubs';
import { TrialsScreen } from './trials-screen';

/** The trials screen of session 20 of child 10 over the given API answers, and its helpers (tests only). */

export const GET = 'GET /api/children/10/sessions/20/trials';
export const PUT = 'PUT /api/children/10/sessions/20/trials/1';

/** The server's answer to a PUT: the list it was sent, as the caller's record. */
export const echo: Handler = (init, url) => {
  const { trials } = JSON.parse(String(init!.body)) as { trials: Trial[] };
  return { body: putAnswer(Number(url.pathname.split('/').at(-1)), trials) };
};

export function renderTrials(routes: Record<string, Handler>) {
  const stub = stubFetch({ [PUT]: echo, ...routes });
  const view = renderWithProviders(
    <MemoryRouter>
      <TrialsScreen childId={10} sessionId={20} back={{ to: '/child/10', label: 'Voltar ao perfil' }} />
    </MemoryRouter>,
  );
  const puts = () => stub.calls.filter((c) => c.method === 'PUT');
  return { ...stub, ...view, puts, sent: () => puts().map((c) => (c.body as { trials: Trial[] }).trials) };
}

export const button = (name: string) => screen.getByRole('button', { name });
export const tap = (name: string) => userEvent.click(button(name));
/** The screen has read the session: the responses are there. */
export const loaded = () => screen.findByRole('button', { name: 'Correto' });
/** A figure of the summary ('% correto', …): the value shown above its label. */
export const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
export const chips = () => within(screen.getByTestId('trial-chips')).getAllByRole('listitem');
export const t = (result: Trial['result'], prompt: Trial['prompt'] = 'independent'): Trial => ({ result, prompt });
