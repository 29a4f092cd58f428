-- Customer accounts: customers, their login tokens, email verification
-- tokens, failed logins (the throttle), the outbox of the development mail
-- catcher, and the customer an order belongs to.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.
-- Times written by the Worker are milliseconds since 1970 (UTC), so the
-- tests can age a row by rewriting one integer.

-- A customer belongs to one shop. email is stored trimmed and in lower case.
-- password_hash is pbkdf2-sha256$iterations$salt$hash (salt and hash base64url).
CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  prenom TEXT NOT NULL,
  nom TEXT NOT NULL,
  telephone TEXT NOT NULL,
  adresse TEXT NOT NULL,
  ville TEXT NOT NULL,
  pays TEXT,
  code_zip TEXT,
  email_confirmed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (shop_id, email)
);

-- Login tokens, stored only as the hex SHA-256 of the token.
CREATE TABLE customer_tokens (
  token_hash TEXT PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id, expires_at);

-- Email verification tokens (hex SHA-256 too), single use: used_at is set once.
CREATE TABLE email_verification_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Wrong passwords in a row per shop and email (known or not), for the throttle.
CREATE TABLE login_failures (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL,
  PRIMARY KEY (shop_id, email)
);

-- The emails the stand-in sent (GET /mail reads them).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  link TEXT NOT NULL,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX outbox_by_recipient ON outbox (to_email, id);

-- The customer who placed the order (null: a guest order).
ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL;

CREATE INDEX orders_by_customer ON orders (customer_id, created_at);
