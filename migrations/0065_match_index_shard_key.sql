-- Issue 26 §1: the match index splits the members into shards by their id's last three
-- characters (docs/decisions/0966-match-index-shards.md). Member ids are UUIDv7, whose tail is
-- random, so the key is already a uniform hash; each shard owns a contiguous range of it. This
-- index lets a shard load only its own members, in keyset pages, without reading anyone else's
-- row (D1 counts every row a statement reads). The expression must stay exactly the one
-- worker/search/match-index/partition.ts writes (SHARD_KEY_SQL), or SQLite will not use it.
CREATE INDEX users_match_shard ON users (substr(id, -3), id);
