-- Razorpay webhook events applied (issue 23, docs/decisions/0951), keyed by the event id
-- Razorpay sends in X-Razorpay-Event-Id: a delivery retried or replayed is answered and changes
-- nothing. Times are UTC epoch milliseconds.
CREATE TABLE payment_webhook_events (
  id TEXT PRIMARY KEY,
  event TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX payment_webhook_events_received ON payment_webhook_events (received_at);
