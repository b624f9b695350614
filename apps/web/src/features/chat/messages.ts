/** The chat widget's texts (docs/product.md#ai-chat); the contract's own texts come from it. */
export const chatMessages = {
  titleFor: 'Assistente de {name}',
  open: 'Abrir o assistente',
  minimize: 'Minimizar o assistente',
  welcome: 'Olá! Eu sou o assistente do NeuroBridge. Pode me perguntar o que quiser. 😊',
  welcomeOffline:
    'Olá! Eu sou o assistente offline do NeuroBridge: respondo com textos prontos sobre sono, rotina, crises, ' +
    'telas, alimentação, escola e sobre como usar o NeuroBridge. Não faço diagnósticos nem indico remédios. 😊',
  you: 'Você',
  assistant: 'Assistente',
  input: 'Sua mensagem',
  inputHint: 'Enter envia; Shift+Enter pula linha.',
  send: 'Enviar',
  loading: 'Carregando a conversa...',
  conversation: 'Conversa com o assistente',
  scrollArea: 'Mensagens',
};
