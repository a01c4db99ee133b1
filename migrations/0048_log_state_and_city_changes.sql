-- The match index now carries state_id and city_id (the Religion, State and City filters,
-- decision 0924), so the change log must hear of a write to them whoever makes it: the Location
-- section writes them with country_id, which the trigger already watched, but a script or an
-- administrator's SQL may change a city alone.
DROP TRIGGER search_changes_profiles_update;
CREATE TRIGGER search_changes_profiles_update AFTER UPDATE OF
  user_id, marital_status_id, have_children_id, height_inches, country_id, state_id, city_id, citizenship_id,
  complexion_id, body_type_id, physical_status_id, nakshatra_id, manglik_id, caste_id, education_id,
  occupation_id, employed_in_id, annual_income_id, eating_habit_id, drinking_habit_id, smoking_habit_id,
  family_type_id, family_value_id, family_status_id
ON member_profiles
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;
