// The wage chart's visible facets, remembered in the browser (part 1 §7 "key for insights labor visible").

export const FACET_VISIBILITY_KEY = 'insights_labor_visible';

/** Facet key → shown. */
export type FacetVisibility = Readonly<Record<string, boolean>>;

// part 1 §7 names the key, not the format: we choose a JSON object facet → shown, so a facet that was never
// toggled (another person's custom benefit, a facet new to this wage) shows, and a hidden one stays hidden.
// Anything unreadable counts as nothing remembered.
export function parseFacetVisibility(stored: string | null): FacetVisibility {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export function isFacetVisible(visibility: FacetVisibility, key: string): boolean {
  return visibility[key] !== false;
}

export function withFacetVisible(visibility: FacetVisibility, key: string, visible: boolean): FacetVisibility {
  return { ...visibility, [key]: visible };
}

export function serializeFacetVisibility(visibility: FacetVisibility): string {
  return JSON.stringify(visibility);
}
