import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from './memory-adapter';

function setup() {
  let clock = 1_700_000_000_000;
  const adapterFor = createMemoryAdapter(() => clock);
  return { adapterFor, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('the development provider memory adapter', () => {
  it('finds a payload until it expires, then no longer', async () => {
    const { adapterFor, advance } = setup();
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a', grantId: 'g1' });
    advance(59_999);
    expect(await codes.find('c1')).toBeDefined();
    advance(1);
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('without a lifetime keeps the payload', async () => {
    const { adapterFor, advance } = setup();
    const clients = adapterFor('Client');
    await clients.upsert('x', { client_id: 'x' }, 0);
    advance(365 * 24 * 60 * 60 * 1000);
    expect(await clients.find('x')).toEqual({ client_id: 'x' });
  });

  it('consume marks the payload in epoch seconds and find shows it', async () => {
    const { adapterFor, now } = setup();
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(Math.floor(now() / 1000));
  });

  it('consuming an expired or unknown id does nothing', async () => {
    const { adapterFor, advance } = setup();
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', {}, 1);
    advance(1000);
    await expect(codes.consume('c1')).resolves.toBeUndefined();
    await expect(codes.consume('nope')).resolves.toBeUndefined();
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('keeps models apart and hands out copies', async () => {
    const { adapterFor } = setup();
    await adapterFor('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await adapterFor('Interaction').find('s1')).toBeUndefined();
    const copy = await adapterFor('Session').find('s1');
    copy!.accountId = 'changed';
    expect((await adapterFor('Session').find('s1'))?.accountId).toBe('a');
  });

  it('finds a session by uid and a device code by user code, while they live', async () => {
    const { adapterFor, advance } = setup();
    await adapterFor('Session').upsert('s1', { uid: 'u1' }, 10);
    await adapterFor('DeviceCode').upsert('d1', { userCode: 'ABCD' }, 20);
    expect(await adapterFor('Session').findByUid('u1')).toEqual({ uid: 'u1' });
    expect(await adapterFor('DeviceCode').findByUserCode('ABCD')).toEqual({ userCode: 'ABCD' });
    expect(await adapterFor('Interaction').findByUid('u1')).toBeUndefined();
    advance(10_000);
    expect(await adapterFor('Session').findByUid('u1')).toBeUndefined();
    expect(await adapterFor('DeviceCode').findByUserCode('ABCD')).toBeDefined();
  });

  it('destroy removes one payload; revoking a grant removes its tokens only', async () => {
    const { adapterFor } = setup();
    await adapterFor('AccessToken').upsert('t1', { grantId: 'g1' }, 60);
    await adapterFor('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapterFor('AccessToken').upsert('t2', { grantId: 'g2' }, 60);
    await adapterFor('Interaction').upsert('i1', { grantId: 'g1' }, 60);
    await adapterFor('AccessToken').destroy('t2');
    expect(await adapterFor('AccessToken').find('t2')).toBeUndefined();

    await adapterFor('AccessToken').revokeByGrantId('g1');
    expect(await adapterFor('AccessToken').find('t1')).toBeUndefined();
    expect(await adapterFor('AuthorizationCode').find('c1')).toBeUndefined();
    expect(await adapterFor('Interaction').find('i1')).toBeDefined();
  });

  it('two adapters made separately share nothing', async () => {
    const first = createMemoryAdapter();
    const second = createMemoryAdapter();
    await first('Session').upsert('s1', {}, 60);
    expect(await second('Session').find('s1')).toBeUndefined();
  });
});
