import { describe, expect, it } from 'vitest';
import { roleRedirect } from './role-redirect';

describe('roleRedirect (docs/product.md#onboarding)', () => {
  it.each([
    [null, '/dashboard', '/onboarding'],
    [null, '/onboarding', null],
    ['parent', '/onboarding', '/dashboard'],
    ['professional', '/onboarding', '/professional-dashboard'],
    ['parent', '/dashboard', null],
    ['parent', '/child/7/schedule', null],
    ['professional', '/dashboard', '/professional-dashboard'],
    ['professional', '/subscription/', '/professional-dashboard'],
    ['professional', '/child/7', '/professional/child/7'],
    ['professional', '/child/7/schedule', '/professional/child/7'],
    ['professional', '/child/7/metas/3', '/professional/child/7/metas/3'],
    ['parent', '/child/7/metas/3', null],
    ['professional', '/child/7/sessoes/20/tentativas', '/professional/child/7/sessoes/20/tentativas'],
    ['parent', '/child/7/sessoes/20/tentativas', null],
    ['parent', '/professional/child/7/sessoes/20/tentativas', '/dashboard'],
    ['professional', '/activities', null],
    ['professional', '/professional/sessions', null],
    ['parent', '/professional-dashboard', '/dashboard'],
    ['parent', '/professional/session/3', '/dashboard'],
    [undefined, '/dashboard', null],
  ] as const)('%s at %s → %s', (role, path, to) => {
    expect(roleRedirect(role, path)).toBe(to);
  });

  // A mother who also accepted an invitation keeps her children and the ones she was given.
  it.each([
    ['/dashboard', null],
    ['/subscription', null],
    ['/child/7', null],
    ['/professional-dashboard', null],
    ['/professional/session/3', null],
    ['/onboarding', '/dashboard'],
  ] as const)('a parent who is also a professional at %s → %s', (path, to) => {
    expect(roleRedirect('parent', path, true)).toBe(to);
  });
});
