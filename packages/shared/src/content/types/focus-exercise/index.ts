import { z } from 'zod';
import { defineContentType, lenient } from '../../content-type';
import { FOCUS_TARGETS, FOCUS_TASKS } from './keys';

/** The focus game plays four different tasks; each has its own picture, and 'focus' its target's. */
const PICTURES: Record<string, string> = {
  memory: '1F9E0', // brain
  spot_differences: '1F50E', // magnifying glass
  visual_puzzle: '1F9E9', // puzzle piece
  borboleta: '1F98B', // butterfly
  joaninha: '1F41E', // ladybug
  estrela: '2B50', // star
};

export const contentType = defineContentType({
  type: 'focus_exercise',
  schema: z.object({
    type: z.literal('focus_exercise'),
    task: lenient(z.enum(FOCUS_TASKS)),
    duration: lenient(z.number().int().min(10).max(600)),
    /** The focus task's target picture (docs/product.md#focus-game); random when absent. */
    target: lenient(z.enum(FOCUS_TARGETS)),
  }),
  kind: (content) =>
    content.task === 'spot_differences' || content.task === 'focus' || content.task === 'visual_puzzle'
      ? content.task
      : 'memory',
  picture: (content) => {
    const key = content.task === 'focus' || content.task === undefined ? content.target : content.task;
    return (key && PICTURES[key]) ?? '1F3AF'; // target
  },
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    focus_exercise: typeof contentType;
  }
}
