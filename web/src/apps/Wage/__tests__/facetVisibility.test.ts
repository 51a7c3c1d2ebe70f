import {
  FACET_VISIBILITY_KEY,
  isFacetVisible,
  parseFacetVisibility,
  serializeFacetVisibility,
  withFacetVisible,
} from '../facetVisibility';

describe('facet visibility', () => {
  it('part 1 §7: is remembered under the key insights_labor_visible', () => {
    expect(FACET_VISIBILITY_KEY).toEqual('insights_labor_visible');
  });

  it('part 1 §7: a hidden facet stays hidden after a round trip; others stay visible', () => {
    const stored = serializeFacetVisibility(withFacetVisible(withFacetVisible({}, 'car', false), 'base', true));
    const visibility = parseFacetVisibility(stored);
    expect(['car', 'base', 'custom_benefit:Phone'].map((key) => isFacetVisible(visibility, key))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('shows every facet when nothing, or something unreadable, is stored', () => {
    for (const stored of [null, '', 'not json', '["car"]', 'null', '{"car":"no"}']) {
      expect([stored, isFacetVisible(parseFacetVisibility(stored), 'car')]).toEqual([stored, true]);
    }
  });
});
