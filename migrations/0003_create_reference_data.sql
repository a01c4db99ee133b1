-- Reference data of spec §3: religions and their castes, sub-castes and gotras; mother
-- tongues; countries, states and cities; lifestyle and profile options; nakshatras; the
-- relation catalogue of family trees; membership plans; ads; and the queries visitors send.
-- Seeded rows have stable readable ids (docs/decisions/0101-reference-data-ids.md); rows that
-- admins add later get UUIDv7 ids like everything else. Times are UTC epoch milliseconds.

CREATE TABLE religions (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE castes (
  id TEXT PRIMARY KEY,
  religion_id TEXT NOT NULL REFERENCES religions (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (religion_id, name)
);
CREATE INDEX castes_religion ON castes (religion_id, sort);

CREATE TABLE sub_castes (
  id TEXT PRIMARY KEY,
  caste_id TEXT NOT NULL REFERENCES castes (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (caste_id, name)
);
CREATE INDEX sub_castes_caste ON sub_castes (caste_id, sort);

CREATE TABLE gotras (
  id TEXT PRIMARY KEY,
  caste_id TEXT NOT NULL REFERENCES castes (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (caste_id, name)
);
CREATE INDEX gotras_caste ON gotras (caste_id, sort);

-- `mothertongue` is the name, spelt as the spec reads it; `code` the ISO 639 code (seeded
-- rows use it as id too); `label_key` the relation-label language its speakers read.
CREATE TABLE mother_tongues (
  id TEXT PRIMARY KEY,
  mothertongue TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE,
  native_name TEXT NOT NULL,
  label_key TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Countries by ISO 3166-1 alpha-2, states as '<country>-<iso>', cities by integer key
-- (docs/decisions/0100-geography-data.md).
CREATE TABLE countries (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  phone_code TEXT NOT NULL,
  currency TEXT,
  flag TEXT,
  latitude REAL,
  longitude REAL
);

CREATE TABLE states (
  id TEXT PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES countries (id) ON DELETE CASCADE,
  iso_code TEXT NOT NULL,
  name TEXT NOT NULL,
  latitude REAL,
  longitude REAL
);
CREATE INDEX states_country ON states (country_id, name);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  state_id TEXT NOT NULL REFERENCES states (id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES countries (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  latitude REAL,
  longitude REAL
);
CREATE INDEX cities_state ON cities (state_id, name);
CREATE INDEX cities_country ON cities (country_id);

-- Short option lists (education, occupation, industry and its subcategories, income bands,
-- and the lifestyle kinds such as eatingHabit or maritalStatus), told apart by `kind`.
-- `meta` is JSON for machine-readable extras (an education level, an income range).
CREATE TABLE reference_options (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  parent_id TEXT REFERENCES reference_options (id) ON DELETE CASCADE,
  meta TEXT CHECK (meta IS NULL OR json_valid(meta))
);
CREATE UNIQUE INDEX reference_options_name ON reference_options (kind, coalesce(parent_id, ''), name);
CREATE INDEX reference_options_kind ON reference_options (kind, sort);
CREATE INDEX reference_options_parent ON reference_options (parent_id);

-- The 27 nakshatras with what Ashtakoota matching needs; `charans` is JSON, one entry per
-- quarter with its rashi and the rashi's varna, vashya, lord and hansak.
CREATE TABLE nakshatras (
  id TEXT PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE CHECK (number BETWEEN 1 AND 27),
  name TEXT NOT NULL,
  lord TEXT NOT NULL,
  gana TEXT NOT NULL CHECK (gana IN ('Deva', 'Manushya', 'Rakshasa')),
  yoni TEXT NOT NULL,
  yoni_gender TEXT NOT NULL CHECK (yoni_gender IN ('male', 'female')),
  nadi TEXT NOT NULL CHECK (nadi IN ('Adi', 'Madhya', 'Antya')),
  charans TEXT NOT NULL CHECK (json_valid(charans))
);

-- Family-tree relations; `labels` is JSON keyed by language code (hi, mr, …, en).
CREATE TABLE relations (
  id TEXT PRIMARY KEY,
  gender TEXT CHECK (gender IN ('male', 'female')),      -- NULL only for 'self'
  side TEXT NOT NULL CHECK (side IN ('father', 'mother', 'other', 'self')),
  generation INTEGER NOT NULL,                           -- self 0, parents 1, children -1
  grp TEXT NOT NULL,
  labels TEXT NOT NULL CHECK (json_valid(labels)),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  plan_name TEXT NOT NULL,
  type TEXT NOT NULL,                                    -- 'Free' or the period, e.g. '3 Months'
  price INTEGER NOT NULL CHECK (price >= 0),             -- whole rupees
  duration_months INTEGER,                               -- NULL: does not expire
  features TEXT NOT NULL CHECK (json_valid(features)),   -- JSON list of texts
  grants TEXT NOT NULL CHECK (json_valid(grants)),       -- JSON PlanGrants (contract/reference.ts)
  is_active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX plans_sort ON plans (sort);

CREATE TABLE ads (
  id TEXT PRIMARY KEY,
  position TEXT NOT NULL,                                -- e.g. 'middle', 'right'
  html_content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX ads_created ON ads (created_at DESC);

-- Contact-page queries, answered by admins.
CREATE TABLE visitor_queries (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL, -- when sent by a signed-in member
  ip TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'resolved')),
  admin_note TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX visitor_queries_created ON visitor_queries (created_at DESC);
CREATE INDEX visitor_queries_status ON visitor_queries (status, created_at DESC);
CREATE INDEX visitor_queries_ip ON visitor_queries (ip, created_at);
