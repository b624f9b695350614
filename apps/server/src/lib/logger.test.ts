import { describe, expect, it } from 'vitest';
import { loggedPath } from './logger';

describe('loggedPath (docs/product.md#logs)', () => {
  it.each([
    ['/api/invitations/AbCdEfGhIjKlMnOpQrStUv123', '/api/invitations/***'],
    ['/api/invitations/AbCdEfGhIjKlMnOpQrStUv123/decline', '/api/invitations/***/decline'],
    ['/accept-invitation/AbCdEfGhIjKlMnOpQrStUv123', '/accept-invitation/***'],
    ['/api/invitations/accept', '/api/invitations/accept'],
    ['/api/sessions?code=segredo&state=x', '/api/sessions'],
    ['/api/children/12/progress', '/api/children/12/progress'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});
