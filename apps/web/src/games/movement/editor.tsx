import { defineEditor } from '../shared/editor/content-editor';

// No fields: the game always plays the same way.
export const editor = defineEditor({ type: 'movement_break', label: 'Pausa para movimento', order: 130 });
