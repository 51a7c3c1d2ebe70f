-- Part 1 §3 Wage, Weekly schedule, Recurring holidays: what the minimal wages table of 002 left out.
-- The facets of the total cost that are inputs rather than estimates (domain/wageCost): a company car, a bonus
-- (shown with wages_bonus_field) and a net allowance, each a monthly amount in the wage's currency.
ALTER TABLE wages ADD COLUMN car_monthly_cost numeric(12, 2) CHECK (car_monthly_cost >= 0);
ALTER TABLE wages ADD COLUMN bonus_monthly numeric(12, 2) CHECK (bonus_monthly >= 0);
ALTER TABLE wages ADD COLUMN nettovergoeding numeric(12, 2) CHECK (nettovergoeding >= 0);
-- A wage keeps its id; the pair lets child rows carry the company in a composite foreign key, as 002 does.
ALTER TABLE wages ADD CONSTRAINT wages_id_company UNIQUE (id, company_id);

-- One row per week of the schedule cycle (week_nr 1..n), minutes per weekday. Week 1 starts on the Monday of
-- the week holding the wage's start_date; the cycle repeats from there (domain/schedule).
CREATE TABLE wage_weekly_schedules (
  wage_id int NOT NULL,
  company_id int NOT NULL,
  week_nr int NOT NULL CHECK (week_nr BETWEEN 1 AND 52),
  time_engagement_monday int NOT NULL DEFAULT 0 CHECK (time_engagement_monday BETWEEN 0 AND 1440),
  time_engagement_tuesday int NOT NULL DEFAULT 0 CHECK (time_engagement_tuesday BETWEEN 0 AND 1440),
  time_engagement_wednesday int NOT NULL DEFAULT 0 CHECK (time_engagement_wednesday BETWEEN 0 AND 1440),
  time_engagement_thursday int NOT NULL DEFAULT 0 CHECK (time_engagement_thursday BETWEEN 0 AND 1440),
  time_engagement_friday int NOT NULL DEFAULT 0 CHECK (time_engagement_friday BETWEEN 0 AND 1440),
  time_engagement_saturday int NOT NULL DEFAULT 0 CHECK (time_engagement_saturday BETWEEN 0 AND 1440),
  time_engagement_sunday int NOT NULL DEFAULT 0 CHECK (time_engagement_sunday BETWEEN 0 AND 1440),
  PRIMARY KEY (wage_id, week_nr),
  FOREIGN KEY (wage_id, company_id) REFERENCES wages (id, company_id) ON DELETE CASCADE
);

-- Recurring holidays per week of the cycle and weekday (recurring_holiday_0 .. _6, Monday first). hours holds
-- minutes, as the spec names it; only entries not working_time reduce the schedule (part 1 §5).
CREATE TABLE wage_recurring_holidays (
  id serial PRIMARY KEY,
  wage_id int NOT NULL,
  company_id int NOT NULL,
  week_nr int NOT NULL CHECK (week_nr BETWEEN 1 AND 52),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  starting_point int CHECK (starting_point BETWEEN 0 AND 1439),
  hours int NOT NULL CHECK (hours BETWEEN 0 AND 1440),
  interpretation text NOT NULL DEFAULT 'time_off' CHECK (interpretation IN ('time_off', 'activity', 'working_time')),
  FOREIGN KEY (wage_id, company_id) REFERENCES wages (id, company_id) ON DELETE CASCADE
);
CREATE INDEX wage_recurring_holidays_wage ON wage_recurring_holidays (wage_id, week_nr, weekday);
