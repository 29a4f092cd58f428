/**
 * Logins ended by 'Déconnexion' before their hour is up. The session cookie is sealed and holds the platform
 * token; a copy of it taken before the logout would open the account until the token expires. So the logout
 * writes the token's SHA-256 here until that expiry, and every request that carries a login asks whether it
 * was ended: a copied cookie stops working at once.
 *
 * Kept in the storefront's D1 database (binding `DB`, table `ended_logins`), which every location reads
 * consistently. Without that binding (a deployment that did not add it), in the memory of the isolate: the
 * logout then holds only in the isolate that received it, which the storefront says in its log when it starts.
 */
export interface EndedLogins {
  end(token: string, until: number): Promise<void>
  isEnded(token: string, now?: number): Promise<boolean>
}

export function endedLogins(db: D1Database | undefined): EndedLogins {
  return db ? d1EndedLogins(db) : memoryEndedLogins
}

async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function d1EndedLogins(db: D1Database): EndedLogins {
  return {
    async end(token, until) {
      const now = Date.now()
      await db.batch([
        db
          .prepare('INSERT OR REPLACE INTO ended_logins (token_hash, until) VALUES (?, ?)')
          .bind(await tokenHash(token), until),
        // What has expired on its own needs no entry any more.
        db.prepare('DELETE FROM ended_logins WHERE until < ?').bind(now),
      ])
    },
    async isEnded(token, now = Date.now()) {
      const row = await db
        .prepare('SELECT 1 AS ended FROM ended_logins WHERE token_hash = ? AND until > ?')
        .bind(await tokenHash(token), now)
        .first<{ ended: number }>()
      return row !== null
    },
  }
}

/** Shared by the requests of an isolate on purpose: token hashes and times only, at most MEMORY_MAX. */
const ended = new Map<string, number>()
const MEMORY_MAX = 10_000

const memoryEndedLogins: EndedLogins = {
  async end(token, until) {
    const now = Date.now()
    for (const [hash, time] of ended) if (time < now) ended.delete(hash)
    if (ended.size >= MEMORY_MAX) ended.delete(ended.keys().next().value as string)
    ended.set(await tokenHash(token), until)
  },
  async isEnded(token, now = Date.now()) {
    return (ended.get(await tokenHash(token)) ?? 0) > now
  },
}
