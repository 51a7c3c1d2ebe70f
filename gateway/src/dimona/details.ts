// The Dimona form's fields past the §7 payload (part 2 §2, §3, §5, §9) between GraphQL (camelCase, as
// domain names them) and the REST API (snake_case keys of /api/dimona/status and /api/dimona/editContract, flags 0/1).
import { DIMONA_DETAIL_FLAGS as FLAGS, DIMONA_DETAIL_KEYS, type DimonaEditDetails } from '@people/domain/dimonaEdit';
import type { DimonaStatusModel } from '../core/models';

const entries = Object.entries(DIMONA_DETAIL_KEYS) as [keyof DimonaEditDetails, string][];

/** The stored details of a Dimona status in domain's shape. */
export function storedDimonaDetails(s: DimonaStatusModel): DimonaEditDetails {
  const stored = s as unknown as Record<string, unknown>;
  const details: Record<string, unknown> = {};
  for (const [field, key] of entries)
    details[field] = FLAGS.includes(field) ? stored[key] === 1 : (stored[key] ?? null);
  details.durationType = 'singleDay';
  return details as unknown as DimonaEditDetails;
}

/** The details an input gives (absent keys left out, so the stored value stands), in domain's shape. */
export function givenDimonaDetails(input: object): Partial<DimonaEditDetails> {
  const given = input as Record<string, unknown>;
  const details: Record<string, unknown> = {};
  for (const [field] of entries) {
    if (!(field in given) || given[field] === undefined) continue;
    // A flag sent as null is off, as the form's unticked box.
    details[field] = FLAGS.includes(field) ? given[field] === true : given[field];
  }
  return details;
}

/** The details an input gives as the REST edit's keys (flags 0/1). */
export function restDimonaDetails(input: object): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(givenDimonaDetails(input)) as [keyof DimonaEditDetails, unknown][]) {
    body[DIMONA_DETAIL_KEYS[field]] = FLAGS.includes(field) ? (value ? 1 : 0) : value;
  }
  return body;
}

/** The GraphQL input field of a REST key the edit refused (the payload's and the details'). */
export const DIMONA_DETAIL_INPUT_FIELDS: Record<string, string> = Object.fromEntries(
  entries.map(([field, key]) => [key, field]),
);
