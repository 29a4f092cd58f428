-- Carts, promo codes, shipping, payment setup, orders and the payments of
-- the stand-in provider.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

-- A cart belongs to one shop. It is closed (status ordered) once an order
-- is made from it.
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered')),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- One line per product and variant: the unique index merges a second add
-- of the same product and variant (or both without variant) into the line.
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id INTEGER REFERENCES variants (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE UNIQUE INDEX cart_items_line ON cart_items (cart_id, product_id, IFNULL(variant_id, 0));

-- code is stored in upper case; expires_at is an ISO 8601 UTC string, null
-- for a code that never expires. value is a percentage or an amount.
CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('percentage', 'fixed')),
  value INTEGER NOT NULL CHECK (value > 0),
  expires_at TEXT,
  UNIQUE (shop_id, code)
);

-- Delivery areas, shared by every shop. search_key is the lower-case,
-- accent-free city name the zone lookup compares.
CREATE TABLE shipping_countries (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE shipping_cities (
  id INTEGER PRIMARY KEY,
  country_code TEXT NOT NULL REFERENCES shipping_countries (code) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  search_key TEXT NOT NULL,
  UNIQUE (country_code, search_key)
);

CREATE TABLE shipping_zones (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES shipping_cities (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0)
);

CREATE INDEX shipping_zones_by_city ON shipping_zones (city_id, position);

-- Payment setup of each shop: cash on delivery on or off, and the payment
-- processors with their public key (may be empty: key not configured).
CREATE TABLE payment_settings (
  shop_id INTEGER PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  cash_on_delivery_enabled INTEGER NOT NULL DEFAULT 0 CHECK (cash_on_delivery_enabled IN (0, 1))
);

CREATE TABLE payment_options (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  public_key TEXT NOT NULL DEFAULT '',
  UNIQUE (shop_id, name)
);

CREATE INDEX payment_options_by_key ON payment_options (public_key);

-- Last order number given per shop: numCommande is CMD-{year}-{last, 6 digits}.
CREATE TABLE order_counters (
  shop_id INTEGER PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  last INTEGER NOT NULL
);

-- Amounts are integers in the shop currency: montant_total is the items
-- subtotal, the customer pays montant_total + shipping_cost - reduction.
-- cart_id: the cart the order was made from (a checkout sent twice is told apart by its idempotency key).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  num_commande TEXT NOT NULL,
  cart_id TEXT NOT NULL,
  nom_client TEXT NOT NULL,
  tel TEXT NOT NULL,
  email TEXT NOT NULL,
  adresse_livraison TEXT NOT NULL,
  ville_livraison TEXT NOT NULL,
  pays_livraison TEXT NOT NULL,
  code_zip TEXT,
  order_note TEXT,
  shipping_zone_id INTEGER NOT NULL,
  montant_total INTEGER NOT NULL CHECK (montant_total >= 0),
  shipping_cost INTEGER NOT NULL CHECK (shipping_cost >= 0),
  reduction INTEGER NOT NULL DEFAULT 0 CHECK (reduction >= 0),
  code_promo TEXT,
  payment_method TEXT NOT NULL,
  statut TEXT NOT NULL DEFAULT 'En attente',
  payment_status TEXT NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed', 'canceled')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  paid_at TEXT,
  UNIQUE (shop_id, num_commande)
);

-- The lines of an order, copied from the cart with the names and unit
-- prices of the moment.
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  variant_id INTEGER,
  product_name TEXT NOT NULL,
  variant_name TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0)
);

CREATE INDEX order_items_by_order ON order_items (order_id, id);

-- Idempotency-Key header of POST /orders: a key already used by the shop
-- answers the order it created.
CREATE TABLE order_idempotency_keys (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (shop_id, idempotency_key)
);

-- Payments of the stand-in provider (/provider). status is pending until an
-- outcome is chosen on the payment page.
CREATE TABLE provider_payments (
  reference TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount REAL NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  callback TEXT NOT NULL,
  customer_name TEXT,
  customer_email TEXT,
  customer_phone TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'complete', 'failed', 'canceled')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT
);

CREATE INDEX provider_payments_by_order ON provider_payments (order_id, created_at);
