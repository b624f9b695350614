import { MemoryRouter } from 'react-router';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ChildProfessionalsSection } from './child-professionals-section';

/** The child page's "Profissionais" for child 10 ("Lia"), over the given API answers (tests only). */
export function renderSection(routes: Record<string, Handler>) {
  const stub = stubFetch(routes);
  const view = renderWithProviders(
    <MemoryRouter>
      <ChildProfessionalsSection child={{ id: 10, name: 'Lia' }} />
    </MemoryRouter>,
  );
  return { ...stub, ...view };
}
