import { adminActivityBody } from '@neurobridge/shared/api/admin-activities';
import { authoredContentSchemas } from '@neurobridge/shared/content/authoring';
import { CONTENT_TYPES } from '@neurobridge/shared/content/schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EDITORS } from '../../../../games/editors';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { bodyOf, checkContent, newDraft, type ContentDraft } from '../form-values';
import { ContentForm } from './content-form';

/** The form with its own state, reporting every content it produces. */
function Harness({ onContent }: { onContent: (c: ContentDraft) => void }) {
  const [value, setValue] = useState<ContentDraft>(newDraft().content);
  const checked = checkContent(value);
  return (
    <ContentForm
      value={value}
      errors={checked.ok ? {} : checked.errors}
      onChange={(next) => {
        setValue(next);
        onContent(next);
      }}
    />
  );
}

function setup() {
  const produced: ContentDraft[] = [];
  const view = render(<Harness onContent={(c) => produced.push(c)} />);
  const last = () => produced.at(-1)!;
  const game = () => screen.getByLabelText('Jogo');
  return { view, last, game };
}

/** The 'Jogo' select's types and labels, in its order. */
const GAME_TYPES = EDITORS.editors.map(({ editor }) => editor.type);
const GAME_LABELS = EDITORS.editors.map(({ editor }) => editor.label);

const valid = (content: ContentDraft) => {
  const result = authoredContentSchemas[content.type].safeParse(content);
  expect(result.error?.issues ?? []).toEqual([]);
  expect(adminActivityBody.safeParse(bodyOf({ ...newDraft(), title: 'T', content })).success).toBe(true);
};

describe('the content form (docs/product.md#activity-editor)', () => {
  it('offers every content type in the Jogo select, in the order of docs/product.md#games', () => {
    const { game } = setup();
    expect(new Set(GAME_TYPES)).toEqual(new Set(CONTENT_TYPES));
    expect(GAME_TYPES).toHaveLength(CONTENT_TYPES.length);
    const offered = within(game())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(GAME_LABELS);
    // The games of the spec keep their order; a new type may take any place among them.
    const spec = [
      'Emoções',
      'Rotina',
      'Cores',
      'Prancha de símbolos',
      'Contagem',
      'Letras',
      'Situações sociais',
      'Exercício de atenção',
      'Respiração',
      'Controle de impulsos',
      'História em sequência',
      'Organização',
      'Pausa para movimento',
      'Gestão do tempo',
    ];
    expect(offered.filter((label) => spec.includes(label!))).toEqual(spec);
  });

  it.each(GAME_TYPES)('%s: picking it gives that game valid default content', async (type) => {
    const { last, game } = setup();
    // From another game, so picking the first one is a change too.
    await userEvent.selectOptions(game(), type === 'sequence' ? 'emotion_recognition' : 'sequence');
    await userEvent.selectOptions(game(), type);
    expect(last().type).toBe(type);
    valid(last());
  });

  it.each(['memory', 'spot_differences', 'focus', 'visual_puzzle'])('focus_exercise task %s is valid', async (task) => {
    const { last, game } = setup();
    await userEvent.selectOptions(game(), 'focus_exercise');
    await userEvent.selectOptions(screen.getByLabelText('Exercício'), task);
    expect(last()).toMatchObject({ type: 'focus_exercise', task });
    valid(last());
    // Only the focus game and the puzzle have a countdown.
    expect(screen.queryByLabelText('Tempo (segundos)') !== null).toBe(task === 'focus' || task === 'visual_puzzle');
  });

  it('edits each game with its own fields, each change still valid', async () => {
    const { view, last, game } = setup();
    const user = userEvent.setup();
    // Emotions: self-recognition swaps surprised for calm.
    await user.selectOptions(screen.getByLabelText('Modo'), 'self_recognition');
    expect(last()).toEqual({
      type: 'emotion_recognition',
      difficulty: 'self_recognition',
      emotions: ['happy', 'sad', 'angry'],
    });
    await user.click(screen.getByLabelText('Calmo'));
    expect(last()['emotions']).toEqual(['happy', 'sad', 'angry', 'calm']);
    valid(last());
    await expectNoSeriousA11yViolations(view.container);

    await user.selectOptions(game(), 'symbol_communication');
    await user.click(screen.getByLabelText('Uma figura responde à situação'));
    await user.type(screen.getByLabelText('Instrução'), 'Estou com sede');
    expect(last()).toMatchObject({ mode: 'single_symbol', prompt: 'Estou com sede' });
    valid(last());

    await user.selectOptions(game(), 'sequence');
    await user.selectOptions(screen.getByLabelText('Rotina'), 'morning');
    await user.click(screen.getByLabelText('Mostrar os horários'));
    expect(last()).toMatchObject({ routine_type: 'morning', show_times: false });
    valid(last());

    await user.selectOptions(game(), 'visual_math');
    await user.selectOptions(screen.getByLabelText('Faixa de contagem'), 'hard');
    await user.click(screen.getByLabelText('Usar uma faixa própria'));
    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '7');
    expect(last()).toMatchObject({ difficulty: 'hard', range: [1, 7] });
    valid(last());

    await user.selectOptions(game(), 'focus_exercise');
    await user.selectOptions(screen.getByLabelText('Exercício'), 'focus');
    await user.type(screen.getByLabelText('Tempo (segundos)'), '5');
    expect(screen.getByText('O tempo do exercício de foco deve ser de 10 a 600 segundos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tempo (segundos)'), '0');
    expect(last()).toMatchObject({ task: 'focus', duration: 50 });
    valid(last());

    await user.selectOptions(game(), 'letter_matching');
    await user.click(screen.getByLabelText('P (Pato)'));
    expect(last()['letters']).toEqual(['A', 'B', 'C', 'D', 'E', 'P']);
    valid(last());

    await user.selectOptions(game(), 'breathing_exercise');
    await user.selectOptions(screen.getByLabelText('Respiração'), 'box');
    expect(last()).toEqual({ type: 'breathing_exercise', exercise: 'box' });

    await user.selectOptions(game(), 'time_management');
    await user.selectOptions(screen.getByLabelText('Tarefa'), 'leitura');
    expect(last()).toEqual({ type: 'time_management', task: 'leitura' });
    valid(last());
  });
});
