-- The names of states and cities are reference data too (decision 0972): a process or isolate
-- keeps the names it has looked up (worker/reference/names.ts) at one reference_version, so a
-- write to either table, by whoever makes it (the seed, a script), must bump the version like a
-- write to the other name tables (migration 0021). No admin page edits them today.
CREATE TRIGGER reference_version_states_insert AFTER INSERT ON states BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_states_update AFTER UPDATE ON states BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_states_delete AFTER DELETE ON states BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_cities_insert AFTER INSERT ON cities BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_cities_update AFTER UPDATE ON cities BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_cities_delete AFTER DELETE ON cities BEGIN UPDATE reference_version SET version = version + 1; END;
