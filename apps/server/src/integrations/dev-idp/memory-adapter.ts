import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  model: string;
  payload: AdapterPayload;
  /** Milliseconds since the epoch; Infinity when oidc-provider gave no lifetime (static clients). */
  expiresAt: number;
}

// The tokens that belong to a grant: revoking the grant removes them, as oidc-provider's own store does.
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * The development provider's storage (docs/product.md#dev-sign-in): a Map per provider that lives only in this
 * process. Giving oidc-provider an adapter of our own keeps it from falling back to its module-wide
 * store, which prints a production warning on every start and is shared by every app a test builds.
 * Lookups by uid, user code and grant scan the Map: a development sign-in holds a handful of entries.
 */
export function createMemoryAdapter(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Entry>();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry || entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const sweep = () => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  };
  const findWhere = (test: (entry: Entry) => boolean) => {
    sweep();
    for (const entry of entries.values()) if (test(entry)) return structuredClone(entry.payload);
    return undefined;
  };

  // Copies in and out, so a payload changes only through the adapter, as with a real store.
  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        const expiresAt = expiresIn ? now() + expiresIn * 1000 : Infinity;
        entries.set(keyOf(id), { model, payload: structuredClone(payload), expiresAt });
      },
      async find(id) {
        const entry = live(keyOf(id));
        return entry && structuredClone(entry.payload);
      },
      async findByUid(uid) {
        return findWhere((entry) => entry.model === model && entry.payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findWhere((entry) => entry.model === model && entry.payload.userCode === userCode);
      },
      async consume(id) {
        const entry = live(keyOf(id));
        // Seconds, as oidc-provider writes its own timestamps.
        if (entry) entry.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (GRANTABLE.has(entry.model) && entry.payload.grantId === grantId) entries.delete(key);
        }
      },
    };
  };
}
