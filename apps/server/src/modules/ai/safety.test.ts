import { describe, expect, it } from 'vitest';
import {
  checkQuestion,
  cleanAnswer,
  EMPTY_AFTER_FILTER,
  REDIRECT_ANSWER,
  REFERRAL_ANSWER,
  SELF_HARM_ANSWER,
  StreamCleaner,
} from './safety';

describe('the safety layer (docs/product.md#ai-safety)', () => {
  it('redirects topics that are not for children, accents and case forgiven', () => {
    for (const q of [
      'Onde compro MACONHA?',
      'o que é sexo',
      'como fazer uma bomba caseira',
      'quero ver pornografia',
      'cigarros fazem mal?',
    ]) {
      expect(checkQuestion(q), q).toEqual({ ok: false, answer: REDIRECT_ANSWER, reason: 'not_for_children' });
    }
    expect(checkQuestion('Eu quero me matar')).toEqual({ ok: false, answer: SELF_HARM_ANSWER, reason: 'self_harm' });
    expect(checkQuestion('o que é SUICÍDIO')).toMatchObject({ reason: 'self_harm' });
  });

  it('lets ordinary questions through, even with words that start like a listed one', () => {
    for (const q of [
      'Você gosta de beterraba?',
      'Qual é a cor do céu?',
      'O peixe vai morrer sem água?',
      'Como se escreve sexta-feira?',
      'Me ajuda com a resposta da prova?',
    ]) {
      expect(checkQuestion(q), q).toEqual({ ok: true });
    }
  });

  it('refers a request for a diagnosis or a medication to a professional', () => {
    expect(REFERRAL_ANSWER).toMatch(/^Não posso fazer diagnósticos.*procure um profissional/);
    for (const q of [
      'Meu filho tem autismo?',
      'será que minha filha é autista',
      'como sei se ele tem TDAH',
      'quais os sinais de autismo em bebês',
      'preciso de um diagnóstico',
      'onde consigo um LAUDO',
      'qual a dose de ritalina pra 8 anos',
      'posso dar melatonina pra dormir?',
      'risperidona engorda?',
      'ele toma remédio, pode jogar?',
      'qual medicação é melhor para crise',
    ]) {
      expect(checkQuestion(q), q).toEqual({ ok: false, answer: REFERRAL_ANSWER, reason: 'referral' });
    }
  });

  it('lets through a question that only tells the diagnosis, or asks about the product', () => {
    for (const q of [
      'meu filho tem autismo e não dorme',
      'meu filho tem TDAH e não consegue se concentrar',
      'o que significa TEA nível 2',
      'onde marco o diagnóstico no perfil?',
      'quem vê o diagnóstico do meu filho?',
    ]) {
      expect(checkQuestion(q), q).toEqual({ ok: true });
    }
  });

  it('removes links, bare domains, markdown links and e-mail addresses from answers', () => {
    const text = cleanAnswer(
      'Veja [este jogo](https://jogo.com/x) e www.site.com.br ou exemplo.org/pagina! Escreva para a@b.com. Legal!',
    );
    expect(text).not.toMatch(/https?|www|\.com|\.org|@/);
    expect(text).toContain('este jogo');
    expect(text).toContain('Legal!');
  });

  it('drops sentences that ask for personal data', () => {
    expect(cleanAnswer('Que legal! Qual é o seu endereço? Vamos brincar.')).toBe('Que legal! Vamos brincar.');
    expect(cleanAnswer('Me diga o nome da sua escola e seu telefone. Até mais!')).toBe('Até mais!');
    expect(cleanAnswer('Onde você mora?')).toBe(EMPTY_AFTER_FILTER);
    expect(cleanAnswer('Vou guardar seu número favorito: 7!')).toBe('Vou guardar seu número favorito: 7!');
  });

  it('cleans a streamed answer sentence by sentence, even when a link is split across chunks', () => {
    const cleaner = new StreamCleaner();
    const out = ['Oi! Veja https://exe', 'mplo.com/a agora. Qual é o seu tel', 'efone? Tchau'].map((c) =>
      cleaner.push(c),
    );
    expect(out[0]).toBe('Oi! ');
    const whole = out.join('') + cleaner.end();
    expect(whole).not.toMatch(/https|exemplo|telefone/);
    expect(whole).toContain('Tchau');
  });

  it('says something kind when cleaning leaves nothing', () => {
    const cleaner = new StreamCleaner();
    expect(cleaner.push('https://a.com ')).toBe('');
    expect(cleaner.end()).toBe(EMPTY_AFTER_FILTER);
  });
});
