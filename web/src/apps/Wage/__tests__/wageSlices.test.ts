import { createTranslator } from '../../../i18n/I18nProvider';
import { facetLabel } from '../components/WageCostPie';
import {
  CUSTOM_BENEFIT_PALETTE,
  FACET_PALETTE,
  innerRadiusRatio,
  PIE_MARGIN,
  pieGeometry,
  wageSlices,
} from '../wageSlices';

const en = createTranslator('en');
const label = (facet: string) => facetLabel(en, facet);

describe('wageSlices', () => {
  it('part 1 §3: one slice per total-cost component, facets by name and custom benefits by description', () => {
    const slices = wageSlices(
      [
        { key: 'base', amount: 2500, color: null },
        { key: '13_month', amount: 208.33 },
        { key: 'custom_benefit:Phone', amount: 50, color: null },
        { key: 'custom_benefit:Laptop', amount: 30, color: null },
      ],
      label,
    );
    expect(slices).toEqual([
      { id: 'base', label: 'Base salary', value: 2500, color: FACET_PALETTE.base },
      { id: '13_month', label: '13th month', value: 208.33, color: FACET_PALETTE['13_month'] },
      { id: 'custom_benefit:Phone', label: 'Phone', value: 50, color: CUSTOM_BENEFIT_PALETTE[0] },
      { id: 'custom_benefit:Laptop', label: 'Laptop', value: 30, color: CUSTOM_BENEFIT_PALETTE[1] },
    ]);
  });

  it('part 1 §9: bonus purple and car orange, whether the gateway sends the colour or not', () => {
    const colours = (components: { key: string; amount: number; color: string | null }[]) =>
      wageSlices(components, label).map((s) => [s.id, s.color]);
    expect(
      colours([
        { key: 'bonus', amount: 100, color: 'purple' },
        { key: 'car', amount: 350, color: 'orange' },
      ]),
    ).toEqual([
      ['bonus', 'purple'],
      ['car', 'orange'],
    ]);
    expect(
      colours([
        { key: 'bonus', amount: 100, color: null },
        { key: 'car', amount: 350, color: null },
      ]),
    ).toEqual([
      ['bonus', 'purple'],
      ['car', 'orange'],
    ]);
  });

  it('names a facet in the viewer’s language, and an unknown one as it is', () => {
    expect([
      facetLabel(createTranslator('nl'), 'sociale_lasten'),
      facetLabel(createTranslator('fr'), 'car'),
      facetLabel(en, 'new_facet'),
    ]).toEqual(['Sociale lasten', 'Voiture de société', 'new_facet']);
  });
});

describe('pieGeometry', () => {
  it('part 1 §2: 230 with a ring of 30, enlarged 400 with a ring of 40', () => {
    expect([pieGeometry('default'), pieGeometry('large')]).toEqual([
      { size: 230, ring: 30 },
      { size: 400, ring: 40 },
    ]);
  });

  it('part 1 §2: the ring keeps its thickness in pixels inside nivo’s ratio', () => {
    for (const geometry of [pieGeometry('default'), pieGeometry('large')]) {
      const outer = geometry.size / 2 - PIE_MARGIN;
      expect(Math.round(outer - outer * innerRadiusRatio(geometry))).toEqual(geometry.ring);
    }
  });
});
