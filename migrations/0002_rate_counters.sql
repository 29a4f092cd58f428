-- Rate limits (app/server/rate-limits.server.ts): uses of a form per client in fixed windows, read as sliding
-- windows. `window` is the window's number (ms since the epoch / window length); rows go once expired.
CREATE TABLE IF NOT EXISTS rate_counters (
  key TEXT NOT NULL,
  window INTEGER NOT NULL,
  count INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (key, window)
);
CREATE INDEX IF NOT EXISTS rate_counters_expires ON rate_counters (expires_at);
