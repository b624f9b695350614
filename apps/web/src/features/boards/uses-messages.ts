/**
 * What the board tells, on the child pages (docs/product.md#what-the-board-tells), and the
 * professional's way to the board: a module apart from `messages.ts`, so the child pages and the
 * professional's board route load only these few texts.
 */
export const boardUsesMessages = {
  title: 'Prancha',
  top: 'Palavras mais usadas (7 dias)',
  times: '{count} vezes',
  once: '1 vez',
  byDay: 'Palavras por dia',
  byDayCaption: 'Palavras tocadas na prancha em cada dia dos últimos 7 dias',
  day: 'Dia',
  words: 'Palavras (vezes)',
  empty: 'Nenhuma palavra usada na prancha nesta semana.',
  loadError: 'Não foi possível carregar o uso da prancha.',
  retry: 'Tentar novamente',
  open: 'Prancha',
  savePhrases: 'Guardar frases',
  savePhrasesText:
    'Desligado: guardamos só quantas vezes cada palavra foi tocada. Ligado: guardamos também as frases que a criança falou, para você e os profissionais verem. Você pode apagar tudo a qualquer momento.',
  turnOffTitle: 'Desligar e apagar as frases guardadas?',
  turnOffText: 'As frases que a criança falou serão apagadas para sempre. As contagens de palavras continuam.',
  turnOffConfirm: 'Desligar e apagar',
  settingsError: 'Não foi possível mudar "Guardar frases". Tente novamente.',
  turnedOn: 'Frases da prancha serão guardadas.',
  turnedOff: 'Frases apagadas. Agora guardamos só as contagens.',
  phrases: 'Últimas frases',
  phrasesEmpty: 'Nenhuma frase guardada ainda.',
  phrasesError: 'Não foi possível carregar as frases.',
  forget: 'Apagar frases',
  forgetTitle: 'Apagar as frases guardadas?',
  forgetText: 'Todas as frases guardadas desta criança serão apagadas para sempre. As contagens de palavras continuam.',
  forgetConfirm: 'Apagar frases',
  forgetError: 'Não foi possível apagar as frases. Tente novamente.',
  forgotten: 'Frases apagadas.',
  /** The professional's board route. */
  backToChild: 'Voltar à página da criança',
} as const;
