-- One spelling per town (docs/decisions/0936): the package's second spellings of Indian towns
-- (Ahmadnagar for Ahmednagar, Akalkot for Akkalkot, 'Nadiad,' for Nadiad) are removed. Members
-- who chose one keep their town under the kept spelling: the profile's city and the horoscope's
-- city of birth move to it, and the match index hears of each member moved. The pairs stay in
-- city_spelling_merges, a record of which id became which. A new database is seeded without them.
CREATE TABLE city_spelling_merges (
  dropped_id INTEGER PRIMARY KEY,
  kept_id INTEGER NOT NULL
);

INSERT INTO city_spelling_merges (dropped_id, kept_id) VALUES
  (58082, 58081),
  (58304, 58308),
  (58326, 58325),
  (58336, 58338),
  (58446, 58445),
  (58541, 58540),
  (58548, 58549),
  (58596, 58595),
  (58615, 58588),
  (58641, 58640),
  (58675, 58674),
  (58708, 58722),
  (58731, 58730),
  (58835, 58834),
  (59015, 59016),
  (59067, 59066),
  (59075, 59076),
  (59100, 59101),
  (59135, 59134),
  (59163, 59164),
  (59442, 59441),
  (59476, 59478),
  (59481, 59482),
  (59536, 59537),
  (59555, 59551),
  (59556, 59557),
  (59558, 59540),
  (59565, 59564),
  (59568, 59569),
  (59617, 59616),
  (59619, 59603),
  (59645, 59644),
  (59663, 59677),
  (59786, 59785),
  (59931, 59930),
  (59936, 59937),
  (59942, 59945),
  (60028, 60007),
  (60395, 60394),
  (60398, 60397),
  (60442, 60441),
  (60448, 60447),
  (60678, 60679),
  (60837, 60838),
  (60999, 61000),
  (61275, 61750),
  (61379, 61377),
  (61609, 61608),
  (61658, 61657),
  (61685, 61677),
  (61689, 61688),
  (61758, 61757),
  (61773, 61772),
  (61868, 61867);

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
