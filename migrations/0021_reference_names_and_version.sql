-- Reference data edited by administrators (issue 10, docs/decisions/0804-reference-data-admin.md).
--
-- Names are unique within their parent ignoring case and spacing. The API stores every name
-- trimmed with inner runs of spaces collapsed, so "the same name" is `lower(name)` within the
-- parent; these expression indexes make that a rule of the database, not only of the API.
CREATE UNIQUE INDEX religions_name_key ON religions (lower(name));
CREATE UNIQUE INDEX castes_name_key ON castes (religion_id, lower(name));
CREATE UNIQUE INDEX sub_castes_name_key ON sub_castes (caste_id, lower(name));
CREATE UNIQUE INDEX gotras_name_key ON gotras (caste_id, lower(name));
CREATE UNIQUE INDEX reference_options_name_key ON reference_options (kind, coalesce(parent_id, ''), lower(name));

-- How many members hold a religion: asked before a religion is removed.
CREATE INDEX users_religion ON users (religion_id);

-- The version of the reference data that pages embed and GET /app/getData answers. Every
-- process or isolate keeps one copy in memory and reads this one row per request: a changed
-- version means a reload. The triggers bump it on any write to a table the page data reads,
-- whoever makes it (an admin endpoint, the seed, a script), so no process serves stale data.
CREATE TABLE reference_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO reference_version (id, version) VALUES (1, 1);

CREATE TRIGGER reference_version_religions_insert AFTER INSERT ON religions BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_religions_update AFTER UPDATE ON religions BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_religions_delete AFTER DELETE ON religions BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_castes_insert AFTER INSERT ON castes BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_castes_update AFTER UPDATE ON castes BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_castes_delete AFTER DELETE ON castes BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_options_insert AFTER INSERT ON reference_options BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_options_update AFTER UPDATE ON reference_options BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_options_delete AFTER DELETE ON reference_options BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_mother_tongues_insert AFTER INSERT ON mother_tongues BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_mother_tongues_update AFTER UPDATE ON mother_tongues BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_mother_tongues_delete AFTER DELETE ON mother_tongues BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_relations_insert AFTER INSERT ON relations BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_relations_update AFTER UPDATE ON relations BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_relations_delete AFTER DELETE ON relations BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_countries_insert AFTER INSERT ON countries BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_countries_update AFTER UPDATE ON countries BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_countries_delete AFTER DELETE ON countries BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_nakshatras_insert AFTER INSERT ON nakshatras BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_nakshatras_update AFTER UPDATE ON nakshatras BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_nakshatras_delete AFTER DELETE ON nakshatras BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_plans_insert AFTER INSERT ON plans BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_plans_update AFTER UPDATE ON plans BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_plans_delete AFTER DELETE ON plans BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_ads_insert AFTER INSERT ON ads BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_ads_update AFTER UPDATE ON ads BEGIN UPDATE reference_version SET version = version + 1; END;
CREATE TRIGGER reference_version_ads_delete AFTER DELETE ON ads BEGIN UPDATE reference_version SET version = version + 1; END;
