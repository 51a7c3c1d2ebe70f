// The wage chart's slices from TotalCost.components (part 1 §2 "Wage box", §3 Total cost, §9 colours).
import { CUSTOM_BENEFIT_PREFIX, FIXED_FACET_COLORS, type CostFacet } from '@people/domain/wage';

export type WageSlice = {
  /** The component's key: a facet, or custom_benefit:<description>. */
  id: string;
  label: string;
  value: number;
  color: string;
};

type Component = { readonly key: string; readonly amount: number; readonly color?: string | null };

// part 1 §9 fixes bonus purple and car orange (domain FIXED_FACET_COLORS); the spec is silent on the others:
// we choose one fixed colour per facet, so a facet keeps its colour from person to person.
export const FACET_PALETTE: Readonly<Record<Exclude<CostFacet, 'car' | 'bonus'>, string>> = {
  base: '#1d4f7c',
  sociale_lasten: '#4f86c6',
  vakantiegeld: '#2a9d8f',
  '13_month': '#8ab17d',
  hospitalisatie: '#e9c46a',
  pensioenplan: '#c2185b',
  nettovergoeding: '#6d6875',
};

/** Custom benefits take these in order of appearance (part 1 §3: grouped by description). */
export const CUSTOM_BENEFIT_PALETTE = ['#a1887f', '#7cb342', '#5c6bc0', '#f06292', '#26c6da', '#795548'] as const;

const FALLBACK_COLOR = '#9e9e9e';

function isCustomBenefitKey(key: string): boolean {
  return key.startsWith(CUSTOM_BENEFIT_PREFIX);
}

/** part 1 §3: a custom benefit is labelled by its description, the key without the prefix. */
function customBenefitDescription(key: string): string {
  return key.slice(CUSTOM_BENEFIT_PREFIX.length);
}

/**
 * One slice per component, in the gateway's order: the component's own colour (the gateway sends bonus purple
 * and car orange), else the domain's fixed colour, else the facet palette; custom benefits by description.
 */
export function wageSlices(components: readonly Component[], facetLabel: (facet: string) => string): WageSlice[] {
  let customIndex = 0;
  return components.map((component) => {
    if (isCustomBenefitKey(component.key)) {
      const color = component.color ?? CUSTOM_BENEFIT_PALETTE[customIndex++ % CUSTOM_BENEFIT_PALETTE.length];
      return { id: component.key, label: customBenefitDescription(component.key), value: component.amount, color };
    }
    const facet = component.key as CostFacet;
    const color =
      component.color ??
      FIXED_FACET_COLORS[facet] ??
      (FACET_PALETTE as Record<string, string>)[facet] ??
      FALLBACK_COLOR;
    return { id: component.key, label: facetLabel(component.key), value: component.amount, color };
  });
}

export type PieGeometry = { size: number; ring: number };

/** part 1 §2: the pie is 230 wide with a ring of 30; enlarged (the wage details page) 400 with 40. */
export function pieGeometry(variant: 'default' | 'large'): PieGeometry {
  return variant === 'large' ? { size: 400, ring: 40 } : { size: 230, ring: 30 };
}

/** Room around the ring for the slice that grows when hovered. */
export const PIE_MARGIN = 6;

/** nivo's innerRadius is a ratio of the outer radius: the ring keeps its thickness in pixels. */
export function innerRadiusRatio({ size, ring }: PieGeometry): number {
  const outer = size / 2 - PIE_MARGIN;
  return (outer - ring) / outer;
}
