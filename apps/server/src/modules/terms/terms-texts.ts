/**
 * The built-in terms (docs/product.md#terms-text): version 1.0, which came with the code. Later
 * versions are published by an owner in the back-office (`terms_versions`, docs/product.md#admin-terms),
 * never here. The text is in the terms markup (packages/shared/src/domain/terms-markup.ts): sections
 * starting with "!" are the specific, highlighted consents LGPD Art. 11 and Art. 14 require.
 */
export const TERMS_TEXTS: Readonly<Record<string, string>> = {
  '1.0': `Termos de Uso e Política de Privacidade do NeuroBridge — versão 1.0

1. Sobre o NeuroBridge
O NeuroBridge é uma plataforma de atividades terapêuticas e educativas para crianças com Transtorno do Espectro Autista (TEA) e Transtorno do Déficit de Atenção com Hiperatividade (TDAH), usada por pais, mães e responsáveis e pelos profissionais que eles convidam. As atividades apoiam, mas não substituem, o acompanhamento de profissionais de saúde e de educação.

2. Quem pode usar
Você declara ser maior de 18 anos e ser o pai, a mãe ou o responsável legal pelas crianças que cadastrar. Profissionais acessam apenas as crianças que o responsável escolher em um convite, e esse acesso pode ser revogado a qualquer momento.

3. Sua conta
O acesso é feito por um provedor de identidade externo (por exemplo, Google). Mantenha sua conta segura e não a compartilhe. Você pode encerrar a sessão a qualquer momento pelo botão Sair.

4. Assinatura e período de teste
O NeuroBridge oferece 7 dias de teste gratuito, uma vez por responsável. Depois, o acesso completo depende de um plano pago pelo Mercado Pago. Há garantia de reembolso de 7 dias após o pagamento.

5. Quais dados tratamos
Tratamos os dados da sua conta (nome, e-mail, foto do provedor de identidade), os dados das crianças que você cadastra (nome, data de nascimento, preferências de aprendizagem, configurações sensoriais), o progresso nas atividades, o calendário semanal, as conversas com o assistente e os registros de sessões feitos pelos profissionais que você convidar.

!6. Consentimento específico para dados de crianças (LGPD, Art. 14)
Ao aceitar, você, como responsável legal, consente de forma específica e em destaque com o tratamento dos dados pessoais das crianças que cadastrar, exclusivamente para oferecer as atividades, acompanhar o progresso e compartilhar informações com os profissionais que você escolher. Tratamos apenas os dados necessários para essas finalidades e nunca os usamos para publicidade.

!7. Consentimento específico para dados de saúde (LGPD, Art. 11)
Os diagnósticos de TEA e TDAH e os níveis de suporte são dados pessoais sensíveis. Ao aceitar, você consente de forma específica e destacada com o seu tratamento para personalizar as atividades e os relatórios. Esses dados não são enviados a serviços de inteligência artificial e só são vistos por você e pelos profissionais a quem você der acesso.

8. Com quem compartilhamos
Compartilhamos dados apenas com: os profissionais que você convidar, restritos às crianças escolhidas; o Mercado Pago, para processar pagamentos; o serviço de e-mail, para enviar convites e avisos; e, quando o assistente de IA estiver ativo, o provedor de IA, que recebe apenas o primeiro nome e a faixa etária da criança, nunca o diagnóstico.

9. Seus direitos
Você pode, a qualquer momento, consultar e baixar todos os dados sobre você e suas crianças, corrigi-los, revogar este consentimento e excluir sua conta. A exclusão remove as crianças, o progresso, os calendários, as conversas, os convites e os acessos de profissionais; mantemos apenas os registros de pagamento que a lei exige.

10. Segurança
Usamos conexões criptografadas, sessões protegidas e controle de acesso em cada pedido. Senhas e chaves de serviços são guardadas criptografadas.

11. Registro do aceite
Guardamos a versão destes termos, a data e hora do aceite, o endereço IP observado e o navegador usado, como prova do consentimento.

12. Alterações
Quando estes termos mudarem, pediremos um novo aceite antes de você continuar usando a plataforma.

13. Contato
Dúvidas sobre privacidade podem ser enviadas ao encarregado de dados pelo e-mail privacidade@neurobridge.app.

Ao clicar em "Aceito", você declara que leu e concorda com estes termos e com os consentimentos específicos dos itens 6 e 7.`,
};

export const LATEST_TERMS_VERSION = '1.0';

/**
 * What a professional agrees to before the children a family shared (docs/product.md#consent-gate):
 * accepted once by every account that works as a professional, on top of the terms above, and
 * kept in the same acceptance records under this version.
 */
export const PROFESSIONAL_TERMS_VERSION = 'profissional-1.0';

export const PROFESSIONAL_TERMS_TEXT = `Termo de Compromisso do Profissional — versão 1.0

1. Para quem é este termo
Para terapeutas, acompanhantes terapêuticos, psicólogos, fonoaudiólogos e outros profissionais que acompanham crianças no NeuroBridge a convite da família. Ele complementa os Termos de Uso e Privacidade.

2. Acesso escolhido pela família
Você vê apenas as crianças que a família escolheu em um convite, e somente enquanto a família mantiver esse acesso. A família pode revogá-lo a qualquer momento, e então os dados da criança deixam de aparecer para você.

!3. Sigilo e finalidade dos dados da criança (LGPD, Art. 11 e Art. 14)
Os dados das crianças, em especial diagnósticos, níveis de suporte e registros de sessão, são dados pessoais sensíveis de crianças. Você se compromete a usá-los apenas para o acompanhamento terapêutico da criança, a manter o sigilo exigido pelo código de ética da sua profissão e a não copiá-los, exportá-los nem compartilhá-los fora da plataforma sem a autorização da família.

4. Registros de sessão
O que você registra fica visível para a família. Escreva de forma objetiva e respeitosa e não inclua dados de outras pessoas que não sejam necessários ao acompanhamento.

5. Sua conta
O acesso é pessoal: não compartilhe a sua conta. Se perceber um uso indevido, avise-nos pelo e-mail privacidade@neurobridge.app.

6. Dados profissionais
O tipo de profissional, a organização e o número de registro que você informa devem ser verdadeiros.

7. Registro do aceite
Guardamos a versão deste termo, a data e hora do aceite, o endereço IP observado e o navegador usado.

Ao clicar em "Aceito", você declara que leu e concorda com este termo, em especial com o compromisso de sigilo do item 3.`;
