import { TIME_TASKS } from '@neurobridge/shared/content/types/time-management/keys';
import { timeManagementMessages } from '../../locales/pt-BR/games/time-management';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChoiceField } from '../shared/editor/fields';

const t = {
  label: 'Gestão do tempo',
  task: 'Tarefa',
  taskNone: 'A criança escolhe',
  taskHint: 'A tarefa já escolhida, com o seu relógio e os seus passos.',
};
const TASKS = options(TIME_TASKS, (k) => timeManagementMessages.tasks[k].label);

export const editor = defineEditor({
  type: 'time_management',
  label: t.label,
  order: 140,
  Fields: (props: EditorFieldsProps) => (
    <ChoiceField {...props} field="task" label={t.task} hint={t.taskHint} options={TASKS} none={t.taskNone} />
  ),
});
