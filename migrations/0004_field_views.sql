-- Field speed kept locally (FIELD_SPEED_STORE=local: `npm start`, the tests): one row per page view, as Analytics
-- Engine keeps them in production (app/field-speed/field-speed.server.ts); `npm run field` reads either.
CREATE TABLE IF NOT EXISTS field_views (
  at INTEGER NOT NULL,
  shop TEXT NOT NULL,
  kind TEXT NOT NULL,
  lang TEXT NOT NULL,
  js INTEGER NOT NULL,
  ect TEXT NOT NULL,
  memory REAL,
  lcp REAL,
  inp REAL,
  cls REAL,
  ttfb REAL
);
CREATE INDEX IF NOT EXISTS field_views_by_shop ON field_views (shop, at);
