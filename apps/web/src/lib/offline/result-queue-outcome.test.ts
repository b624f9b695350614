import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client';
import { outcomeOf, outcomeOfError, REFUSED_WITHOUT_REASON } from './result-queue-outcome';

describe("a queued item's fate by the server's answer (docs/product.md#offline-play)", () => {
  it('2xx, a replay included: sent', () => {
    for (const status of [200, 201, 204]) expect(outcomeOf({ status })).toEqual({ kind: 'sent' });
  });

  it('no answer, 5xx, 408, 409 and 429: stays, tried again later', () => {
    expect(outcomeOf(null)).toEqual({ kind: 'retry' });
    for (const status of [500, 502, 503, 504, 408, 409, 429]) {
      expect(outcomeOf({ status, error: 'x' })).toEqual({ kind: 'retry' });
    }
  });

  it('401, a suspension and terms to accept: stays until the session can send', () => {
    expect(outcomeOf({ status: 401 })).toEqual({ kind: 'blocked' });
    expect(outcomeOf({ status: 403, code: 'ACCOUNT_SUSPENDED', error: 'Conta suspensa.' })).toEqual({
      kind: 'blocked',
    });
    expect(outcomeOf({ status: 403, code: 'TERMS_REQUIRED', error: 'Aceite os termos.' })).toEqual({ kind: 'blocked' });
  });

  it("any other 4xx: refused with the server's pt-BR words", () => {
    expect(outcomeOf({ status: 403, error: 'Atividade bloqueada no seu plano.' })).toEqual({
      kind: 'refused',
      reason: 'Atividade bloqueada no seu plano.',
    });
    for (const status of [400, 404, 410, 422]) {
      expect(outcomeOf({ status, error: 'Motivo.' })).toEqual({ kind: 'refused', reason: 'Motivo.' });
    }
    expect(outcomeOf({ status: 404 })).toEqual({ kind: 'refused', reason: REFUSED_WITHOUT_REASON });
  });

  it('a field unknown to the server (one of the previous release, during an upgrade): tried again later', () => {
    expect(outcomeOf({ status: 400, error: 'Campo não permitido: level.' })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ status: 400, error: 'Campo "score" inválido: …' })).toEqual({
      kind: 'refused',
      reason: 'Campo "score" inválido: …',
    });
  });

  it('reads a thrown ApiError by its answer; a network failure or anything else as no answer', () => {
    expect(outcomeOfError(new ApiError(404, 'Criança não encontrada.'))).toEqual({
      kind: 'refused',
      reason: 'Criança não encontrada.',
    });
    expect(outcomeOfError(new ApiError(403, 'Aceite os termos.', 'TERMS_REQUIRED'))).toEqual({ kind: 'blocked' });
    expect(outcomeOfError(new ApiError(503, undefined))).toEqual({ kind: 'retry' });
    expect(outcomeOfError(new NetworkError())).toEqual({ kind: 'retry' });
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry' });
  });
});
