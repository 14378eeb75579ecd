import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

/** Expired entries are swept once the store holds this many, so a long `npm start` stays small. */
const SWEEP_ABOVE = 1_000;

/**
 * The local provider's storage: codes, sessions, interactions and grants in this process's
 * memory. That is all a demo provider needs (a restart only ends sign-ins in flight); it is our
 * own rather than the library's quick-start adapter, which warns on every boot that it must be
 * replaced. Device-flow lookups are not needed: that flow is off.
 */
export function createMemoryAdapterFactory(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionKeyByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  function live(key: string | undefined): AdapterPayload | undefined {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry || key === undefined) {
      return undefined;
    }
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  function sweep() {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= now) {
        entries.delete(key);
      }
    }
    for (const [uid, key] of sessionKeyByUid) {
      if (!entries.has(key)) {
        sessionKeyByUid.delete(uid);
      }
    }
    for (const [grantId, keys] of keysByGrant) {
      for (const key of keys) {
        if (!entries.has(key)) {
          keys.delete(key);
        }
      }
      if (keys.size === 0) {
        keysByGrant.delete(grantId);
      }
    }
  }

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        if (entries.size >= SWEEP_ABOVE) {
          sweep();
        }
        const key = keyOf(id);
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) {
          sessionKeyByUid.set(payload.uid, key);
        }
        if (payload.grantId) {
          const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
          keys.add(key);
          keysByGrant.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        return live(sessionKeyByUid.get(uid));
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) {
          payload.consumed = Math.floor(Date.now() / 1000);
        }
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) {
          entries.delete(key);
        }
        keysByGrant.delete(grantId);
      },
    };
  };
}
