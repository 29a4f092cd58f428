-- Catalogue: home sliders, categories, products, their variants, customer
-- reviews and description images.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

CREATE TABLE sliders (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  image_path TEXT NOT NULL,
  grand_titre TEXT NOT NULL,
  petit_titre TEXT NOT NULL,
  offre TEXT NOT NULL,
  lien TEXT NOT NULL,
  text_lien TEXT NOT NULL
);

CREATE INDEX sliders_by_shop ON sliders (shop_id, position);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  slug TEXT NOT NULL,
  nom TEXT NOT NULL,
  image_path TEXT,
  UNIQUE (shop_id, slug)
);

CREATE INDEX categories_by_shop ON categories (shop_id, position);

-- Prices are integers in the shop currency. search_nom and search_reference
-- hold the lower-case, accent-free forms that GET /products/search compares.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  slug TEXT NOT NULL,
  nom TEXT NOT NULL,
  prix INTEGER NOT NULL CHECK (prix >= 0),
  prix_original INTEGER CHECK (prix_original IS NULL OR prix_original > prix),
  image_path TEXT,
  description TEXT NOT NULL DEFAULT '',
  reference TEXT NOT NULL,
  qte_en_stock INTEGER NOT NULL DEFAULT 0 CHECK (qte_en_stock >= 0),
  search_nom TEXT NOT NULL,
  search_reference TEXT NOT NULL,
  UNIQUE (shop_id, slug)
);

CREATE INDEX products_by_category ON products (category_id, position);

CREATE INDEX products_by_shop ON products (shop_id, position);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  nom TEXT NOT NULL,
  prix INTEGER NOT NULL CHECK (prix >= 0),
  prix_original INTEGER CHECK (prix_original IS NULL OR prix_original > prix),
  image_path TEXT
);

CREATE INDEX variants_by_product ON variants (product_id, position);

-- date_creation is an ISO 8601 UTC string, as answered.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  nom_client TEXT NOT NULL,
  note INTEGER NOT NULL CHECK (note BETWEEN 1 AND 5),
  message TEXT NOT NULL,
  achat_verifie INTEGER NOT NULL DEFAULT 0 CHECK (achat_verifie IN (0, 1)),
  date_creation TEXT NOT NULL
);

CREATE INDEX reviews_by_product ON reviews (product_id, date_creation);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  image_path TEXT NOT NULL
);

CREATE INDEX product_images_by_product ON product_images (product_id, position);
