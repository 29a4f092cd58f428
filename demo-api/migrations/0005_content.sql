-- Blog articles, pop-ups, promotional texts of the announcement bar,
-- newsletter subscriptions and contact messages.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

-- contenu is markdown. category is a slug (actualites, conseils, tutoriels)
-- or null. created_at is an ISO 8601 UTC string. image_path is relative to
-- this API, like the catalogue's.
CREATE TABLE blog_articles (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  titre TEXT NOT NULL,
  contenu TEXT NOT NULL,
  image_path TEXT,
  auteur TEXT,
  category TEXT CHECK (category IS NULL OR category IN ('actualites', 'conseils', 'tutoriels')),
  temps_lecture INTEGER CHECK (temps_lecture IS NULL OR temps_lecture > 0),
  created_at TEXT NOT NULL
);

CREATE INDEX blog_articles_by_shop ON blog_articles (shop_id, created_at DESC, id DESC);
CREATE INDEX blog_articles_by_category ON blog_articles (shop_id, category, created_at DESC, id DESC);

-- At most one pop-up per shop.
CREATE TABLE popups (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL UNIQUE REFERENCES shops (id) ON DELETE CASCADE,
  titre TEXT,
  contenu TEXT,
  image_path TEXT,
  lien TEXT,
  texte_lien TEXT
);

CREATE TABLE promo_texts (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  texte TEXT NOT NULL,
  lien TEXT
);

CREATE INDEX promo_texts_by_shop ON promo_texts (shop_id, position);

-- email as typed (trimmed), email_key in lower case: one subscription per
-- shop and address, whatever its case.
CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (shop_id, email_key)
);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  nom TEXT NOT NULL,
  email TEXT NOT NULL,
  sujet TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX contact_messages_by_shop ON contact_messages (shop_id, id);
