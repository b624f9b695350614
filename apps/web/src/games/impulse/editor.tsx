import { defineEditor } from '../shared/editor/content-editor';

// No fields: the game always plays the same way.
export const editor = defineEditor({ type: 'impulse_control', label: 'Controle de impulsos', order: 100 });
