import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { lazyPart } from './lazy-part';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

it('shows its fallback until its code is here, then the part, with no Suspense boundary around it', async () => {
  let arrive!: () => void;
  const Lazy = lazyPart(
    () => new Promise<typeof Part>((resolve) => (arrive = () => resolve(Part))),
    <p>Carregando...</p>,
  );
  render(<Lazy text="Fila" />);
  expect(screen.getByText('Carregando...')).toBeInTheDocument();
  await act(async () => arrive());
  expect(screen.getByText('Fila')).toBeInTheDocument();
  expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
});

it('renders at once when its code was asked for before', async () => {
  const Lazy = lazyPart(() => Promise.resolve(Part));
  await Lazy.preload();
  render(<Lazy text="Prancha" />);
  expect(screen.getByText('Prancha')).toBeInTheDocument();
});

it("a chunk that fails to load fails the part, for the route's error boundary to show", async () => {
  const Lazy = lazyPart<{ text: string }>(() => Promise.reject(new Error('chunk')));
  const quiet = console.error;
  console.error = () => {}; // React reports the caught error
  try {
    render(
      <ErrorBoundary fallback={<p role="alert">Falhou</p>}>
        <Lazy text="Fila" />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou');
  } finally {
    console.error = quiet;
  }
});
