/**
 * The pt-BR texts of the results waiting on the device (docs/product.md#offline-play): the top
 * bar's indicator, the refusal notice, the pending results on the child page and the sign-out
 * dialog. Counts choose the singular at 1 (docs/decisions/012-messages-per-feature.md).
 */
export const queueMessages = {
  indicator: {
    offline: 'Offline',
    offlineWaiting: 'Offline — {count} resultados para enviar',
    offlineWaitingOne: 'Offline — 1 resultado para enviar',
    // Online, but the last send met server trouble: the queue is tried again by itself.
    waiting: '{count} resultados para enviar',
    waitingOne: '1 resultado para enviar',
    sending: 'Enviando {count} resultados…',
    sendingOne: 'Enviando 1 resultado…',
    allSent: 'Tudo enviado',
  },
  refused: {
    title: 'Resultados não registrados',
    titleOne: 'Resultado não registrado',
    line: 'Não foi possível registrar “{activity}” de {child} ({date}): {reason}',
    // The child was removed since the result was played, so its name is no longer known.
    unknownChild: 'uma criança',
    ok: 'Entendi',
  },
  pending: {
    label: 'Aguardando envio',
    heading: 'Resultados aguardando envio',
    playedAt: '{date} às {time}',
    score: '{score} pontos',
    notCounted: 'Estes números ainda não contam {count} resultados aguardando envio.',
    notCountedOne: 'Estes números ainda não contam 1 resultado aguardando envio.',
  },
  signOut: {
    sending: 'Enviando resultados…',
    title: 'Há {count} resultados não enviados',
    titleOne: 'Há 1 resultado não enviado',
    text: 'Eles estão guardados só neste aparelho. Ao sair sem enviar, eles se perdem.',
    sendNow: 'Enviar agora',
    discard: 'Descartar',
    cancel: 'Cancelar',
    offline: 'Sem conexão — tente de novo quando voltar a internet.',
    serverTrouble: 'O servidor não respondeu. Tente de novo em instantes.',
  },
};

/** `one` at 1, else `many` with the count (texts above). */
export function countText(count: number, many: string, one: string): string {
  return count === 1 ? one : many.replace('{count}', String(count));
}
