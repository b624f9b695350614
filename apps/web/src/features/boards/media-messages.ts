/** The texts of a cell's photo and voice (docs/product.md#photos-and-voices). */
export const mediaMessages = {
  photo: {
    label: 'Foto (opcional)',
    hint: 'Uma foto da família no lugar da figura. Ela é reduzida no aparelho antes de ser enviada.',
    choose: 'Tirar ou escolher foto',
    change: 'Trocar foto',
    preparing: 'Preparando a foto…',
    remove: 'Remover foto',
    preview: 'Foto da célula',
    notImage: 'Envie uma foto em JPG, PNG ou WebP.',
    tooBig: 'A foto passa de 200 KB. Escolha outra ou tire uma nova.',
    error: 'Não foi possível enviar a foto. Tente novamente.',
  },
  voice: {
    label: 'Voz (opcional)',
    hint: 'Grave a palavra com a voz da família (até 10 segundos). Ela toca no lugar da voz do aparelho.',
    record: 'Gravar voz',
    stop: 'Parar',
    listen: 'Ouvir',
    again: 'Regravar',
    remove: 'Remover voz',
    recording: 'Gravando… {seconds} s restantes',
    recorded: 'Voz gravada ({seconds} s).',
    saved: 'Esta célula tem uma voz gravada.',
    noMicrophone:
      'Este aparelho não permite gravar aqui. A célula usa a voz do aparelho; o resto do formulário funciona normalmente.',
    denied:
      'O microfone não foi liberado. Permita o microfone nas configurações do navegador para gravar; o resto do formulário funciona normalmente.',
    error: 'Não foi possível enviar a gravação. Tente novamente.',
  },
} as const;
