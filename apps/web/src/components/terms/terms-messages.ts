/**
 * The terms modal's pt-BR texts (docs/decisions/012-messages-per-feature.md): the consent gate
 * (features/terms) and the admin's preview (features/admin/terms) show the same modal.
 */
export const termsMessages = {
  title: 'Termos de Uso e Privacidade',
  professionalTitle: 'Termo de Compromisso do Profissional',
  intro: 'Leia os termos até o fim para continuar.',
  version: 'Versão {version}',
  scrollHint: 'Role até o fim do texto para habilitar o botão Aceito.',
  accept: 'Aceito',
  decline: 'Não aceito',
  accepting: 'Salvando...',
  loadError: 'Não foi possível carregar os termos.',
  acceptError: 'Não foi possível registrar o aceite. Tente novamente.',
  changesTitle: 'O que mudou nesta versão',
  changesFrom: 'Desde a versão {version}, que você aceitou.',
} as const;
