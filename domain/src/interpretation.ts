// part 1 §3: how a day-off type or a recurring-holiday entry counts against the schedule. Its own module because
// the wage rules (recurring holidays) and the days-off rules (types) both read it.
export type Interpretation = 'time_off' | 'activity' | 'working_time';
