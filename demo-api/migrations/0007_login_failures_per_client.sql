-- Wrong passwords are counted per client and email (the storefront sends the shopper's address as
-- X-Forwarded-For), so that a stranger cannot lock an account's owner out.
DROP TABLE IF EXISTS login_failures;
CREATE TABLE login_failures (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  client TEXT NOT NULL,
  email TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL,
  PRIMARY KEY (shop_id, client, email)
);
