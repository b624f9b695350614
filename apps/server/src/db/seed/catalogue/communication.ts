import { SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';
import { fit, type CatalogueActivity } from './types';

/** Comunicação: symbol boards that speak their phrase, and single-symbol answers to a situation. */
export const COMMUNICATION: CatalogueActivity[] = [
  {
    key: 'minha-primeira-prancha',
    tier: 'free',
    category: 'communication',
    title: 'Minha primeira prancha',
    description:
      'Uma prancha com seis figuras — água, comida, banheiro, ajuda, feliz e obrigado. Ao tocar numa figura, o aparelho fala a frase em voz alta.',
    learning_objectives: 'Usar figuras para expressar necessidades básicas e sentimentos.',
    content: {
      type: 'symbol_communication',
      symbols: ['agua', 'comida', 'banheiro', 'ajuda', 'feliz', 'obrigado'],
      prompt: 'Toque na figura para dizer o que você quer.',
    },
    ...fit({ level: 1, ages: [3, 8], tea: null, tdah: null, type: 'interactive', minutes: null }),
  },
  {
    key: 'estou-com-sede',
    tier: 'free',
    category: 'communication',
    title: 'Estou com sede',
    description:
      'A criança ouve uma situação e responde tocando uma única figura, como pedir água quando está com sede.',
    learning_objectives: 'Responder a uma situação concreta com o símbolo adequado.',
    content: {
      type: 'symbol_communication',
      symbols: ['agua', 'comida', 'ajuda'],
      mode: 'single_symbol',
      prompt: 'Você está com sede. Mostre o que você quer.',
    },
    ...fit({ level: 1, ages: [3, 7], tea: 3, tdah: false, type: 'interactive', minutes: 5 }),
  },
  {
    key: 'como-estou-agora',
    tier: 'm0',
    category: 'communication',
    title: 'Como estou agora',
    description:
      'A criança usa figuras para contar como está: feliz, triste, com dor, precisando de ajuda ou querendo agradecer.',
    learning_objectives: 'Comunicar o próprio estado com apoio visual e fala.',
    content: {
      type: 'symbol_communication',
      symbols: ['feliz', 'triste', 'dor', 'ajuda', 'obrigado'],
      prompt: 'Como você está agora?',
    },
    ...fit({ level: 1, ages: [3, 10], tea: null, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'mais-parar-brincar',
    tier: 'm0',
    category: 'communication',
    title: 'Mais, parar e brincar',
    description:
      'Figuras para pedir mais, pedir para parar e convidar alguém para brincar, treinando os pedidos que aparecem durante a brincadeira.',
    learning_objectives: 'Fazer pedidos funcionais durante atividades de lazer.',
    content: {
      type: 'symbol_communication',
      symbols: ['brincar', 'mais', 'parar', 'feliz', 'obrigado'],
      prompt: 'O que você quer fazer na brincadeira?',
    },
    ...fit({ level: 1, ages: [3, 8], tea: 2, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'preciso-de-ajuda',
    tier: 'm0',
    category: 'communication',
    title: 'Preciso de ajuda',
    description:
      'Diante de uma tarefa difícil, a criança toca a figura que pede ajuda — uma alternativa a desistir ou se frustrar.',
    learning_objectives: 'Pedir ajuda de forma clara quando encontra uma dificuldade.',
    content: {
      type: 'symbol_communication',
      symbols: ['ajuda', 'parar', 'dor'],
      mode: 'single_symbol',
      prompt: 'Você não consegue abrir a garrafa. O que você diz?',
    },
    ...fit({ level: 1, ages: [3, 9], tea: 2, tdah: 1, type: 'interactive', minutes: 5 }),
  },
  {
    key: 'do-que-eu-preciso',
    tier: 'm0',
    category: 'communication',
    title: 'Do que eu preciso?',
    description:
      'Prancha com as necessidades do corpo — água, comida, banheiro e sono — para a criança avisar o que precisa em casa ou na escola.',
    learning_objectives: 'Comunicar necessidades fisiológicas com autonomia.',
    content: {
      type: 'symbol_communication',
      symbols: ['agua', 'comida', 'banheiro', 'dormir'],
      prompt: 'Do que você precisa?',
    },
    ...fit({ level: 1, ages: [3, 8], tea: 3, tdah: false, type: 'interactive', minutes: null }),
  },
  {
    key: 'esta-doendo',
    tier: 'm0',
    category: 'communication',
    title: 'Está doendo',
    description:
      'A criança aprende a avisar que sente dor tocando a figura certa, uma habilidade importante para a saúde.',
    learning_objectives: 'Sinalizar dor ou mal-estar a um adulto de confiança.',
    content: {
      type: 'symbol_communication',
      symbols: ['dor', 'triste', 'banheiro'],
      mode: 'single_symbol',
      prompt: 'Sua barriga está doendo. Como você avisa um adulto?',
    },
    ...fit({ level: 1, ages: [4, 10], tea: null, tdah: null, type: 'interactive', minutes: 5 }),
  },
  {
    key: 'palavras-gentis',
    tier: 'm0',
    category: 'communication',
    title: 'Palavras gentis',
    description:
      'A criança pratica agradecer, pedir mais e pedir ajuda com educação, ouvindo cada frase em voz alta ao tocar na figura.',
    learning_objectives: 'Usar expressões de cortesia na comunicação do dia a dia.',
    content: {
      type: 'symbol_communication',
      symbols: ['obrigado', 'mais', 'ajuda', 'feliz'],
      prompt: 'Escolha o que dizer para a pessoa.',
    },
    ...fit({ level: 1, ages: [4, 9], tea: null, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'prancha-completa',
    tier: 'm6',
    category: 'communication',
    title: 'Prancha completa',
    description:
      'A prancha com as doze figuras: necessidades, sentimentos e pedidos. A criança explora e usa as figuras para se comunicar livremente.',
    learning_objectives: 'Ampliar o repertório de comunicação com um conjunto maior de símbolos.',
    content: {
      type: 'symbol_communication',
      symbols: [...SYMBOL_KEYS],
      prompt: 'O que você quer dizer?',
    },
    ...fit({ level: 2, ages: [4, 12], tea: null, tdah: null, type: 'interactive', minutes: null }),
  },
  {
    key: 'quero-que-pare',
    tier: 'm6',
    category: 'communication',
    title: 'Quero que pare',
    description:
      'A criança aprende a pedir para parar algo que incomoda, como um barulho alto, tocando uma única figura.',
    learning_objectives: 'Expressar limites e desconfortos sensoriais de forma comunicativa.',
    content: {
      type: 'symbol_communication',
      symbols: ['parar', 'mais', 'brincar'],
      mode: 'single_symbol',
      prompt: 'O barulho está muito alto e você quer que pare. O que você mostra?',
    },
    ...fit({ level: 2, ages: [4, 10], tea: 2, tdah: null, type: 'interactive', minutes: 5 }),
  },
  {
    key: 'antes-de-dormir',
    tier: 'm6',
    category: 'communication',
    title: 'Antes de dormir',
    description:
      'Figuras para a rotina da noite: pedir água, ir ao banheiro, dizer que está com sono e contar como foi o dia.',
    learning_objectives: 'Comunicar necessidades e sentimentos na rotina noturna.',
    content: {
      type: 'symbol_communication',
      symbols: ['dormir', 'agua', 'banheiro', 'triste', 'feliz'],
      prompt: 'O que você precisa antes de dormir?',
    },
    ...fit({ level: 1, ages: [3, 8], tea: null, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'ganhei-um-presente',
    tier: 'm12',
    category: 'communication',
    title: 'Ganhei um presente!',
    description:
      'A criança liga uma situação a um sentimento e responde tocando uma figura, ouvindo a frase em voz alta.',
    learning_objectives: 'Associar acontecimentos a sentimentos e comunicá-los.',
    content: {
      type: 'symbol_communication',
      symbols: ['feliz', 'triste', 'obrigado'],
      mode: 'single_symbol',
      prompt: 'Você ganhou um presente. Como você se sente?',
    },
    ...fit({ level: 1, ages: [3, 8], tea: null, tdah: null, type: 'interactive', minutes: 5 }),
  },
  {
    key: 'conversa-no-recreio',
    tier: 'm12',
    category: 'communication',
    title: 'Conversa no recreio',
    description:
      'Prancha para brincar com os colegas: convidar, pedir mais, pedir para parar, pedir ajuda e dizer como se sente.',
    learning_objectives: 'Usar a comunicação alternativa em interações com outras crianças.',
    content: {
      type: 'symbol_communication',
      symbols: ['brincar', 'mais', 'parar', 'ajuda', 'triste', 'feliz'],
      prompt: 'O que você quer dizer para seu amigo?',
    },
    ...fit({ level: 2, ages: [5, 11], tea: null, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'algo-nao-esta-bem',
    tier: 'm12',
    category: 'communication',
    title: 'Algo não está bem',
    description:
      'Figuras para a criança comunicar desconforto em momentos difíceis: dor, tristeza, pedir para parar ou pedir ajuda.',
    learning_objectives: 'Comunicar desconforto antes que ele se transforme em crise.',
    content: {
      type: 'symbol_communication',
      symbols: ['dor', 'triste', 'parar', 'ajuda'],
      prompt: 'Algo não está bem. Mostre o que está acontecendo.',
    },
    ...fit({ level: 2, ages: [4, 12], tea: 3, tdah: false, type: 'therapy', minutes: 10 }),
  },
  {
    key: 'quero-mais-por-favor',
    tier: 'm12',
    category: 'communication',
    title: 'Quero mais, por favor',
    description: 'Na hora do almoço, a criança ouve a situação e toca uma figura para pedir mais comida.',
    learning_objectives: 'Fazer pedidos durante as refeições com apoio visual.',
    content: {
      type: 'symbol_communication',
      symbols: ['mais', 'comida', 'agua', 'parar'],
      mode: 'single_symbol',
      prompt: 'Você gostou da comida e ainda está com fome. O que você pede?',
    },
    ...fit({ level: 1, ages: [3, 8], tea: 2, tdah: null, type: 'interactive', minutes: 5 }),
  },
  {
    key: 'corpo-e-sentimentos',
    tier: 'm12',
    category: 'communication',
    title: 'Corpo e sentimentos',
    description:
      'Sete figuras que juntam necessidades do corpo e sentimentos, para a criança combinar pedidos e contar como está.',
    learning_objectives: 'Diferenciar e comunicar necessidades físicas e emocionais.',
    content: {
      type: 'symbol_communication',
      symbols: ['agua', 'comida', 'banheiro', 'dormir', 'feliz', 'triste', 'dor'],
      prompt: 'Escolha a figura e ouça a frase.',
    },
    ...fit({ level: 2, ages: [5, 12], tea: null, tdah: null, type: 'interactive', minutes: 15 }),
  },
  {
    key: 'falando-com-a-professora',
    tier: 'm12',
    category: 'communication',
    title: 'Falando com a professora',
    description:
      'Figuras para usar na sala de aula: pedir para ir ao banheiro, pedir ajuda, pedir água, pedir uma pausa e agradecer.',
    learning_objectives: 'Comunicar-se com adultos da escola de forma clara e independente.',
    content: {
      type: 'symbol_communication',
      symbols: ['banheiro', 'ajuda', 'agua', 'parar', 'obrigado'],
      prompt: 'O que você quer dizer para a professora?',
    },
    ...fit({ level: 2, ages: [5, 12], tea: null, tdah: 1, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'dizendo-obrigado',
    tier: 'm12',
    category: 'communication',
    title: 'Dizendo obrigado',
    description: 'A criança escolhe a figura certa para agradecer a um amigo, treinando gentileza e comunicação.',
    learning_objectives: 'Reconhecer situações em que se agradece e usar o símbolo correspondente.',
    content: {
      type: 'symbol_communication',
      symbols: ['obrigado', 'feliz', 'mais'],
      mode: 'single_symbol',
      prompt: 'Seu amigo dividiu o lanche com você. O que você diz?',
    },
    ...fit({ level: 1, ages: [4, 10], tea: null, tdah: null, type: 'interactive', minutes: 5 }),
  },
];
