-- Shops, their FAQs, visit counters and the seed marker.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

CREATE TABLE shops (
  id INTEGER PRIMARY KEY,
  subdomain TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  nom TEXT NOT NULL,
  description TEXT,
  logo_path TEXT,
  favicon_path TEXT,
  devise TEXT NOT NULL DEFAULT 'XAF',
  couleur_primaire TEXT NOT NULL,
  couleur_secondaire TEXT NOT NULL,
  theme_name TEXT NOT NULL DEFAULT 'default',
  theme_file TEXT NOT NULL DEFAULT 'default.css',
  theme_customization TEXT NOT NULL DEFAULT '{}',
  facebook_url TEXT,
  x_url TEXT,
  instagram_url TEXT,
  tiktok_url TEXT,
  youtube_url TEXT,
  politique_apropos TEXT,
  politique_remboursement TEXT,
  politique_retour TEXT,
  user_phone TEXT,
  gtag TEXT,
  facebook_pixel_id TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE shop_faqs (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  question TEXT NOT NULL,
  answer TEXT NOT NULL
);

CREATE INDEX shop_faqs_by_shop ON shop_faqs (shop_id, position);

CREATE TABLE visits (
  shop_id INTEGER PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  visites INTEGER NOT NULL DEFAULT 0 CHECK (visites >= 0),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- One row per seeded data set: key 'seed', value the seed version.
CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
