import { CheckboxField, SelectField, TextField } from '../../components/ui/field';
import { defineEditor, text, withField, type EditorFieldsProps } from '../shared/editor/content-editor';

const t = {
  label: 'Contagem',
  difficulty: 'Faixa de contagem',
  difficulties: {
    easy: 'Fácil: de 1 a 5',
    hard: 'Difícil: de 6 a 10',
    none: 'Pelo nível da criança: de 1 a 5, de 1 a 8 ou de 6 a 20',
  },
  // docs/product.md#counting-game: the child's level sets the questions (4, 5 or 6) and, only
  // without a range here, the counts.
  difficultyHint: 'Cinco perguntas (quatro no nível 1, seis no nível 3) com quantidades desta faixa.',
  customRange: 'Usar uma faixa própria',
  rangeMin: 'De',
  rangeMax: 'Até',
  rangeHint: 'Números inteiros: o menor de 1 a 9, o maior até 10. Vale no lugar da faixa acima.',
};

/** The counting range: a preset (`difficulty`) or the admin's own `range`, which wins when set. */
function CountingFields({ value, error, onChange }: EditorFieldsProps) {
  const range = Array.isArray(value['range']) ? (value['range'] as unknown[]) : null;
  const bound = (i: number) => (range && Number.isFinite(range[i]) ? String(range[i]) : '');
  const setBound = (i: number, raw: string) => {
    const next = [range?.[0] ?? 1, range?.[1] ?? 5];
    next[i] = raw.trim() === '' ? Number.NaN : Number(raw);
    onChange({ ...value, range: next });
  };
  return (
    <>
      <SelectField
        label={t.difficulty}
        hint={t.difficultyHint}
        error={error('difficulty')}
        value={text(value['difficulty'])}
        onChange={(e) => onChange(withField(value, 'difficulty', e.target.value || undefined))}
      >
        <option value="easy">{t.difficulties.easy}</option>
        <option value="hard">{t.difficulties.hard}</option>
        <option value="">{t.difficulties.none}</option>
      </SelectField>
      <CheckboxField
        label={t.customRange}
        checked={range !== null}
        onChange={(e) => onChange(withField(value, 'range', e.target.checked ? [1, 5] : undefined))}
      />
      {range && (
        <div>
          <div className="grid grid-cols-2 gap-x-4">
            <TextField
              label={t.rangeMin}
              type="number"
              min={1}
              max={9}
              value={bound(0)}
              error={error('range')}
              onChange={(e) => setBound(0, e.target.value)}
            />
            <TextField
              label={t.rangeMax}
              type="number"
              min={2}
              max={10}
              value={bound(1)}
              onChange={(e) => setBound(1, e.target.value)}
            />
          </div>
          <p className="mb-4 text-sm text-muted">{t.rangeHint}</p>
        </div>
      )}
    </>
  );
}

export const editor = defineEditor({ type: 'visual_math', label: t.label, order: 50, Fields: CountingFields });
