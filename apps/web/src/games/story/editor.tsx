import { STORY_KEYS } from '@neurobridge/shared/content/types/story-sequence/keys';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChoiceField } from '../shared/editor/fields';
import { STORIES } from './story-data';

const t = { label: 'História em sequência', story: 'História', storyHint: 'Quatro cenas que a criança põe na ordem.' };
const STORY_OPTIONS = options(STORY_KEYS, (k) => STORIES[k].title);

export const editor = defineEditor({
  type: 'story_sequence',
  label: t.label,
  order: 110,
  Fields: (props: EditorFieldsProps) => (
    <ChoiceField {...props} field="story" label={t.story} hint={t.storyHint} options={STORY_OPTIONS} />
  ),
});
