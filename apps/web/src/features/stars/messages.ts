/**
 * Stars and the reward shop's pt-BR texts (docs/product.md#stars-and-the-reward-shop;
 * docs/decisions/012-messages-per-feature.md): the parent's shop, the child's shop, the dashboard's
 * requests and the child page's section. What the routes say before the screens load is in
 * `route-messages.ts`.
 */
export const starsMessages = {
  /** "{n} estrelas", with one star said in the singular. */
  stars: '{n} estrelas',
  starsOne: '1 estrela',
  /** A price or a balance beside the star. */
  price: '{n} ⭐',

  // The parent's shop, /child/{id}/recompensas.
  shop: {
    title: 'Loja de recompensas de {name}',
    intro:
      'Cada atividade terminada vale de 1 a 3 estrelas, e cada tarefa da rotina feita, 1. {name} pede uma recompensa no modo criança, e você aprova ou recusa.',
    balance: 'Saldo',
    rewardsHeading: 'Recompensas',
    add: 'Adicionar recompensa',
    empty:
      'A loja ainda está vazia. Adicione recompensas pequenas (ex.: escolher a música do carro), médias e grandes.',
    loadError: 'Não foi possível carregar a loja.',
    edit: 'Editar',
    editLabel: 'Editar {name}',
    remove: 'Remover',
    removeLabel: 'Remover {name}',
    size: 'Tamanho: {size}',
    waiting: 'Pedido esperando resposta',
    requestsHeading: 'Pedidos esperando resposta',
    noRequests: 'Nenhum pedido esperando resposta.',
  },
  dialog: {
    addTitle: 'Adicionar recompensa',
    editTitle: 'Editar recompensa',
    name: 'Nome',
    nameHint: 'Ex.: escolher a música do carro, um passeio no parque.',
    picture: 'Figura',
    price: 'Preço (estrelas)',
    priceHint: 'De 1 a 500 estrelas.',
    size: 'Tamanho',
    save: 'Salvar',
    saving: 'Salvando...',
    added: '“{name}” adicionada à loja.',
    updated: '“{name}” atualizada.',
    error: 'Não foi possível salvar a recompensa. Tente novamente.',
  },
  removeDialog: {
    title: 'Remover “{name}”?',
    text: 'A recompensa sai da loja; um pedido esperando resposta é recusado.',
    confirm: 'Remover',
    done: '“{name}” removida da loja.',
    error: 'Não foi possível remover a recompensa. Tente novamente.',
  },

  // The dashboard's panel and the shop page's waiting requests.
  requests: {
    heading: 'Pedidos de recompensa',
    loadError: 'Não foi possível carregar os pedidos de recompensa.',
    forChild: '{child} pediu',
    balance: 'Saldo: {n} ⭐',
    approve: 'Aprovar',
    decline: 'Recusar',
    approved: '“{name}” aprovada. {child} agora tem {stars}.',
    declined: 'Pedido recusado.',
    error: 'Não foi possível responder ao pedido. Tente novamente.',
  },

  // The child's shop, /child/{id}/loja, in child mode.
  childShop: {
    title: 'Minha loja',
    balance: 'Você tem {n} ⭐',
    ask: 'Pedir',
    askLabel: 'Pedir {name}',
    asked: 'Pedido enviado! Um adulto vai responder.',
    missing: 'Faltam {k} estrelas',
    missingOne: 'Falta 1 estrela',
    offline: 'Sem conexão — peça quando a internet voltar.',
    back: 'Voltar ao meu dia',
    empty: 'A loja ainda está vazia. Um adulto pode colocar recompensas aqui.',
    loadError: 'Não foi possível abrir a loja.',
    askError: 'Não foi possível enviar o pedido. Tente de novo.',
  },

  // The child page's section.
  section: {
    heading: 'Estrelas e recompensas',
    balance: 'Saldo',
    thisWeek: 'Estrelas nesta semana',
    tableCaption: 'Últimas semanas',
    week: 'Semana',
    weekOf: 'Semana de {date}',
    earned: 'Estrelas ganhas',
    rewards: 'Recompensas recebidas',
    empty: 'Nenhuma estrela ainda. Cada atividade terminada vale de 1 a 3 estrelas.',
    loadError: 'Não foi possível carregar as estrelas.',
  },
} as const;
