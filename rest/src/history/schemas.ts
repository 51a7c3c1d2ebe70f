/**
 * JSON schemas of the activity feed (part 1 §3 "Activity item"): one source for validation, serialization and
 * OpenAPI.
 */
import { int, named, nullableInt, nullableStr, obj, str } from '../core/schemas';

export const activityItemSchema = named(
  'ActivityItem',
  obj({
    id: int,
    employee_id: int,
    event_type: str,
    // Passed through as stored: readers take the keys part 1 §3 names when they hold strings (domain activity).
    event_info_json: {
      type: 'object',
      description: 'old_type, new_type, termination_reason, person_name, note (part 1 §3); other keys may be present',
      additionalProperties: true,
    },
    related_user_id: nullableInt,
    real_name: nullableStr,
    user_avatar: nullableStr,
    created_at: str,
    date_formatted: str,
  }),
);
