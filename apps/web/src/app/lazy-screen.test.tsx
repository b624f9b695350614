import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Screen({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

it('renders a screen whose code is here at once, never through the loading fallback', async () => {
  const Lazy = lazyScreen(() => Promise.resolve(Screen));
  await Lazy.preload();
  // Synchronously, in the first render: a lazy component handed a promise would show the fallback first.
  render(
    <Suspense fallback={<p>Carregando...</p>}>
      <Lazy text="Prancha" />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'Prancha' })).toBeInTheDocument();
  expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
});

it('shows the loading fallback while the code loads, then the screen; the code is asked for once', async () => {
  let loads = 0;
  let arrive!: () => void;
  const Lazy = lazyScreen(
    () =>
      new Promise<typeof Screen>((resolve) => {
        loads += 1;
        arrive = () => resolve(Screen);
      }),
  );
  void Lazy.preload();
  render(
    <Suspense fallback={<p>Carregando...</p>}>
      <Lazy text="Prancha" />
    </Suspense>,
  );
  expect(screen.getByText('Carregando...')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Prancha' })).toBeInTheDocument();
  expect(loads).toBe(1);
});
