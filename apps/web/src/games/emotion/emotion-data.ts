import type { EmotionKey } from '@neurobridge/shared/content/types/emotion-recognition/keys';

export const EMOTION_LABELS: Record<EmotionKey, string> = {
  happy: 'Feliz',
  sad: 'Triste',
  angry: 'Bravo',
  worried: 'Preocupado',
  excited: 'Animado',
  surprised: 'Surpreso',
  calm: 'Calmo',
};

/** Four situations per emotion, about someone else (docs/product.md#emotion-game). */
export const BASIC_SCENARIOS: Record<EmotionKey, readonly string[]> = {
  happy: [
    'Júlia ganhou um abraço da avó que ela não via há muito tempo.',
    'Pedro terminou o desenho e todos gostaram.',
    'Ana está brincando no parque com os amigos.',
    'Lucas ganhou o brinquedo que queria no aniversário.',
  ],
  sad: [
    'O sorvete de Marina caiu no chão.',
    'O melhor amigo de Davi mudou para outra cidade.',
    'O balão de Sofia voou para longe.',
    'Gabriel não pôde ir ao passeio porque estava doente.',
  ],
  angry: [
    'Um colega rasgou o desenho de Rafael de propósito.',
    'Alguém furou a fila na frente de Helena.',
    'O irmão de Miguel pegou o brinquedo dele sem pedir.',
    'Laura montou uma torre e alguém derrubou.',
  ],
  worried: [
    'Hoje é o primeiro dia de Beatriz na escola nova.',
    'O cachorro de Enzo está doente.',
    'Clara não sabe onde deixou a mochila.',
    'Vai ter prova amanhã e Théo ainda não estudou.',
  ],
  excited: [
    'Amanhã Alice vai para a praia pela primeira vez.',
    'A festa de aniversário de Arthur começa daqui a pouco.',
    'Manuela vai ganhar um cachorrinho hoje.',
    'Bernardo vai andar de avião nas férias.',
  ],
  surprised: [
    'Quando Lívia abriu a porta, todos gritaram "Surpresa!".',
    'Um coelho saiu de dentro do chapéu do mágico.',
    'Heitor encontrou um presente escondido debaixo da cama.',
    'Começou a nevar na cidade de Valentina.',
  ],
  calm: [
    'Cecília está deitada na rede ouvindo música baixinho.',
    'Samuel está respirando devagar depois de brincar.',
    'Isadora está olhando as nuvens no céu.',
    'Joaquim está lendo um livro no sofá.',
  ],
};

/** Four situations per emotion, about the child (self-recognition set). */
export const SELF_SCENARIOS: Record<EmotionKey, readonly string[]> = {
  happy: [
    'Você ganhou um abraço de alguém que ama.',
    'Você conseguiu fazer algo difícil sozinho.',
    'Você está brincando do seu jogo favorito.',
    'Um amigo chamou você para brincar.',
  ],
  sad: [
    'Seu brinquedo preferido quebrou.',
    'Um amigo não quis brincar com você.',
    'Você não pôde ir a um passeio que queria muito.',
    'Você perdeu uma coisa de que gostava.',
  ],
  angry: [
    'Alguém pegou suas coisas sem pedir.',
    'Você estava no meio do jogo e mandaram parar.',
    'Alguém riu de você.',
    'Sua construção foi derrubada.',
  ],
  worried: [
    'Você vai a um lugar novo e não conhece ninguém.',
    'Você não encontra seu pai ou sua mãe no mercado.',
    'Você ouviu um barulho forte à noite.',
    'Amanhã vai ter uma apresentação na escola.',
  ],
  excited: [
    'Hoje é o dia do seu aniversário.',
    'Você vai visitar um lugar de que gosta muito.',
    'Você vai ganhar um presente daqui a pouco.',
    'Você vai encontrar seu melhor amigo.',
  ],
  surprised: [
    'Você abriu uma caixa e tinha algo que você não esperava.',
    'Alguém apareceu de repente atrás de você.',
    'Você ganhou um presente sem ser seu aniversário.',
    'Uma luz acendeu sozinha.',
  ],
  calm: [
    'Você está deitado no seu lugar preferido, sem pressa.',
    'Você respirou fundo três vezes bem devagar.',
    'Você está ouvindo uma música tranquila.',
    'Você está abraçado no seu bicho de pelúcia.',
  ],
};
