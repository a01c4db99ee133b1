-- ID verification (issue 24, decisions 0956 and 0957). A member sends a photo of a government ID
-- and a selfie; an administrator approves or rejects them from the review queue. The bytes live
-- in their own store (Node: DATA_DIR/id-documents; Workers: the ID_DOCUMENTS bucket), never the
-- pictures' one; the row names them until they are deleted, at the decision (or by the 6-hourly
-- sweep when that failed), and then keeps only what was decided. Times are UTC epoch milliseconds.
CREATE TABLE id_verifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  document_type TEXT NOT NULL CHECK (document_type IN ('aadhaar', 'pan', 'passport', 'voterId', 'drivingLicence')),
  -- Names in the ID document store; null once the bytes are deleted.
  document_name TEXT,
  selfie_name TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The rejection's reason, as the member reads it.
  reason TEXT,
  -- On approval: the name and date of birth the administrator saw on the document, equal to the
  -- profile's at that moment (the badge lasts while they stay equal, see the trigger below).
  confirmed_name TEXT,
  confirmed_dob TEXT,
  decided_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  decided_at INTEGER,
  -- A fresh id written by the deciding UPDATE: the rest of its batch (badge, notification, audit)
  -- runs only where it is this batch's, so two administrators at once give one decision.
  decision_id TEXT,
  documents_deleted_at INTEGER,
  created_at INTEGER NOT NULL
);
-- One request waits at a time per member; the upload's guarded insert reads it, this enforces it.
CREATE UNIQUE INDEX id_verifications_one_pending ON id_verifications (user_id) WHERE status = 'pending';
-- The queue (pending first, oldest first) and the member's latest request.
CREATE INDEX id_verifications_queue ON id_verifications (status, created_at);
CREATE INDEX id_verifications_by_member ON id_verifications (user_id, created_at);
-- The sweep: decided requests whose bytes are still stored.
CREATE INDEX id_verifications_to_sweep ON id_verifications (decided_at) WHERE status <> 'pending' AND documents_deleted_at IS NULL;

-- When an administrator approved the member's ID; null when never, or since the name or date of
-- birth changed.
ALTER TABLE users ADD COLUMN id_verified_at INTEGER;

-- Changing the name or date of birth later (the profile, an administrator, a script) removes the
-- badge: they no longer agree with what the administrator confirmed.
CREATE TRIGGER users_name_or_dob_change_unverifies_id AFTER UPDATE OF name, dob ON users
WHEN old.id_verified_at IS NOT NULL
  AND new.id_verified_at IS old.id_verified_at
  AND (new.name IS NOT old.name OR new.dob IS NOT old.dob)
BEGIN
  UPDATE users SET id_verified_at = NULL WHERE id = new.id;
END;
