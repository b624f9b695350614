import { createEditorRegistry, type ContentEditor } from './shared/editor/content-editor';

// Each content type's editor lives in `editor.tsx` of the game folder that plays its bare content,
// so adding a type touches no shared file (docs/architecture.md#activity-content-and-games). Only the
// admin's activity editor imports this, so the editors stay out of the player's chunk.
const modules = import.meta.glob<{ editor: ContentEditor }>('./*/editor.tsx', { eager: true });

/** Every content type's editor, in the 'Jogo' select's order. */
export const EDITORS = createEditorRegistry(
  Object.entries(modules).map(([path, { editor }]) => ({ folder: path.split('/')[1]!, editor })),
);
