-- A horoscope calculated from the birth details (issue 14, docs/decisions/0109): the time zone
-- given with coordinates (IANA name; null when the city's zone applies), the Moon's sidereal
-- longitude the member confirmed (degrees; null when chosen by hand or the time of birth is
-- unknown), and which of the two the section's nakshatra and charan came from. Every
-- horoscope saved before this was chosen by hand.
ALTER TABLE member_profiles ADD COLUMN birth_timezone TEXT;
ALTER TABLE member_profiles ADD COLUMN moon_longitude REAL CHECK (moon_longitude IS NULL OR (moon_longitude >= 0 AND moon_longitude < 360));
ALTER TABLE member_profiles ADD COLUMN horoscope_source TEXT NOT NULL DEFAULT 'chosen' CHECK (horoscope_source IN ('calculated', 'chosen'));
