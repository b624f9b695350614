import { describe, expect, it } from 'vitest';
import { sampleChild } from '../../test/fetch-stub';
import { childMissing } from './use-route-child';

describe('a screen of one child with no child to show', () => {
  const lia = sampleChild({ id: 10, name: 'Lia' });

  it('while the children are read, the child is not missing yet', () => {
    expect(childMissing({ data: undefined, isError: false }, 10)).toBe(false);
  });

  it('is missing when the children could not be read and none are kept', () => {
    expect(childMissing({ data: undefined, isError: true }, 10)).toBe(true);
  });

  it('is missing when the child is not among the children', () => {
    expect(childMissing({ data: [lia], isError: false }, 11)).toBe(true);
    expect(childMissing({ data: [], isError: false }, 10)).toBe(true);
  });

  it('stays when a later read failed after an answer (a server that stopped answering)', () => {
    expect(childMissing({ data: [lia], isError: true }, 10)).toBe(false);
  });
});
