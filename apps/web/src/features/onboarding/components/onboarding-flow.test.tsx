import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { sampleUser, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { OnboardingFlow } from './onboarding-flow';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const COMPLETE = 'POST /api/onboarding/complete';

function open(answer: Parameters<typeof stubFetch>[0][string] = (init) => done(init)) {
  const stub = stubFetch({ [COMPLETE]: answer });
  const onFinished = vi.fn();
  const view = renderWithProviders(<OnboardingFlow priceQuote="A partir de R$ 33,00/mês" onFinished={onFinished} />);
  return { ...stub, onFinished, ...view };
}

function done(init: RequestInit | undefined) {
  const { role } = JSON.parse(String(init?.body)) as { role: string };
  return { body: { ...sampleUser, role } };
}

const finishButton = () => screen.getByRole('button', { name: 'Concluir' });

describe('the role step', () => {
  it('asks how the account will be used, with both choices', async () => {
    const { container } = open();
    expect(screen.getByRole('heading', { name: 'Como você vai usar o NeuroBridge?' })).toBeInTheDocument();
    expect(screen.getByText('Passo 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sou profissional (terapeuta, AT, psicólogo...)' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });
});

describe('a parent', () => {
  it('sees a welcome with the price, sends the role alone, then "Tudo pronto!" and home after 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls, onFinished } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    expect(screen.getByText('Passo 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Que bom ter você aqui!' })).toBeInTheDocument();
    expect(screen.getByText('A partir de R$ 33,00/mês')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tipo de profissional')).not.toBeInTheDocument();
    expect(finishButton()).toBeEnabled();

    fireEvent.click(finishButton());
    for (let i = 0; i < 100 && !screen.queryByText('Tudo pronto!'); i++)
      await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Tudo pronto!' })).toBeInTheDocument();
    expect(screen.getByText('Passo 3 de 3')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/onboarding/complete').map((c) => c.body)).toEqual([{ role: 'parent' }]);

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(onFinished).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished.mock.calls[0]![0]).toMatchObject({ role: 'parent' });
  });

  it('can go back to the role step and choose the other role', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Como você vai usar o NeuroBridge?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sou profissional (terapeuta, AT, psicólogo...)' }));
    expect(screen.getByLabelText('Tipo de profissional')).toBeInTheDocument();
  });
});

describe('a professional', () => {
  it('cannot finish until a type is chosen; sends the type and the filled fields, trimmed', async () => {
    const { calls, container } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Sou profissional (terapeuta, AT, psicólogo...)' }));
    expect(screen.getByRole('heading', { name: 'Seus dados profissionais' })).toBeInTheDocument();
    const type = screen.getByLabelText('Tipo de profissional');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selecione...',
      'Acompanhante terapêutico (AT)',
      'Psicólogo(a)',
      'Fonoaudiólogo(a)',
      'Terapeuta ocupacional',
      'Fisioterapeuta',
      'Pedagogo(a)',
      'Outro',
    ]);
    expect(finishButton()).toBeDisabled();
    await expectNoSeriousA11yViolations(container);

    await userEvent.selectOptions(type, 'Terapeuta ocupacional');
    expect(finishButton()).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Organização / clínica (opcional)'), '  Clínica Sol  ');
    expect(screen.getByLabelText('Número de registro (CREFITO/CRP/CRFa) (opcional)')).toHaveAttribute(
      'maxlength',
      '50',
    );
    await userEvent.click(finishButton());
    expect(await screen.findByRole('heading', { name: 'Tudo pronto!' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/onboarding/complete').map((c) => c.body)).toEqual([
      {
        role: 'professional',
        professional_info: { professional_type: 'occupational_therapist', organization_name: 'Clínica Sol' },
      },
    ]);
  });

  it('choosing "Selecione..." again disables the finish button', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Sou profissional (terapeuta, AT, psicólogo...)' }));
    await userEvent.selectOptions(screen.getByLabelText('Tipo de profissional'), 'Outro');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de profissional'), 'Selecione...');
    expect(finishButton()).toBeDisabled();
  });
});

describe('errors', () => {
  it("shows the server's message and stays on the step", async () => {
    open(() => ({ status: 409, body: { error: 'Você já escolheu o seu perfil.' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    await userEvent.click(finishButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já escolheu o seu perfil.');
    expect(screen.queryByRole('heading', { name: 'Tudo pronto!' })).not.toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => ({ status: 500, body: { error: 'Erro interno.' } })],
  ])('when %s, says "Erro de conexão. Tente novamente."', async (_name, answer) => {
    open(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    await userEvent.click(finishButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão. Tente novamente.');
  });

  it('going back clears the error', async () => {
    open(() => ({ status: 409, body: { error: 'Você já escolheu o seu perfil.' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    await userEvent.click(finishButton());
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
