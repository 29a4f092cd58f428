-- Idempotency keys of the registrations.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

-- Idempotency-Key header of POST /register: a key already used by the shop,
-- sent again with the same email and password, signs in to the account it
-- made and makes none. It is stored in the same transaction as the account.
CREATE TABLE registration_idempotency_keys (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (shop_id, idempotency_key)
);
