import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTermsMarkup, type TermsBlock } from './terms-markup';

const p = (...lines: string[]): TermsBlock => ({ type: 'paragraph', lines });

describe('parseTermsMarkup (docs/product.md#terms-markup)', () => {
  it('reads a text written before the markup as paragraphs and highlighted consents, line breaks kept', () => {
    const text = [
      'Termos — versão 1.0',
      '',
      '1. Sobre o NeuroBridge',
      'O NeuroBridge é uma plataforma.',
      '',
      '!6. Consentimento específico (LGPD, Art. 14)',
      'Ao aceitar, você consente.',
      '',
      'Ao clicar em "Aceito", você declara que leu.',
    ].join('\n');
    expect(parseTermsMarkup(text)).toEqual([
      p('Termos — versão 1.0'),
      p('1. Sobre o NeuroBridge', 'O NeuroBridge é uma plataforma.'),
      { type: 'consent', blocks: [p('6. Consentimento específico (LGPD, Art. 14)', 'Ao aceitar, você consente.')] },
      p('Ao clicar em "Aceito", você declara que leu.'),
    ]);
  });

  it('makes the same paragraphs as splitting at blank lines, for any text without markers', () => {
    const line = fc
      .string({ unit: fc.constantFrom('a', 'b', ' ', '1', '.', 'ç'), minLength: 1, maxLength: 12 })
      .filter((s) => s.trim() !== '' && !/^\s*(## |- |!)/.test(s) && s === s.trimEnd());
    const para = fc.array(line, { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(para, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('\n\n', '\n \n', '\n\n\n'),
        (paras, gap) => {
          const text = paras.map((lines) => lines.join('\n')).join(gap);
          expect(parseTermsMarkup(text)).toEqual(paras.map((lines) => p(...lines)));
        },
      ),
    );
  });

  it('a heading, a list of consecutive items, then text, in one paragraph or across blank lines', () => {
    expect(parseTermsMarkup('## Seus dados\nTratamos:\n- nome\n- e-mail\nE mais nada.\n\n- sozinho')).toEqual([
      { type: 'heading', text: 'Seus dados' },
      p('Tratamos:'),
      { type: 'list', items: ['nome', 'e-mail'] },
      p('E mais nada.'),
      { type: 'list', items: ['sozinho'] },
    ]);
  });

  it('a list at the end, with trailing spaces and no final line break', () => {
    expect(parseTermsMarkup('Itens:  \n- um   \n-   dois\t')).toEqual([
      p('Itens:'),
      { type: 'list', items: ['um', 'dois'] },
    ]);
  });

  it('two lists apart are two lists; a blank line between items ends the first', () => {
    expect(parseTermsMarkup('- a\n- b\n\n- c')).toEqual([
      { type: 'list', items: ['a', 'b'] },
      { type: 'list', items: ['c'] },
    ]);
  });

  it('empty and blank texts are no blocks; runs of blank lines and Windows line ends are one gap', () => {
    expect(parseTermsMarkup('')).toEqual([]);
    expect(parseTermsMarkup(' \n\t\n  ')).toEqual([]);
    expect(parseTermsMarkup('\n\nUm\r\n\r\n\r\n  \r\nDois\n\n')).toEqual([p('Um'), p('Dois')]);
  });

  it('markers need their space and some text: "##x", "-x", "- " and "## " stay text', () => {
    expect(parseTermsMarkup('##x\n-x\n- \n## \n### Três')).toEqual([p('##x', '-x', '-', '##', '### Três')]);
  });

  it('indented markers still count', () => {
    expect(parseTermsMarkup('  ## Título\n  - item')).toEqual([
      { type: 'heading', text: 'Título' },
      { type: 'list', items: ['item'] },
    ]);
  });

  it('a consent holds its whole paragraph: text and a list, and ends at the blank line', () => {
    expect(parseTermsMarkup('! Dados de saúde\nConsinto com:\n- diagnóstico\n- nível de suporte\n\nDepois.')).toEqual([
      {
        type: 'consent',
        blocks: [p('Dados de saúde', 'Consinto com:'), { type: 'list', items: ['diagnóstico', 'nível de suporte'] }],
      },
      p('Depois.'),
    ]);
  });

  it('only a paragraph\'s first line makes a consent; a lone "!" with nothing after is no block', () => {
    expect(parseTermsMarkup('Texto\n!não destaca')).toEqual([p('Texto', '!não destaca')]);
    expect(parseTermsMarkup('!\n\nFim')).toEqual([p('Fim')]);
    expect(parseTermsMarkup('!\nTexto')).toEqual([{ type: 'consent', blocks: [p('Texto')] }]);
  });

  it('never loses a word: every non-blank character of the text is in some block', () => {
    const words = (s: string) =>
      s
        // The markers a line starts with, however many ('!## Título' is a highlighted heading).
        .replace(/^\s*(?:(?:## |- |!)\s*)+/gm, ' ')
        .split(/\s+/)
        .filter(Boolean);
    const collect = (blocks: TermsBlock[]): string[] =>
      blocks.flatMap((b) =>
        b.type === 'heading'
          ? [b.text]
          : b.type === 'paragraph'
            ? b.lines
            : b.type === 'list'
              ? b.items
              : collect(b.blocks),
      );
    const piece = fc.constantFrom('## ', '- ', '!', 'a', 'b c', '\n', '\n\n', ' ', '1.');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const seen = collect(parseTermsMarkup(text)).join(' ');
        for (const w of words(text)) expect(seen).toContain(w.replace(/^!/, ''));
      }),
    );
  });
});
