-- The chat list's row of each conversation kept by triggers on messages (issue 26 §4,
-- docs/decisions/0970). Until now the send and the read mark recomputed it from the messages
-- in their batch (decision 0581): each send counted every unread message of the conversation
-- twice, and the thread counted all its messages on every view, so both grew with the
-- conversation. Each trigger now changes the row by what one message changed, in the statement
-- that changed it, whoever writes messages (API, demo seed, bench): the same transaction, so
-- the row cannot drift from the messages, at a cost that does not depend on how many there are.

-- How many messages the conversation holds: the thread's total.
ALTER TABLE conversations ADD COLUMN message_count INTEGER NOT NULL DEFAULT 0;

UPDATE conversations SET
  message_count = (SELECT count(*) FROM messages m WHERE m.conversation_id = conversations.id),
  last_message_id = (SELECT max(id) FROM messages m WHERE m.conversation_id = conversations.id),
  last_message_at = (SELECT sent_at FROM messages m WHERE m.id = (SELECT max(id) FROM messages m2 WHERE m2.conversation_id = conversations.id)),
  unread_a = (SELECT count(*) FROM messages m WHERE m.to_user_id = conversations.user_a AND m.conversation_id = conversations.id AND m.read_at IS NULL),
  unread_b = (SELECT count(*) FROM messages m WHERE m.to_user_id = conversations.user_b AND m.conversation_id = conversations.id AND m.read_at IS NULL);

-- Ids grow (AUTOINCREMENT), so a new message is the last one; the comparison keeps the row
-- right should a row ever be inserted with an older id.
CREATE TRIGGER conversations_message_insert AFTER INSERT ON messages
BEGIN
  UPDATE conversations SET
    message_count = message_count + 1,
    last_message_id = CASE WHEN last_message_id IS NULL OR new.id > last_message_id THEN new.id ELSE last_message_id END,
    last_message_at = CASE WHEN last_message_id IS NULL OR new.id > last_message_id THEN new.sent_at ELSE last_message_at END,
    unread_a = unread_a + (new.read_at IS NULL AND new.to_user_id = user_a),
    unread_b = unread_b + (new.read_at IS NULL AND new.to_user_id = user_b)
  WHERE id = new.conversation_id;
END;

-- A read mark (or its undoing): once per message whose read_at went from null to set or back.
CREATE TRIGGER conversations_message_read AFTER UPDATE OF read_at ON messages
  WHEN (old.read_at IS NULL) != (new.read_at IS NULL)
BEGIN
  UPDATE conversations SET
    unread_a = unread_a + (new.to_user_id = user_a) * ((new.read_at IS NULL) - (old.read_at IS NULL)),
    unread_b = unread_b + (new.to_user_id = user_b) * ((new.read_at IS NULL) - (old.read_at IS NULL))
  WHERE id = new.conversation_id;
END;

-- Messages go only with an account (ON DELETE CASCADE), usually with their conversation too;
-- should one go alone, the last message steps back one by the messages_thread index.
CREATE TRIGGER conversations_message_delete AFTER DELETE ON messages
BEGIN
  UPDATE conversations SET
    message_count = message_count - 1,
    last_message_id = CASE WHEN last_message_id = old.id THEN (SELECT max(id) FROM messages m WHERE m.conversation_id = old.conversation_id) ELSE last_message_id END,
    last_message_at = CASE WHEN last_message_id = old.id
      THEN (SELECT sent_at FROM messages m WHERE m.id = (SELECT max(id) FROM messages m2 WHERE m2.conversation_id = old.conversation_id))
      ELSE last_message_at END,
    unread_a = unread_a - (old.read_at IS NULL AND old.to_user_id = user_a),
    unread_b = unread_b - (old.read_at IS NULL AND old.to_user_id = user_b)
  WHERE id = old.conversation_id;
END;
