import { cityRanks, sourceCities, stateRanks } from './catalogue/geography';
import { duplicateCities } from './catalogue/city-spellings';

/**
 * The text of migrations 0046 and 0047, made from the catalogue so that a database seeded
 * before them ends up as one seeded after (decision 0936). place-migrations.test.ts holds the
 * files to this text; migrations are append-only, so a later change of the catalogue needs a
 * new migration, not an edit of these.
 */

const caseOf = (entries: Array<[string | number, number]>, literal: (v: string | number) => string) =>
  `CASE id\n${entries.map(([id, v]) => `  WHEN ${literal(id)} THEN ${v}`).join('\n')}\nEND`;
const text = (v: string | number) => `'${String(v).replace(/'/g, "''")}'`;
const num = (v: string | number) => String(v);

export function placeRankSql(): string {
  const states = [...stateRanks()];
  const cities = [...cityRanks(sourceCities())];
  return `-- India's states and major cities first in their lists: 1 = most populous (Census of India
-- 2011), null for the rest, which follow alphabetically (docs/decisions/0936). A new database
-- gets the same ranks from the seed (worker/reference/catalogue/indian-places.ts).
ALTER TABLE states ADD COLUMN rank INTEGER;
ALTER TABLE cities ADD COLUMN rank INTEGER;

UPDATE states SET rank = ${caseOf(states, text)}
WHERE id IN (${states.map(([id]) => text(id)).join(', ')});

UPDATE cities SET rank = ${caseOf(cities, num)}
WHERE id IN (${cities.map(([id]) => num(id)).join(', ')});
`;
}

export function citySpellingMergeSql(): string {
  const merges = [...duplicateCities(sourceCities())].sort((a, b) => a[0] - b[0]);
  return `-- One spelling per town (docs/decisions/0936): the package's second spellings of Indian towns
-- (Ahmadnagar for Ahmednagar, Akalkot for Akkalkot, 'Nadiad,' for Nadiad) are removed. Members
-- who chose one keep their town under the kept spelling: the profile's city and the horoscope's
-- city of birth move to it, and the match index hears of each member moved. The pairs stay in
-- city_spelling_merges, a record of which id became which. A new database is seeded without them.
CREATE TABLE city_spelling_merges (
  dropped_id INTEGER PRIMARY KEY,
  kept_id INTEGER NOT NULL
);

INSERT INTO city_spelling_merges (dropped_id, kept_id) VALUES
${merges.map(([d, k]) => `  (${d}, ${k})`).join(',\n')};

INSERT INTO search_changes (user_id)
SELECT user_id FROM member_profiles
WHERE city_id IN (SELECT dropped_id FROM city_spelling_merges);

UPDATE member_profiles
SET city_id = (SELECT kept_id FROM city_spelling_merges WHERE dropped_id = member_profiles.city_id)
WHERE city_id IN (SELECT dropped_id FROM city_spelling_merges);

UPDATE member_profiles
SET horoscope = json_set(
  horoscope,
  '$.city._id', (SELECT m.kept_id FROM city_spelling_merges m WHERE m.dropped_id = json_extract(member_profiles.horoscope, '$.city._id')),
  '$.city.name', (SELECT c.name FROM city_spelling_merges m JOIN cities c ON c.id = m.kept_id WHERE m.dropped_id = json_extract(member_profiles.horoscope, '$.city._id'))
)
WHERE json_valid(horoscope) AND json_extract(horoscope, '$.city._id') IN (SELECT dropped_id FROM city_spelling_merges);

DELETE FROM cities WHERE id IN (SELECT dropped_id FROM city_spelling_merges);
`;
}
