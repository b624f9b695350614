import type { SCENARIO_KEYS } from '@neurobridge/shared/content/types/social-scenario/keys';

export type ScenarioKey = (typeof SCENARIO_KEYS)[number];
export const SOCIAL_OPTION_KEYS = ['a', 'b', 'c', 'd'] as const;
export type SocialOptionKey = (typeof SOCIAL_OPTION_KEYS)[number];

export interface SocialOption {
  text: string;
  /**
   * docs/product.md#social-game: each option has its own feedback; the others say kindly why
   * another choice is better.
   */
  feedback: string;
}

export interface SocialScenario {
  situation: string;
  question: string;
  best: SocialOptionKey;
  options: Record<SocialOptionKey, SocialOption>;
}

/** The 5 social situations (docs/product.md#social-game), each with 4 options of which one is best. */
export const SOCIAL_SCENARIOS: Record<ScenarioKey, SocialScenario> = {
  dividir_brinquedo: {
    situation: 'Você está brincando com seu ursinho. Um colega chega e pergunta se pode brincar também.',
    question: 'O que você faz?',
    best: 'b',
    options: {
      a: {
        text: 'Escondo o ursinho atrás de mim.',
        feedback: 'Esconder deixa o colega de fora. Vocês podem combinar de brincar juntos.',
      },
      b: {
        text: 'Digo: "Vamos brincar juntos?" e combinamos a vez de cada um.',
        feedback: 'Dividir deixa a brincadeira mais divertida, e seu colega fica feliz.',
      },
      c: {
        text: 'Grito "É meu!" e saio correndo.',
        feedback: 'Gritar pode assustar o colega. Dá para dizer com calma: "Vamos revezar?"',
      },
      d: {
        text: 'Jogo o ursinho longe para ninguém brincar.',
        feedback: 'Assim ninguém brinca e o brinquedo pode estragar. Brincar juntos é melhor.',
      },
    },
  },
  pedir_ajuda: {
    situation: 'Na hora do lanche, você não consegue abrir a sua caixinha de suco.',
    question: 'O que você pode fazer?',
    best: 'c',
    options: {
      a: {
        text: 'Fico sem o lanche e não falo nada.',
        feedback: 'Ficar quieto não resolve. Os adultos gostam de ajudar: é só pedir.',
      },
      b: {
        text: 'Jogo a caixinha no chão com raiva.',
        feedback: 'Ficar bravo acontece, mas jogar as coisas não ajuda. Respire fundo e peça ajuda.',
      },
      c: {
        text: 'Levanto a mão e peço: "Professora, você me ajuda?"',
        feedback: 'Pedir ajuda com calma é um ótimo jeito de resolver um problema.',
      },
      d: {
        text: 'Pego o suco do colega sem pedir.',
        feedback: 'Pegar sem pedir deixa o colega chateado. É melhor pedir ajuda para abrir a sua.',
      },
    },
  },
  fazer_amigo: {
    situation: 'Chegou uma criança nova na sua turma. Na hora do recreio, ela está sozinha.',
    question: 'O que você pode fazer?',
    best: 'a',
    options: {
      a: {
        text: 'Chego perto, digo "Oi, qual é o seu nome?" e convido para brincar.',
        feedback: 'Um "oi" e um convite são um ótimo começo para uma amizade.',
      },
      b: {
        text: 'Fico olhando de longe sem falar nada.',
        feedback: 'Tudo bem sentir vergonha, mas um "oi" ajuda a criança nova a se sentir bem-vinda.',
      },
      c: {
        text: 'Dou risada dela com os meus amigos.',
        feedback: 'Rir de alguém machuca. Receber a criança nova com carinho é o melhor caminho.',
      },
      d: {
        text: 'Digo que ela não pode brincar com a gente.',
        feedback: 'Ficar de fora deixa a pessoa triste. Chamar para brincar é mais legal.',
      },
    },
  },
  esperar_vez: {
    situation: 'Você está na fila do escorregador com seus colegas e quer muito descer logo.',
    question: 'O que você faz?',
    best: 'd',
    options: {
      a: {
        text: 'Empurro os colegas para chegar mais rápido.',
        feedback: 'Empurrar pode machucar alguém. Na fila, cada um espera a sua vez.',
      },
      b: {
        text: 'Passo correndo na frente de todo mundo.',
        feedback: 'Furar a fila não é justo com quem está esperando. A sua vez já vai chegar.',
      },
      c: {
        text: 'Desisto e vou embora chorando.',
        feedback: 'Esperar pode ser difícil, mas a sua vez vai chegar. Contar devagar ajuda a esperar.',
      },
      d: {
        text: 'Espero a minha vez na fila, contando devagar.',
        feedback: 'Esperando a vez, todo mundo brinca e ninguém se machuca.',
      },
    },
  },
  colega_triste: {
    situation: 'Seu colega está sentado sozinho, chorando, porque o desenho dele rasgou.',
    question: 'O que você pode fazer?',
    best: 'b',
    options: {
      a: {
        text: 'Dou risada do desenho rasgado.',
        feedback: 'Rir quando alguém está triste machuca ainda mais. Uma palavra gentil ajuda.',
      },
      b: {
        text: 'Sento perto dele e pergunto: "Quer ajuda? Posso ficar com você?"',
        feedback: 'Mostrar que você se importa ajuda o colega a se sentir melhor.',
      },
      c: {
        text: 'Finjo que não vi e continuo brincando.',
        feedback: 'Às vezes não sabemos o que fazer, mas perguntar se ele quer ajuda faz diferença.',
      },
      d: {
        text: 'Mando ele parar de chorar.',
        feedback: 'Chorar é um jeito de mostrar tristeza. Ficar perto e oferecer ajuda é melhor.',
      },
    },
  },
};
