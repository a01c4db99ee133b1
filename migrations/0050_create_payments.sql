-- Paying for a plan online (issue 23, docs/decisions/0950, 0951). One row per Razorpay order
-- (provider 'razorpay') or per offline payment an administrator recorded when approving an
-- upgrade request (provider 'offline'). The row is written when the order is created, with the
-- price and the tax split as they were then; it becomes 'paid' in the one batch that grants the
-- plan, stamped with `settle_id`, so the page, the webhook and the reconciliation job together
-- grant once. Kept when the member closes their account: a tax invoice is kept as issued (the
-- member's name, e-mail and state are copied at creation for that reason). Money in paise;
-- times are UTC epoch milliseconds.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  plan_id TEXT NOT NULL REFERENCES plans (id),
  provider TEXT NOT NULL CHECK (provider IN ('razorpay', 'offline')),
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'attempted', 'paid', 'failed', 'refunded')),
  -- Razorpay's order and payment ids; offline payments have neither.
  order_id TEXT UNIQUE,
  payment_id TEXT UNIQUE,
  -- The payment method Razorpay reports (upi, card, netbanking, wallet …) or 'offline'.
  method TEXT,
  -- What an administrator recorded for an offline payment (UTR, UPI reference, cheque number).
  reference TEXT,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL DEFAULT 'INR',
  -- The plan as it was sold (a JSON Plan) and its name for lists.
  plan_name TEXT NOT NULL,
  plan_json TEXT NOT NULL CHECK (json_valid(plan_json)),
  -- The member on the invoice, as at the sale.
  member_name TEXT NOT NULL,
  member_email TEXT NOT NULL,
  member_state TEXT,
  -- GST included in `amount` (decision 0950), split at creation.
  tax_rate REAL NOT NULL,
  taxable INTEGER NOT NULL,
  cgst INTEGER NOT NULL,
  sgst INTEGER NOT NULL,
  igst INTEGER NOT NULL,
  -- Written by the batch that settles the payment; the grant and the notice run only where it matches.
  settle_id TEXT,
  -- The upgrade request, status approved, that records the plan as bought (planInForce reads it).
  -- No reference: account closure erases upgrade requests, and the payment stays.
  grant_id TEXT,
  -- Sequential and unique, as GST invoices must be; given when the payment is received.
  invoice_number INTEGER UNIQUE,
  starts_at INTEGER,
  ends_at INTEGER,
  failure_reason TEXT,
  refund_id TEXT,
  refund_reason TEXT,
  refunded_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  refunded_at INTEGER,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  updated_at INTEGER NOT NULL,
  CHECK (taxable + cgst + sgst + igst = amount),
  CHECK ((status IN ('paid', 'refunded')) = (invoice_number IS NOT NULL))
);
-- The member's history, newest first.
CREATE INDEX payments_user_created ON payments (user_id, created_at DESC);
-- The admins' list by status and time, and the reconciliation job's orders left open.
CREATE INDEX payments_status_created ON payments (status, created_at DESC);
-- Revenue of a month: received by paid_at, refunded by refunded_at.
CREATE INDEX payments_paid_at ON payments (paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX payments_refunded_at ON payments (refunded_at) WHERE refunded_at IS NOT NULL;
