/**
 * What the parent's shop route says before the feature's chunk has loaded: a module apart from
 * `messages.ts` (which loads with `stars-parts.ts`), imported by that route alone.
 */
export const starsRouteMessages = {
  back: 'Voltar ao perfil',
} as const;
