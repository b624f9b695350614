import { SCENARIO_KEYS } from '@neurobridge/shared/content/types/social-scenario/keys';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';

const t = {
  label: 'Situações sociais',
  scenarios: 'Situações',
  scenariosHint: 'De 1 a 5 situações; cada sessão usa no máximo 3.',
  names: {
    dividir_brinquedo: 'Dividir o brinquedo',
    pedir_ajuda: 'Pedir ajuda',
    fazer_amigo: 'Fazer um amigo',
    esperar_vez: 'Esperar a vez',
    colega_triste: 'Colega triste',
  } satisfies Record<(typeof SCENARIO_KEYS)[number], string>,
};
const SCENARIOS = options(SCENARIO_KEYS, (k) => t.names[k]);

export const editor = defineEditor({
  type: 'social_scenario',
  label: t.label,
  order: 70,
  Fields: (props: EditorFieldsProps) => (
    <ChecklistField {...props} field="scenarios" label={t.scenarios} hint={t.scenariosHint} options={SCENARIOS} />
  ),
});
