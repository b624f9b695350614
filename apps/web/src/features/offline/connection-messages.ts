/**
 * What the app says about the connection (docs/product.md#offline-play): a screen or part of one
 * that needs the server, without a connection. A plain module, so the route error of the entry
 * (app/routes/route-error.tsx) says the same words without loading a screen.
 */
export const connectionMessages = {
  title: 'Sem conexão — disponível quando voltar a internet',
  text: 'Esta parte precisa da internet. Os jogos, a semana da criança e o modo criança continuam funcionando sem ela.',
  back: 'Voltar ao painel',
  retry: 'Tentar de novo',
} as const;
