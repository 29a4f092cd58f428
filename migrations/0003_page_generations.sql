-- Full-page cache (app/server/page-cache.server.ts): each shop host's generation is part of every cache key of its
-- pages and platform answers; a purge adds one, so that nothing stored before it is read again (the Cache API has
-- no purge by prefix).
CREATE TABLE IF NOT EXISTS page_generations (
  host TEXT PRIMARY KEY,
  generation INTEGER NOT NULL,
  purged_at INTEGER NOT NULL
);
