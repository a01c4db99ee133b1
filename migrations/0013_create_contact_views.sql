-- Contact details a member revealed (issue 4 §6, docs/decisions/0564): one row per viewer and
-- member, the time of the first reveal. Revealing spends one contact view of the viewer's plan
-- (grants.contactViews), counted since the plan in force was approved; revealing the same member
-- again spends nothing. Times are UTC epoch milliseconds.
CREATE TABLE contact_views (
  viewer_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  viewed_at INTEGER NOT NULL,
  PRIMARY KEY (viewer_id, member_id)
);
-- The views a member spent in the current plan period.
CREATE INDEX contact_views_viewer_time ON contact_views (viewer_id, viewed_at);
