-- Logins ended by 'Déconnexion' before they expire (app/server/ended-logins.server.ts): the SHA-256 of the
-- platform token, until the login would have expired on its own (ms since the epoch).
CREATE TABLE IF NOT EXISTS ended_logins (
  token_hash TEXT PRIMARY KEY,
  until INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ended_logins_until ON ended_logins (until);
