-- Idempotency keys of the cart writes and of the provider's payments.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

-- Idempotency-Key header of POST /cart/items: a key already used by the
-- shop answers that first add again (the same cart id) and adds nothing.
-- It is stored in the same transaction as the line it added.
CREATE TABLE cart_idempotency_keys (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  cart_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (shop_id, idempotency_key)
);

-- Idempotency-Key header of the provider's POST /payments: one payment
-- session per order and key. A retry with the same key gets the same
-- session (and authorization URL), a new key a new session.
ALTER TABLE provider_payments ADD COLUMN idempotency_key TEXT;

CREATE UNIQUE INDEX provider_payments_by_key ON provider_payments (order_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
