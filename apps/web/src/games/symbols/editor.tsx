import { SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';
import { CheckboxField, TextField } from '../../components/ui/field';
import { defineEditor, options, text, withField, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';
import { SYMBOLS } from './symbol-data';

const t = {
  label: 'Prancha de símbolos',
  symbols: 'Figuras da prancha',
  symbolsHint: 'De 1 a 12 figuras, na ordem em que foram marcadas. Tocar numa figura fala a sua frase.',
  singleSymbol: 'Uma figura responde à situação',
  singleSymbolHint:
    'A criança responde à instrução com uma figura só. Se a instrução nomear uma necessidade (sede, ajuda, dor…), a atividade espera essa figura.',
  prompt: 'Instrução',
  promptHint: 'Até 200 caracteres. Em branco: "Toque em uma figura para falar."',
};

function SymbolFields(props: EditorFieldsProps) {
  const { value, error, onChange } = props;
  const set = (key: string, next: unknown) => onChange(withField(value, key, next));
  return (
    <>
      <ChecklistField
        {...props}
        field="symbols"
        label={t.symbols}
        hint={t.symbolsHint}
        options={options(SYMBOL_KEYS, (k) => SYMBOLS[k].label)}
      />
      <CheckboxField
        label={t.singleSymbol}
        checked={value['mode'] === 'single_symbol'}
        onChange={(e) => set('mode', e.target.checked ? 'single_symbol' : undefined)}
      />
      <p className="mb-4 text-sm text-muted">{t.singleSymbolHint}</p>
      <TextField
        label={t.prompt}
        hint={t.promptHint}
        error={error('prompt')}
        maxLength={200}
        value={text(value['prompt'])}
        onChange={(e) => set('prompt', e.target.value === '' ? undefined : e.target.value)}
      />
    </>
  );
}

export const editor = defineEditor({
  type: 'symbol_communication',
  label: t.label,
  order: 40,
  Fields: SymbolFields,
});
