/**
 * The offline assistant's starter answers (docs/product.md#starter-answers): written for the
 * families who use NeuroBridge, in plain pt-BR, warm and non-clinical; what they say about the
 * product follows docs/product.md. The admin's training items extend and override them
 * (docs/product.md#offline-assistant).
 *
 * Each answer: a stable `id` (tests and logs name it), `questions` (ways a family asks it) and
 * `keywords` (words that point to it), both only searched, never shown, and the `answer` text.
 * Review: a change to an answer about the product changes its section of docs/product.md too.
 */

export interface StarterAnswer {
  id: string;
  questions: string[];
  keywords: string[];
  answer: string;
}

const PRO = 'Se a dificuldade for intensa ou durar semanas, procure um profissional que acompanhe seu filho.';

export const STARTER_ANSWERS: readonly StarterAnswer[] = [
  // ── Everyday life ──────────────────────────────────────────────────────────────────────────
  {
    id: 'sono-dificuldade',
    questions: [
      'Meu filho não consegue dormir',
      'Como ajudar a criança a dormir melhor?',
      'Ele demora para pegar no sono',
    ],
    keywords: ['sono', 'dormir', 'insônia', 'hora de dormir', 'cama', 'deitar'],
    answer:
      'O sono melhora com previsibilidade. 🌙 Tente um ritual igual todas as noites, no mesmo horário: banho, pijama, ' +
      'escovar os dentes, uma história e luz baixa. Desligue telas pelo menos 1 hora antes de deitar, deixe o quarto ' +
      'escuro, silencioso e fresco, e mostre a sequência em figuras para a criança saber o que vem depois. Atividade ' +
      `física durante o dia também ajuda. ${PRO} O pediatra é um bom começo.`,
  },
  {
    id: 'sono-acorda-noite',
    questions: [
      'Meu filho acorda de madrugada',
      'Ela acorda várias vezes à noite',
      'Acorda muito cedo e não dorme mais',
    ],
    keywords: ['madrugada', 'acordar', 'acorda', 'despertar', 'sono', 'noite'],
    answer:
      'Acordar à noite é comum e cansa a família toda. 💛 Quando acontecer, responda com calma, pouca luz e poucas ' +
      'palavras, sempre do mesmo jeito, e leve a criança de volta para a própria cama. Evite telas e brincadeiras ' +
      'nessa hora. Anote por uma ou duas semanas a hora de dormir, de acordar e o que aconteceu no dia: isso ajuda ' +
      `a achar padrões (barulho, fome, calor, cochilo tarde). ${PRO}`,
  },
  {
    id: 'rotina-criar',
    questions: ['Como montar uma rotina para meu filho?', 'Como organizar o dia da criança', 'Dicas de rotina em casa'],
    keywords: ['rotina', 'organizar', 'horários', 'dia a dia', 'previsibilidade', 'quadro de rotina'],
    answer:
      'Rotina traz segurança. 🗓️ Comece pelos momentos fixos (acordar, comer, escola, banho, dormir) e mostre o dia ' +
      'em um quadro com figuras, na ordem, em um lugar que a criança veja. Use as mesmas palavras todos os dias e ' +
      'avise antes de cada troca. Poucas atividades por dia, todos os dias, ajudam mais que muitas de uma vez. No ' +
      'NeuroBridge, o Cronograma Semanal de cada criança ajuda a planejar a semana e comemorar as conquistas.',
  },
  {
    id: 'rotina-mudancas',
    questions: [
      'Meu filho não aceita mudanças na rotina',
      'Como preparar a criança para uma viagem ou mudança',
      'Ele sofre na hora de trocar de atividade',
    ],
    keywords: ['mudança', 'transição', 'imprevisto', 'viagem', 'trocar de atividade', 'parar de brincar'],
    answer:
      'Mudanças são mais fáceis quando são anunciadas. ⏳ Avise antes ("daqui a 5 minutos vamos guardar"), use um ' +
      'timer visual, mostre em figuras o que vem depois e, se puder, deixe a criança escolher entre duas opções. ' +
      'Para uma novidade maior (viagem, escola nova, casa nova), conte com antecedência, mostre fotos do lugar e ' +
      'leve um objeto de conforto. Elogie cada transição que deu certo, por menor que seja.',
  },
  {
    id: 'crise-durante',
    questions: [
      'O que fazer durante uma crise do meu filho?',
      'Como agir numa crise de choro e gritos',
      'Meu filho tem crises fortes, como ajudar',
    ],
    keywords: [
      'crise',
      'meltdown',
      'birra',
      'surto',
      'descontrole',
      'gritar',
      'chorar',
      'se jogar no chão',
      'mercado',
      'shopping',
      'lugar público',
    ],
    answer:
      'Durante uma crise (meltdown), a criança não está escolhendo se comportar mal: ela está sobrecarregada. 💛 ' +
      'Primeiro, segurança: afaste objetos perigosos e pessoas em volta. Fale pouco, com voz calma, e diminua ' +
      'barulho, luz e plateia. Não é hora de explicar nem de castigar; fique por perto e espere passar. Depois, ' +
      'quando ela estiver calma, acolha e, mais tarde, pense junto no que pode ter causado. Se houver risco de ' +
      'machucar a si ou aos outros, ou se as crises forem frequentes, procure um profissional que acompanhe seu filho.',
  },
  {
    id: 'crise-prevenir',
    questions: [
      'Como evitar as crises do meu filho?',
      'Como descobrir o que causa as crises',
      'Quais os sinais de que vai começar uma crise',
    ],
    keywords: ['prevenir', 'evitar', 'gatilho', 'causa', 'sinais', 'crise', 'antecipar'],
    answer:
      'Muitas crises têm gatilhos que se repetem: cansaço, fome, barulho, mudança inesperada, excesso de pedidos. 🔎 ' +
      'Anote por algumas semanas o que aconteceu antes de cada crise, a hora e o lugar: padrões aparecem. Observe ' +
      'os sinais de que a tensão está subindo (agitação, tapar os ouvidos, repetir falas) e ofereça uma pausa antes. ' +
      'Um cantinho calmo em casa e combinados visuais ajudam. A atividade de respiração do NeuroBridge pode ser ' +
      `treinada nos dias tranquilos, para ser usada quando precisar. ${PRO}`,
  },
  {
    id: 'crise-shutdown',
    questions: [
      'Meu filho trava e não responde',
      'O que é shutdown no autismo',
      'Ela se desliga, fica parada e sem falar',
    ],
    keywords: ['shutdown', 'desligar', 'travar', 'paralisar', 'não responde', 'isolar', 'sobrecarga'],
    answer:
      'O shutdown é outra resposta à sobrecarga: em vez de explodir, a criança se desliga, fica quieta, lenta ou sem ' +
      'responder. 🤍 Não insista em conversa nem em tarefas nessa hora. Ofereça um lugar tranquilo, menos estímulos e ' +
      'tempo; diga que você está ali. Depois, com calma, veja o que pode ter cansado tanto (dia cheio, barulho, ' +
      `muitas pessoas) e planeje pausas nesses momentos. ${PRO}`,
  },
  {
    id: 'crise-birra-diferenca',
    questions: ['Qual a diferença entre birra e crise?', 'É birra ou é crise sensorial?', 'Como saber se é manha'],
    keywords: ['manha', 'diferença', 'pirraça', 'chantagem'],
    answer:
      'Uma birra costuma ter um objetivo (ganhar algo, evitar algo) e diminui quando a criança consegue o que ' +
      'queria ou percebe que não vai conseguir. Uma crise (meltdown) vem de sobrecarga: continua mesmo sem plateia, ' +
      'a criança não consegue parar sozinha e precisa de acolhimento e menos estímulos. 💛 Na dúvida, trate como ' +
      'crise: segurança, calma e poucas palavras. Depois, observe o que veio antes. Um profissional que acompanhe ' +
      'seu filho pode ajudar a entender cada caso.',
  },
  {
    id: 'agressividade',
    questions: ['Meu filho bate e morde quando fica nervoso', 'Como lidar com agressividade', 'Ele machuca os outros'],
    keywords: ['agressivo', 'agressividade', 'bater', 'morder', 'chutar', 'empurrar', 'machucar'],
    answer:
      'Bater ou morder costuma ser uma forma de dizer "não aguento mais" quando faltam palavras. 💛 Na hora, proteja ' +
      'todos com calma e firmeza, sem gritar, e afaste a criança do que a irritou. Depois, ensine outro jeito de ' +
      'pedir ajuda ou pausa (um gesto, um cartão, uma palavra) e elogie cada vez que ela usar. Observe o que vem ' +
      'antes para evitar os gatilhos. Se houver risco de machucados ou se acontecer com frequência, procure um ' +
      'profissional que acompanhe seu filho.',
  },
  {
    id: 'tela-tempo',
    questions: [
      'Quanto tempo de tela meu filho pode usar?',
      'Meu filho fica o dia todo no celular',
      'Tablet e televisão fazem mal?',
    ],
    keywords: ['tela', 'celular', 'tablet', 'televisão', 'tv', 'youtube', 'videogame', 'tempo de tela'],
    answer:
      'Telas não precisam ser proibidas, mas funcionam melhor com limites claros. 📱 Como referência, as sociedades de ' +
      'pediatria sugerem evitar telas antes dos 2 anos, até 1 hora por dia dos 2 aos 5 e até 2 horas dos 6 aos 10, ' +
      'sempre com um adulto por perto, e nada de telas nas refeições e na hora antes de dormir. Combine horários ' +
      'fixos, use um timer visual e prefira conteúdos calmos e educativos, como as atividades do NeuroBridge, que ' +
      'são curtas e têm fim.',
  },
  {
    id: 'tela-desligar',
    questions: [
      'Meu filho faz crise quando tiro o celular',
      'Como desligar o tablet sem briga',
      'Ele chora quando acaba o tempo do video',
    ],
    keywords: ['tirar o celular', 'desligar', 'tela', 'tablet', 'acabou', 'timer', 'briga'],
    answer:
      'Parar uma tela é uma transição difícil, porque a tela não tem fim. ⏰ Combine o tempo antes de começar, avise ' +
      'quando faltarem 5 e 1 minuto, use um timer que a criança veja e termine no fim de um vídeo ou fase, não no ' +
      'meio. Tenha pronta a atividade seguinte, de preferência algo agradável. Mantenha o combinado todos os dias: ' +
      'com a repetição, a criança passa a confiar na regra e as crises diminuem.',
  },
  {
    id: 'alimentacao-seletividade',
    questions: [
      'Meu filho só come poucos alimentos',
      'O que fazer com a seletividade alimentar?',
      'Ela recusa quase toda comida',
    ],
    keywords: ['seletividade', 'comida', 'comer', 'alimentação', 'refeição', 'recusa', 'textura', 'enjoado para comer'],
    answer:
      'A seletividade alimentar é comum em crianças com TEA e costuma ter a ver com textura, cheiro, cor ou ' +
      'temperatura. 🍎 Evite brigas e chantagens na mesa: mantenha as refeições em horários fixos, em um ambiente ' +
      'calmo, e sempre ofereça junto um alimento que a criança já aceita. Se ela estiver perdendo peso, engasgando ' +
      'ou com uma lista muito curta de alimentos, procure um profissional (pediatra, nutricionista ou ' +
      'fonoaudiólogo) que acompanhe seu filho.',
  },
  {
    id: 'alimentacao-novos',
    questions: [
      'Como fazer meu filho experimentar comidas novas?',
      'Como apresentar um alimento novo',
      'Ele não aceita provar nada diferente',
    ],
    keywords: ['experimentar', 'provar', 'alimento novo', 'comida nova', 'legumes', 'verduras', 'frutas'],
    answer:
      'Um alimento novo precisa de muitas apresentações, às vezes 10 ou mais, antes de ser aceito. 🥕 Vá em passos ' +
      'pequenos: primeiro só estar no prato, depois tocar, cheirar, lamber, e só então provar, sem obrigar. Ofereça ' +
      'porções pequenas ao lado de um alimento preferido, deixe a criança ajudar a lavar ou montar o prato e coma ' +
      'junto, mostrando. Elogie a tentativa, não a quantidade.',
  },
  {
    id: 'escola-inclusao',
    questions: [
      'A escola é obrigada a aceitar meu filho autista?',
      'Quais são os direitos na escola?',
      'Como funciona a inclusão escolar',
    ],
    keywords: ['escola', 'inclusão', 'direitos', 'matrícula', 'lei', 'recusar matrícula', 'colégio'],
    answer:
      'No Brasil, a criança com TEA tem direito à matrícula em escola regular, pública ou particular, sem cobrança ' +
      'extra (Lei Brasileira de Inclusão, Lei 13.146/2015, e Lei Berenice Piana, Lei 12.764/2012). 🏫 A escola ' +
      'não pode recusar a matrícula por causa da deficiência e deve fazer as adaptações necessárias. Converse com a ' +
      'coordenação, registre os pedidos por escrito e, se houver recusa, procure a Secretaria de Educação, a ' +
      'Defensoria Pública ou o Ministério Público.',
  },
  {
    id: 'escola-mediador',
    questions: [
      'Meu filho tem direito a mediador na escola?',
      'O que é acompanhante terapêutico escolar',
      'Como pedir um profissional de apoio para a sala',
    ],
    keywords: ['mediador', 'acompanhante', 'profissional de apoio', 'AT', 'monitor', 'auxiliar', 'sala de aula'],
    answer:
      'Quando comprovada a necessidade, o estudante com TEA tem direito a um acompanhante especializado na sala de ' +
      'aula (Lei 12.764/2012), o profissional de apoio escolar, sem custo extra para a família. 🤝 Faça o pedido ' +
      'por escrito à escola, junto com um relatório do profissional que acompanha seu filho explicando as ' +
      'necessidades dele. Um acompanhante terapêutico (AT) contratado pela família é outra coisa, e a escola deve ' +
      'combinar com vocês como ele participa.',
  },
  {
    id: 'escola-pei',
    questions: [
      'O que é o PEI?',
      'Como pedir um plano educacional individualizado',
      'A escola precisa adaptar as provas?',
    ],
    keywords: ['pei', 'plano educacional individualizado', 'adaptação', 'provas', 'currículo', 'atividades adaptadas'],
    answer:
      'O PEI (Plano Educacional Individualizado) é um plano escrito pela escola, com a família e os profissionais ' +
      'que acompanham a criança, dizendo o que ela vai aprender, como as aulas e as provas serão adaptadas e como o ' +
      'progresso será acompanhado. 📋 Peça uma reunião para montá-lo, leve o que funciona em casa e os relatórios ' +
      'dos profissionais, e combine revisões ao longo do ano. O relatório de progresso do NeuroBridge pode ser ' +
      'levado como informação extra.',
  },
  {
    id: 'escola-comunicacao',
    questions: [
      'Como conversar com a professora sobre meu filho',
      'Meu filho não se adapta na escola',
      'O que contar para a escola sobre o autismo dele',
    ],
    keywords: ['professora', 'professor', 'escola', 'adaptação escolar', 'reunião', 'coordenação'],
    answer:
      'Uma boa parceria com a escola faz muita diferença. ✏️ Conte à professora o que acalma seu filho, o que ' +
      'costuma causar crises, como ele se comunica e do que ele gosta. Uma página simples com essas informações ' +
      'ajuda muito. Combinem um jeito de trocar notícias (uma agenda ou um recado semanal) e celebrem juntos os ' +
      'avanços. Se a adaptação estiver difícil por muito tempo, peça apoio aos profissionais que acompanham a criança.',
  },
  {
    id: 'irmaos',
    questions: [
      'Como explicar o autismo para o irmão?',
      'O irmão sente ciúmes da atenção',
      'Como cuidar dos outros filhos também',
    ],
    keywords: ['irmão', 'irmã', 'irmãos', 'ciúmes', 'outros filhos', 'família'],
    answer:
      'Irmãos também precisam de atenção e de explicações do tamanho da idade deles. 👧👦 Explique com palavras ' +
      'simples que o cérebro do irmão funciona de um jeito diferente e que algumas coisas são mais difíceis para ' +
      'ele. Reserve um tempo só com cada filho, deixe que falem do que sentem (inclusive raiva ou ciúmes) sem culpa ' +
      'e proponham brincadeiras em que todos participem. Livros infantis sobre o tema ajudam a conversa.',
  },
  {
    id: 'sensibilidade-sensorial',
    questions: [
      'Meu filho tapa os ouvidos com barulho',
      'Ele não suporta etiqueta na roupa',
      'Criança muito sensível a sons e luzes',
    ],
    keywords: [
      'barulho',
      'sensibilidade',
      'sensorial',
      'tapar os ouvidos',
      'tampar os ouvidos',
      'roupa',
      'etiqueta',
      'luz',
      'som alto',
      'abafador',
    ],
    answer:
      'Muitas crianças com TEA sentem sons, luzes, texturas e cheiros com mais intensidade. 🎧 Observe o que ' +
      'incomoda e adapte o que der: abafadores de ruído em lugares barulhentos, roupas sem etiqueta e de tecido ' +
      'macio, luz mais baixa, avisar antes de ligar o liquidificador. Um cantinho calmo em casa ajuda a se ' +
      'recuperar. Um terapeuta ocupacional pode orientar a família. No NeuroBridge, as configurações sensoriais de ' +
      'cada criança deixam os jogos sem som, mais calmos ou com texto maior.',
  },
  {
    id: 'estereotipias',
    questions: [
      'Meu filho balança as mãos, é normal?',
      'Ele gira e pula sem parar',
      'Devo impedir os movimentos repetitivos?',
    ],
    keywords: ['estereotipia', 'balançar', 'flapping', 'movimentos repetitivos', 'girar', 'stim', 'pular'],
    answer:
      'Movimentos repetitivos, como balançar as mãos, girar ou pular, ajudam muitas crianças a se regular e a ' +
      'expressar alegria ou tensão. 🙌 Em geral não precisam ser impedidos: o importante é que sejam seguros e não ' +
      'atrapalhem o dia dela. Se machucarem, aumentarem muito de repente ou impedirem outras atividades, converse ' +
      'com um profissional que acompanhe seu filho.',
  },
  {
    id: 'comunicacao-fala',
    questions: [
      'Meu filho ainda não fala',
      'Como ajudar a criança a se comunicar?',
      'Ele fala pouco, o que posso fazer',
    ],
    keywords: ['fala', 'falar', 'comunicação', 'não verbal', 'linguagem', 'palavras', 'comunicação alternativa'],
    answer:
      'Comunicar é mais que falar: apontar, levar pela mão, usar figuras ou gestos também são formas de ' +
      'comunicação, e todas merecem resposta. 💬 Fale frases curtas, nomeie o que a criança olha ou quer, dê tempo ' +
      'para ela responder e valorize cada tentativa. Pranchas de figuras (comunicação alternativa) ajudam e não ' +
      'atrasam a fala. Um fonoaudiólogo pode orientar o melhor caminho. No NeuroBridge, as atividades de ' +
      'Comunicação e Linguagem podem ser praticadas juntos.',
  },
  {
    id: 'tdah-foco',
    questions: [
      'Meu filho não consegue se concentrar na lição de casa',
      'Como ajudar uma criança com TDAH a prestar atenção',
      'Ele se distrai com tudo',
    ],
    keywords: ['foco', 'atenção', 'concentração', 'distração', 'lição de casa', 'dever', 'estudar', 'tdah'],
    answer:
      'Para manter o foco, ajudam tarefas curtas e um ambiente com poucas distrações. 🎯 Divida a lição em partes ' +
      'pequenas, use um timer (por exemplo 10 minutos de tarefa e 2 de pausa para se mexer), deixe na mesa só o ' +
      'material do momento e dê uma instrução por vez. Elogie o esforço logo em seguida. As atividades de Foco e ' +
      'Atenção do NeuroBridge são curtas e treinam isso brincando.',
  },
  {
    id: 'amizades',
    questions: ['Meu filho não tem amigos', 'Como ajudar a criança a fazer amizades', 'Ele brinca sempre sozinho'],
    keywords: ['amigos', 'amizade', 'brincar junto', 'socializar', 'interação', 'habilidades sociais', 'sozinho'],
    answer:
      'Fazer amigos se aprende aos poucos. 🤗 Comece com um colega de cada vez, em um lugar tranquilo e com uma ' +
      'brincadeira de que seu filho já goste. Ensaiem antes, com histórias e dramatizações, como cumprimentar, ' +
      'pedir para brincar e esperar a vez. Brincar sozinho às vezes é só descanso, e tudo bem. As atividades de ' +
      'Habilidades Sociais do NeuroBridge treinam essas situações do dia a dia.',
  },
  {
    id: 'cuidado-familia',
    questions: [
      'Estou muito cansada, não sei mais o que fazer',
      'Como cuidar de mim sendo mãe atípica',
      'Me sinto sozinho',
    ],
    keywords: [
      'cansaço',
      'cansada',
      'esgotada',
      'autocuidado',
      'mãe atípica',
      'pai atípico',
      'sobrecarregada',
      'apoio',
    ],
    answer:
      'Cuidar de uma criança com necessidades diferentes cansa, e pedir ajuda é um sinal de cuidado, não de ' +
      'fraqueza. 💛 Divida tarefas com quem puder, reserve pequenos momentos para você e procure grupos de ' +
      'famílias atípicas: trocar experiências alivia. Se o cansaço estiver pesado demais, procure um profissional ' +
      'de saúde para você também. Em um momento de sofrimento intenso, o CVV atende pelo 188, a qualquer hora, de graça.',
  },

  // ── NeuroBridge, area by area ─────────────────────────────────────────────────────────────
  {
    id: 'app-comecar',
    questions: ['Como funciona o NeuroBridge?', 'Por onde eu começo no aplicativo', 'O que dá para fazer aqui'],
    keywords: ['neurobridge', 'aplicativo', 'app', 'começar', 'primeiros passos', 'como usar', 'plataforma'],
    answer:
      'Bem-vindo ao NeuroBridge! 😊 Para começar: 1) no Painel, use "Adicionar criança" e crie o perfil do seu ' +
      'filho; 2) ajuste as Configurações sensoriais dele no perfil; 3) escolha atividades na Biblioteca de ' +
      'atividades e jogue junto; 4) monte o Cronograma Semanal para criar uma rotina; 5) acompanhe o Relatório de ' +
      'progresso e, se quiser, convide os profissionais que acompanham a criança.',
  },
  {
    id: 'app-cadastrar-crianca',
    questions: ['Como cadastrar meu filho?', 'Como adicionar outra criança', 'Quantas crianças posso cadastrar?'],
    keywords: ['cadastrar', 'adicionar criança', 'novo perfil', 'criar perfil', 'limite de crianças'],
    answer:
      'No Painel, clique em "Adicionar criança". 👶 Só o nome é obrigatório; a data de nascimento (que define a ' +
      'faixa de idade), TEA e TDAH com o nível de cada um e as preferências de aprendizagem são opcionais e podem ' +
      'ser mudados depois. Cada conta pode ter um número máximo de crianças definido pela administração (5, se ' +
      'nada for mudado); ao atingir o limite, o aviso diz quantas são.',
  },
  {
    id: 'app-editar-remover-perfil',
    questions: [
      'Como editar o perfil da criança?',
      'Como apagar o perfil de uma criança',
      'Mudar a data de nascimento',
    ],
    keywords: ['editar perfil', 'remover perfil', 'apagar perfil', 'alterar dados', 'excluir criança'],
    answer:
      'Na página da criança, "Editar perfil" muda nome, data de nascimento, TEA/TDAH, níveis e preferências. ✏️ ' +
      'Para apagar, use o menu do cartão da criança no Painel e "Remover Perfil": o progresso, o cronograma, as ' +
      'recompensas e os acessos de profissionais dessa criança são apagados, e isso não pode ser desfeito. Só o ' +
      'responsável pode editar ou remover um perfil; profissionais convidados apenas acompanham.',
  },
  {
    id: 'app-niveis-tea',
    questions: [
      'O que significa o nível de suporte do TEA?',
      'Qual nível de autismo devo marcar?',
      'TEA nível 1, 2 e 3',
    ],
    keywords: ['nível', 'nível de suporte', 'grau', 'tea', 'autismo', 'nível 1', 'nível 2', 'nível 3'],
    answer:
      'O TEA é descrito em três níveis de suporte: Nível 1 (necessita de suporte), Nível 2 (suporte substancial) e ' +
      'Nível 3 (suporte muito substancial). 🧩 No NeuroBridge, o nível aparece no perfil e serve para filtrar a ' +
      'Biblioteca de atividades ("Nível de suporte"), mostrando as atividades pensadas para aquele nível e as que ' +
      'servem para todos. Use o nível que consta no relatório do profissional que acompanha seu filho; o ' +
      'NeuroBridge não define níveis nem faz diagnósticos.',
  },
  {
    id: 'app-tdah',
    questions: [
      'O que significa o nível do TDAH no perfil?',
      'TDAH leve, moderado ou severo',
      'Quais são os tipos de TDAH?',
    ],
    keywords: ['tdah', 'hiperatividade', 'desatento', 'impulsividade', 'leve', 'moderado', 'severo', 'apresentação'],
    answer:
      'No perfil, o TDAH tem três níveis: Leve (1), Moderado (2) e Severo (3), usados para filtrar a Biblioteca de ' +
      'atividades. ⚡ O TDAH costuma ser descrito em apresentações: predominantemente desatenta, predominantemente ' +
      'hiperativa-impulsiva ou combinada. O NeuroBridge não registra a apresentação; as atividades de Foco e ' +
      'Atenção e de Rotina ajudam em todas elas. Use o que consta no relatório do profissional que acompanha seu ' +
      'filho; o NeuroBridge não faz diagnósticos.',
  },
  {
    id: 'app-diagnostico-dados',
    questions: [
      'Onde marco TEA ou TDAH no perfil?',
      'Quem vê os dados de TEA e TDAH do meu filho?',
      'O assistente sabe o nível do meu filho?',
    ],
    keywords: ['marcar', 'dados sensíveis', 'privacidade', 'quem vê', 'lgpd', 'sigilo'],
    answer:
      'Marque TEA e/ou TDAH em "Adicionar criança" ou "Editar perfil"; o seletor de nível aparece quando a caixa é ' +
      'marcada. 🔒 Esses são dados sensíveis: só você e os profissionais a quem você der acesso a essa criança os ' +
      'veem, e eles nunca são enviados a serviços de inteligência artificial. Em "Minha conta" você vê quem recebe ' +
      'seus dados.',
  },
  {
    id: 'app-configuracoes-sensoriais',
    questions: [
      'Como tirar o som dos jogos?',
      'Como deixar o texto maior nas atividades',
      'O que são as configurações sensoriais?',
    ],
    keywords: [
      'configurações sensoriais',
      'som',
      'efeitos sonoros',
      'texto maior',
      'paleta calma',
      'contraste',
      'animações',
      'movimento',
    ],
    answer:
      'Cada criança tem suas Configurações sensoriais, na página dela. 🎛️ Você pode ligar ou desligar os efeitos ' +
      'sonoros e a leitura em voz alta, escolher a voz e a velocidade da fala, reduzir o movimento das animações ' +
      '(ou seguir o aparelho), usar a paleta calma de alto contraste e o texto maior. Todos os jogos seguem essas ' +
      'escolhas para aquela criança.',
  },
  {
    id: 'app-voz',
    questions: ['A voz dos jogos não funciona', 'Como mudar a voz da leitura', 'Não aparece voz em português'],
    keywords: ['voz', 'fala', 'leitura em voz alta', 'velocidade da fala', 'português', 'sem som'],
    answer:
      'A leitura em voz alta usa as vozes instaladas no seu aparelho. 🔊 Em Configurações sensoriais, escolha a ' +
      'voz e a velocidade da fala. Se o aparelho não tiver voz em português, a lista avisa e as frases aparecem em ' +
      'letras grandes na tela; você pode instalar uma voz em português nas configurações de acessibilidade ou de ' +
      'idioma do aparelho. Confira também se a "Fala" está ligada e o volume do aparelho.',
  },
  {
    id: 'app-modo-crianca',
    questions: [
      'O que é o modo criança?',
      'Como deixar meu filho jogar sem mexer no resto do aplicativo',
      'Jogar em tela cheia',
    ],
    keywords: ['modo criança', 'tela cheia', 'bloquear', 'sem menus', 'jogar sozinho'],
    answer:
      'O modo criança abre a atividade em tela cheia, sem menus nem saídas, para a criança jogar sem sair sem ' +
      'querer. 🧒 Na página da atividade, toque em "Jogar no modo criança". O resultado é salvo normalmente, e no ' +
      'fim a criança só pode jogar de novo. Para sair, um adulto segura o botão "Sair" por 3 segundos.',
  },
  {
    id: 'app-sair-modo-crianca',
    questions: ['Como sair do modo criança?', 'Não consigo sair do jogo', 'O botão sair não funciona'],
    keywords: ['sair', 'segurar', 'adulto', 'segundos', 'preso', 'gesto do adulto'],
    answer:
      'A saída do modo criança é do adulto: pressione e segure o botão "Sair (adulto: segure 3 segundos)", no canto ' +
      'de cima, por 3 segundos, com o dedo, o mouse ou as teclas Enter ou Espaço. 🔓 Uma barra enche enquanto você ' +
      'segura (ou aparece a contagem 3, 2, 1). Um toque rápido não sai: aparece "Soltou antes da hora". O botão ' +
      'Voltar do navegador também pede esse gesto.',
  },
  {
    id: 'app-biblioteca',
    questions: ['Onde encontro as atividades?', 'Como escolher um jogo para meu filho', 'Como filtrar as atividades'],
    keywords: ['biblioteca', 'atividades', 'jogos', 'categoria', 'filtro', 'escolher atividade'],
    answer:
      'Na Biblioteca de atividades (no Painel, em "Acesso rápido") há jogos em seis categorias: Habilidades Sociais, ' +
      'Comunicação, Matemática, Linguagem, Foco e Atenção, e Rotina. 🎲 Filtre por categoria, por especialização ' +
      '(TEA ou TDAH) e por nível de suporte. Abra uma atividade para ver objetivos, duração e idade indicada, ' +
      'escolha em "Quem vai jogar?" a criança cujo progresso será salvo e toque em "Começar". Dica: poucas ' +
      'atividades por dia, todos os dias.',
  },
  {
    id: 'app-atividades-bloqueadas',
    questions: [
      'Por que algumas atividades estão bloqueadas?',
      'Como liberar mais atividades',
      'O que o cadeado significa',
    ],
    keywords: ['bloqueada', 'bloqueio', 'cadeado', 'liberar', 'premium', 'desbloquear'],
    answer:
      'Sem assinatura ou no teste grátis, só as atividades gratuitas ficam liberadas. 🔒 Uma assinatura paga libera ' +
      'mais atividades logo no início, e outras são liberadas com o tempo de assinatura (a partir do 6º e do 12º ' +
      'mês), até o catálogo todo. Cada atividade bloqueada diz quando será liberada, e a página Assinatura mostra ' +
      'os planos.',
  },
  {
    id: 'app-cronograma',
    questions: [
      'Como montar a semana no calendário?',
      'Como usar o cronograma semanal',
      'Adicionar atividade no calendário',
    ],
    keywords: ['cronograma', 'calendário', 'semana', 'agenda', 'planejar', 'manhã', 'tarde', 'noite'],
    answer:
      'Na página da criança, abra "Cronograma Semanal". 🗓️ Cada dia tem Manhã, Tarde e Noite; toque em ' +
      '"Adicionar" para colocar uma atividade (até 3 por período). A semana se repete todas as semanas. Quando a ' +
      'criança fizer a atividade, marque como feita (ou use "Começar atividade": terminar o jogo já marca). Só o ' +
      'responsável monta a semana; profissionais com acesso podem ver e marcar como feita.',
  },
  {
    id: 'app-sequencias-recompensas',
    questions: [
      'Como funcionam as recompensas?',
      'O que é a sequência de semanas?',
      'Como ganhar estrelas e conquistas',
    ],
    keywords: ['recompensa', 'conquista', 'sequência', 'semanas seguidas', 'estrela', 'troféu', 'medalha'],
    answer:
      'Cada atividade do cronograma conta uma sequência: quantas semanas seguidas ela foi feita (uma semana sem ' +
      'fazer zera). 🏆 As conquistas aparecem em "Conquistas recentes": Primeira estrela ⭐, Dia completo 🌞 (todas ' +
      'as atividades de um dia), Três semanas seguidas 🔥, Cinco semanas seguidas 🏆 e Semana quase perfeita 🚀 ' +
      '(80% da semana feita). Cada conquista é ganha uma vez por criança. Comemore junto!',
  },
  {
    id: 'app-imprimir-semana',
    questions: [
      'Como imprimir a rotina da semana?',
      'Posso colocar o cronograma na geladeira?',
      'Baixar a semana em PDF',
    ],
    keywords: ['imprimir', 'impressão', 'pdf', 'geladeira', 'papel', 'semana impressa'],
    answer:
      'No Cronograma Semanal, toque em "Imprimir semana (PDF)". 🖨️ Sai uma folha A4 deitada, "Minha semana", com ' +
      'os 7 dias, Manhã, Tarde e Noite, figuras e uma caixinha para a criança marcar ✓ quando fizer cada atividade. ' +
      'Ótima para a geladeira!',
  },
  {
    id: 'app-relatorio',
    questions: [
      'Como vejo o progresso do meu filho?',
      'Como baixar o relatório em PDF',
      'Onde fica o relatório para levar à terapeuta?',
    ],
    keywords: ['relatório', 'progresso', 'desempenho', 'evolução', 'pdf', 'pontuação', 'gráfico'],
    answer:
      'Na página da criança, toque em "Relatório de progresso". 📊 Você vê atividades concluídas, pontuação média, ' +
      'tempo total, o progresso por categoria, as últimas 8 semanas, pontos fortes, áreas para desenvolver e ' +
      'recomendações. "Baixar PDF" gera o relatório para imprimir ou levar aos profissionais. O relatório mostra ' +
      'a prática nas atividades; não é uma avaliação clínica.',
  },
  {
    id: 'app-relatorio-csv',
    questions: ['Como exportar o progresso para planilha?', 'Baixar os dados em CSV', 'Abrir o progresso no Excel'],
    keywords: ['csv', 'planilha', 'excel', 'exportar progresso', 'tabela'],
    answer:
      'No "Relatório de progresso" da criança, toque em "Exportar CSV". 📑 O arquivo traz cada atividade feita, ' +
      'com data, categoria, pontuação, minutos, situação e observações, e abre em programas de planilha (como Excel ' +
      'ou Planilhas Google) com os acentos certos. É útil para os profissionais que acompanham a criança.',
  },
  {
    id: 'app-teste-gratis',
    questions: [
      'Como funciona o teste grátis?',
      'Preciso de cartão para testar?',
      'Quanto tempo dura o período de teste',
    ],
    keywords: ['teste grátis', 'período de teste', 'gratuito', 'trial', 'experimentar', '7 dias', 'cartão'],
    answer:
      'O teste grátis dura 7 dias, uma vez por conta, e não pede cartão. 🎁 Durante o teste você usa as atividades ' +
      'gratuitas, acompanha o progresso e convida profissionais. O Painel mostra quantos dias restam; depois, as ' +
      'atividades gratuitas continuam liberadas e uma assinatura libera as demais.',
  },
  {
    id: 'app-assinatura',
    questions: ['Quais são os planos e preços?', 'Como assinar o NeuroBridge', 'Como pagar a assinatura'],
    keywords: [
      'assinatura',
      'assinar',
      'plano',
      'preço',
      'valor',
      'pagamento',
      'mercado pago',
      'trimestral',
      'semestral',
      'anual',
    ],
    answer:
      'Os planos ficam na página Assinatura (no Painel, "Gerenciar assinatura" ou "Ver planos"), com o preço, o ' +
      'valor por mês e a economia de cada um. 💳 O pagamento é feito pelo Mercado Pago. Quanto mais tempo de ' +
      'assinatura, mais atividades são liberadas. Profissionais convidados usam o NeuroBridge sem pagar.',
  },
  {
    id: 'app-cancelar-reembolso',
    questions: ['Como cancelar a assinatura?', 'Quero meu dinheiro de volta', 'Como funciona o reembolso de 7 dias'],
    keywords: ['cancelar', 'cancelamento', 'reembolso', 'estorno', 'devolução', 'garantia', 'dinheiro de volta'],
    answer:
      'Na página Assinatura, use "Cancelar assinatura". 💸 Até 7 dias depois da aprovação do pagamento você está na ' +
      'garantia: devolvemos o valor pelo Mercado Pago e o acesso ao plano termina na hora (as atividades gratuitas ' +
      'continuam). Depois desses 7 dias, o cancelamento não tem reembolso e você mantém o acesso até o fim do ' +
      'período pago. A página mostra antes qual é o seu caso e pede confirmação.',
  },
  {
    id: 'app-convidar-profissional',
    questions: [
      'Como convidar a terapeuta do meu filho?',
      'Como dar acesso a um profissional',
      'A psicóloga pode ver o progresso?',
    ],
    keywords: [
      'convidar',
      'convite',
      'profissional',
      'terapeuta',
      'psicóloga',
      'fonoaudióloga',
      'acesso',
      'compartilhar',
    ],
    answer:
      'No Painel, use "Convidar profissional": informe o e-mail, escolha as crianças e, se quiser, escreva uma ' +
      'mensagem. 🤝 O profissional recebe um convite por e-mail (válido por 7 dias) e verá apenas as crianças ' +
      'escolhidas: o progresso, o cronograma e os relatórios; ele pode registrar sessões, mas não edita nem remove o ' +
      'perfil. Profissionais não pagam pelo NeuroBridge.',
  },
  {
    id: 'app-remover-profissional',
    questions: ['Como tirar o acesso de um profissional?', 'Cancelar um convite enviado', 'Quem está vendo meu filho?'],
    keywords: ['remover acesso', 'tirar acesso', 'revogar', 'cancelar convite', 'profissionais da criança'],
    answer:
      'Na página da criança, a seção "Profissionais" mostra quem tem acesso e os convites enviados. 🔐 "Remover ' +
      'acesso" faz o profissional deixar de ver a criança a partir do próximo acesso dele (as sessões já ' +
      'registradas continuam visíveis para você). "Cancelar convite" invalida o link de um convite ainda não aceito.',
  },
  {
    id: 'app-assistente',
    questions: ['O que o assistente sabe fazer?', 'Você é uma inteligência artificial?', 'Como funciona esse chat'],
    keywords: ['assistente', 'chat', 'robô', 'inteligência artificial', 'ia', 'offline', 'conversa'],
    answer:
      'Sou o assistente do NeuroBridge. 🤖 Respondo dúvidas sobre rotina, sono, crises, telas, alimentação, escola, ' +
      'irmãos e sobre como usar cada parte do NeuroBridge. Quando não há inteligência artificial ligada, sou o ' +
      'assistente offline: respondo com textos prontos, escritos para as famílias, e com o que a equipe me ensinou. ' +
      'Não faço diagnósticos nem indico remédios; para isso, procure um profissional.',
  },
  {
    id: 'app-exportar-dados',
    questions: [
      'Como baixar todos os meus dados?',
      'Quero uma cópia dos dados da minha conta',
      'Exportar meus dados LGPD',
    ],
    keywords: ['baixar meus dados', 'exportar', 'cópia', 'lgpd', 'minha conta', 'portabilidade', 'json'],
    answer:
      'Em "Minha conta" (no topo da página), toque em "Baixar meus dados". 📦 Você recebe um arquivo com tudo o que ' +
      'guardamos sobre você e suas crianças: perfil, consentimentos, assinatura e pagamentos, progresso, ' +
      'cronogramas, recompensas, profissionais, convites e conversas com o assistente. "Minha conta" também mostra ' +
      'quem recebe seus dados.',
  },
  {
    id: 'app-excluir-conta',
    questions: ['Como excluir minha conta?', 'Quero apagar todos os meus dados', 'Deletar a conta do NeuroBridge'],
    keywords: ['excluir conta', 'apagar conta', 'deletar', 'encerrar conta', 'remover conta'],
    answer:
      'Em "Minha conta", use "Excluir minha conta" e digite EXCLUIR para confirmar. 🗑️ São apagados para sempre seu ' +
      'perfil, os perfis das suas crianças, o progresso, a agenda e as recompensas, as conversas com o assistente, ' +
      'os convites e o acesso dos profissionais, sua assinatura e seus consentimentos. Ficam só os registros de ' +
      'pagamento, como a lei exige, sem ligação com a conta. Não pode ser desfeito: se quiser, baixe seus dados antes.',
  },
  // ── When a child writes ─────────────────────────────────────────────────────────────────────
  {
    id: 'crianca-brincar',
    questions: ['Me conta uma piada', 'Vamos brincar?', 'Me conta uma história', 'Estou entediado'],
    keywords: ['piada', 'história', 'brincar', 'tédio', 'entediado', 'divertido'],
    answer:
      'Que legal que você quer brincar! 🎈 Peça para um adulto abrir uma atividade do NeuroBridge: tem jogo de ' +
      'memória, de emoções, de contar, de letras, de respirar e muito mais. Depois me conta qual foi o seu preferido!',
  },
  {
    id: 'crianca-sentimentos',
    questions: ['Estou triste', 'Estou com medo', 'Estou com raiva', 'Estou bravo'],
    keywords: ['triste', 'medo', 'raiva', 'bravo', 'chateado', 'nervoso', 'sentimento'],
    answer:
      'Tudo bem sentir isso. 💛 Vamos respirar juntos: puxe o ar pelo nariz contando até 4 e solte devagar pela ' +
      'boca. Faça isso 3 vezes. Depois, conte para um adulto de confiança o que você está sentindo: ele pode te ' +
      'ajudar.',
  },
  {
    id: 'saudacao',
    questions: ['Oi', 'Olá, tudo bem?', 'Bom dia', 'Boa noite'],
    keywords: ['oi', 'olá', 'bom dia', 'boa tarde', 'boa noite', 'e aí'],
    answer:
      'Olá! 😊 Sou o assistente do NeuroBridge. Pode me perguntar sobre sono, rotina, crises, telas, alimentação, ' +
      'escola ou sobre como usar o NeuroBridge.',
  },
  {
    id: 'agradecimento',
    questions: ['Obrigado!', 'Valeu, ajudou muito', 'Muito obrigada pela ajuda'],
    keywords: ['obrigado', 'obrigada', 'valeu', 'agradeço'],
    answer: 'Por nada! 💛 Fico feliz em ajudar. Se surgir outra dúvida, é só perguntar.',
  },
];
