-- Idempotency keys of the contact messages.
-- Keep every statement free of semicolons inside strings and comments:
-- the test harness splits this file on semicolons.

-- Idempotency-Key header of POST /contact: a key already used by the shop
-- answers that first message again and stores nothing. It is stored in the
-- same transaction as the message it names.
CREATE TABLE contact_idempotency_keys (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  message_id INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (shop_id, idempotency_key)
);
