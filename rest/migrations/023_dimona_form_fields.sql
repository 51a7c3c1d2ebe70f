-- The Dimona form's fields past the part 2 §7 payload, stored with the one-day contract they declare
-- (part 2 §2: RSZ category, employment status, division_id, forfait type, number_current_month, number_next_month,
-- pensioner flags, pension date and type, worker status, activity with risk, sports-person fields, apprentice,
-- replacement contract; part 2 §5 experience-since and the function code it depends on). A one-day contract is a
-- single day (part 1 §5), so durationType is not stored. The REST edit checks every one with the domain rules first.
ALTER TABLE one_day_contracts
  ADD COLUMN rsz_category text CHECK (char_length(rsz_category) <= 10),
  ADD COLUMN employment_status text CHECK (employment_status IN ('Workman', 'Employee', 'Director')),
  ADD COLUMN division_id int CHECK (division_id > 0),
  ADD COLUMN forfait_type text CHECK (forfait_type IN ('hourly', 'daily')),
  ADD COLUMN number_current_month int CHECK (number_current_month BETWEEN 0 AND 1000),
  ADD COLUMN number_next_month int CHECK (number_next_month BETWEEN 0 AND 1000),
  ADD COLUMN pensioner smallint NOT NULL DEFAULT 0 CHECK (pensioner IN (0, 1)),
  ADD COLUMN pension_date date,
  ADD COLUMN pension_type text CHECK (pension_type IN ('PensionPrivateSector', 'SurvivalPension', 'PensionSelfEmployed', 'pensionPublicSector')),
  ADD COLUMN worker_status text CHECK (worker_status IN ('F1', 'F2')),
  ADD COLUMN risk_class text CHECK (risk_class ~ '^[0-9]{3}$'),
  ADD COLUMN sports_contract_type text CHECK (sports_contract_type IN ('sports_usually', 'sports_person', 'sports_trainer')),
  ADD COLUMN is_recognized_foreign_sports_person smallint NOT NULL DEFAULT 0 CHECK (is_recognized_foreign_sports_person IN (0, 1)),
  ADD COLUMN is_opportunity_contract smallint NOT NULL DEFAULT 0 CHECK (is_opportunity_contract IN (0, 1)),
  ADD COLUMN apprentice smallint NOT NULL DEFAULT 0 CHECK (apprentice IN (0, 1)),
  ADD COLUMN replacement_contract smallint NOT NULL DEFAULT 0 CHECK (replacement_contract IN (0, 1)),
  ADD COLUMN experience_since date,
  ADD COLUMN function_code text CHECK (char_length(function_code) <= 20);
