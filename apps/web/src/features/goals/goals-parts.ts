/**
 * The one module the screens load for goals (docs/product.md#goals): both child pages and the goal's
 * routes import it lazily, so the feature is one chunk of its own (the `goals` group of
 * apps/web/vite.config.ts) instead of code shared between their chunks, which would land in `common`.
 * The forms load apart when they open (zod).
 */
export { GoalScreen } from './components/goal-screen';
export { GoalsSection } from './components/goals-section';
