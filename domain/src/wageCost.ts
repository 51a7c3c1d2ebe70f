// Monthly total-cost ESTIMATE behind the wage box pie (part 1 §2 Wage box, §3 Total cost).
//
// The spec names the facets but not how to compute them, so this is our model. Every amount is
// per month, in the wage's currency. We do no currency conversion: the table's fixed amounts and
// ceilings are EUR, which is what BE and NL wages are paid in.
//
// Facets (keys of COST_FACETS in wage.ts):
//   base            gross monthly wage from the wage type and rate (monthlyBase).
//   sociale_lasten  employer social contributions: rate × the charged wage. The charged wage is base
//                   plus the facets the country also levies on (BE: 13th month; NL: holiday pay and
//                   13th month), capped at the country's monthly ceiling.
//   vakantiegeld    monthly provision for the holiday pay paid once a year: base × share.
//   13_month        monthly provision for the 13th month: base × share, when the wage has one
//                   (wage.thirteenth_month, else the country's default).
//   hospitalisatie  employer premium of a group hospitalisation insurance, fixed per month.
//   pensioenplan    employer contribution to a supplementary pension plan: base × share.
//   nettovergoeding net allowance, an input taken as is.
//   car, bonus      inputs, taken as the employer's monthly cost; no charges are added on them.
//   custom_benefit:<description>  the wage's custom benefits, grouped by totalCostComponents.
//
// Employer charges (sociale_lasten, vakantiegeld, 13_month, hospitalisatie, pensioenplan) apply
// only to employee_* wages with a base above 0 in a country of COST_RATES. Our choices:
//   - freelancers invoice: their base is the invoiced amount, with no employer charges;
//   - intern_not_paid has a base of 0 (an internship allowance goes in as nettovergoeding or a
//     custom benefit), and no pay means no charges, as for a rate of 0;
//   - a registration country outside the table gets no charges: base plus the inputs only,
//     rather than another country's rates presented as an estimate.
// With disable_total_monthly_cost_estimations (part 1 §2) the box answers the salary package per
// month instead: base + car + bonus + nettovergoeding + custom benefits, no employer charges.
// bonus shows only with wages_bonus_field, in both modes (part 1 §3, via totalCostComponents).
//
// Rounding: each component is computed from unrounded intermediates and rounded half away from
// zero to cents; the total is the sum of the rounded components, so the slices add up to the
// centre of the pie (it may differ by a cent from rounding the unrounded sum).
//
// Not modelled: Belgian reductions (structural reduction for low wages, first hires), small
// sector contributions (closing fund FSO, educational leave, …) and the blue-collar holiday fund
// (arbeiders: 15.84% on 108% of the wage instead of the white-collar model below); Dutch
// per-employer differentiated Whk and Aof premiums; charges on bonus and car (CAO 90, CO2
// solidarity contribution); the special contributions on pension premiums.

import type { CompanyFeature } from './companyFlags';
import {
  totalCostComponents,
  type CostComponent,
  type CostFacet,
  type CustomBenefit,
  type WageType,
  type WeekSchedule,
} from './wage';

export type CostCountry = 'BE' | 'NL';

export interface CountryCostRates {
  /** Employer social contributions, a share of the charged wage. */
  socialContributionRate: number;
  /** Facets besides base that the employer contributions are levied on. */
  socialContributionsAlsoOn: readonly ('vakantiegeld' | '13_month')[];
  /** Monthly ceiling of the charged wage (EUR). */
  socialContributionCeilingMonthly: number;
  /** Holiday pay provision, a share of base. */
  vakantiegeldShare: number;
  /** 13th month provision, a share of base, when the wage has one. */
  thirteenthMonthShare: number;
  /** Whether a wage has a 13th month when it does not say. */
  thirteenthMonthByDefault: boolean;
  /** Employer hospitalisation insurance premium per month (EUR). */
  hospitalisatieMonthly: number;
  /** Employer pension contribution, a share of base. */
  pensioenplanShare: number;
}

export const COST_RATES: Readonly<Record<CostCountry, CountryCostRates>> = {
  BE: {
    // RSZ/ONSS employer contribution, base rate: basisbijdrage + loonmatigingsbijdrage together
    // 25% for private-sector employers since the 2016–2018 tax shift, still so in 2026
    // (socialsecurity.be, DmfA instructions). Approximate: without the small extra contributions
    // and the reductions listed at the top.
    socialContributionRate: 0.25,
    // The 13th month is ordinary wage for the RSZ; the double holiday pay of white-collar workers
    // carries only the employee's 13.07% withholding, no employer contribution (DmfA instructions).
    socialContributionsAlsoOn: ['13_month'],
    // Programme law 2025: from 1 July 2025 no base or wage-moderation contribution on the base
    // wage above €85,000 a quarter (KB 6 October 2025; indexed with the work bonus limits) ⇒ /3.
    socialContributionCeilingMonthly: 85_000 / 3,
    // Double holiday pay of white-collar workers (vakantiegeld, wet jaarlijkse vakantie): 92% of a
    // monthly wage paid once a year ⇒ 0.92 / 12 a month. Assumption: every employee is white-collar.
    vakantiegeldShare: 0.92 / 12,
    // Eindejaarspremie: set by the joint committee's CAO, typically one monthly wage (e.g. PC 200)
    // ⇒ 1 / 12 a month. Assumption: sector-dependent, on unless the wage says otherwise.
    thirteenthMonthShare: 1 / 12,
    thirteenthMonthByDefault: true,
    // Assumption: a typical employer-paid group hospitalisation premium for the employee alone
    // (market practice, about €360 a year).
    hospitalisatieMonthly: 30,
    // Assumption: a typical group insurance (WAP/LPC) employer contribution of 3% of the wage,
    // without the 8.86% RSZ special contribution and 4.4% insurance tax on it.
    pensioenplanShare: 0.03,
  },
  NL: {
    // Employer premiums 2026 (Belastingdienst premium table, as published for 1 January 2026):
    socialContributionRate:
      0.0274 + // AWf low rate (permanent contract; the high rate 7.74% is for flexible contracts)
      0.0627 + // Aof low rate (small employers; the high rate 7.63% applies above the wage-bill limit)
      0.0152 + // Whk, the average premium — approximate: each employer gets its own differentiated rate
      0.005 + // Wko (kinderopvang)
      0.061, // Zvw werkgeversheffing, normal rate
    // The premiums are levied on the SV-loon, which includes holiday pay and a 13th month.
    socialContributionsAlsoOn: ['vakantiegeld', '13_month'],
    // Maximum premieloon werknemersverzekeringen and Zvw 2026: €79,409 a year ⇒ /12.
    socialContributionCeilingMonthly: 79_409 / 12,
    // Vakantiebijslag: at least 8% of the wage (Wet minimumloon en minimumvakantiebijslag, art. 15).
    vakantiegeldShare: 0.08,
    // A 13th month is contractual in the Netherlands: only when the wage says so.
    thirteenthMonthShare: 1 / 12,
    thirteenthMonthByDefault: false,
    // Health insurance runs through the Zvw levy above; no separate hospitalisation insurance.
    hospitalisatieMonthly: 0,
    // Assumption: a typical employer share of the pension premium, about 7% of the gross wage
    // (real plans use a pensioengrondslag net of a franchise).
    pensioenplanShare: 0.07,
  },
};

/** The rates of a registration country, case-insensitive; null outside the table. */
export function costRatesFor(registrationCountryCode: string | null): CountryCostRates | null {
  const code = (registrationCountryCode ?? '').trim().toUpperCase();
  return code === 'BE' || code === 'NL' ? COST_RATES[code] : null;
}

export interface CostWage {
  type: WageType;
  rate: number;
  registration_country_code: string | null;
  currency: string;
  /** Not a field of part 1 §3: whether the wage has a 13th month (from payroll_data_json); absent means the country's default. */
  thirteenth_month?: boolean;
}

export interface MonthlyBaseOptions {
  /** The weekly schedule (one or several weeks), for the working days of a daily wage. */
  weeklySchedule?: readonly WeekSchedule[];
  /** Units per month for employee_paid_per_unit. */
  unitsPerMonth?: number;
}

const WEEKS_PER_MONTH = 52 / 12;
// Assumption: without a weekly schedule a daily wage counts 8-hour days.
const MINUTES_PER_DAY_WITHOUT_SCHEDULE = 480;

/** Working days per week: days with minutes above 0, averaged over the weeks of the cycle. */
function workingDaysPerWeek(averageWeeklyMinutes: number, weeks: readonly WeekSchedule[] | undefined): number {
  if (weeks === undefined || weeks.length === 0) return averageWeeklyMinutes / MINUTES_PER_DAY_WITHOUT_SCHEDULE;
  const days = weeks.reduce((sum, week) => sum + week.minutes.filter((m) => m > 0).length, 0);
  return days / weeks.length;
}

/** Gross monthly base from the wage type and rate (part 1 §3 wage types); unrounded. */
export function monthlyBase(
  wage: Pick<CostWage, 'type' | 'rate'>,
  averageWeeklyMinutes: number,
  options: MonthlyBaseOptions = {},
): number {
  switch (wage.type) {
    case 'employee_paid_monthly':
    case 'freelancer_paid_monthly':
      return wage.rate;
    case 'employee_paid_hourly':
    case 'freelancer_paid_hourly':
      return wage.rate * (averageWeeklyMinutes / 60) * WEEKS_PER_MONTH;
    case 'employee_paid_daily':
    case 'freelancer_paid_daily':
      return wage.rate * workingDaysPerWeek(averageWeeklyMinutes, options.weeklySchedule) * WEEKS_PER_MONTH;
    case 'employee_paid_weekly':
      return wage.rate * WEEKS_PER_MONTH;
    case 'employee_paid_four_weekly':
      return (wage.rate * 13) / 12;
    case 'employee_paid_per_unit':
      return wage.rate * (options.unitsPerMonth ?? 0);
    case 'intern_not_paid':
      return 0;
  }
}

/** Half away from zero to cents; toPrecision first drops float noise such as 1.005 × 100 = 100.4999…. */
export function roundCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return (Math.sign(amount) * cents) / 100 || 0;
}

export interface MonthlyCostInput extends MonthlyBaseOptions {
  wage: CostWage;
  /** average_weekly_minutes of the employee detail response (part 1 §3). */
  averageWeeklyMinutes: number;
  carMonthlyCost?: number | null;
  bonusMonthly?: number | null;
  nettovergoeding?: number | null;
  customBenefits: readonly CustomBenefit[];
  features: readonly CompanyFeature[];
}

export interface TotalCost {
  total: number;
  components: CostComponent[];
}

type EmployerCharges = Pick<
  Record<CostFacet, number>,
  'sociale_lasten' | 'vakantiegeld' | '13_month' | 'hospitalisatie' | 'pensioenplan'
>;

function employerCharges(base: number, wage: CostWage, rates: CountryCostRates): EmployerCharges {
  const vakantiegeld = base * rates.vakantiegeldShare;
  const thirteenth = (wage.thirteenth_month ?? rates.thirteenthMonthByDefault) ? base * rates.thirteenthMonthShare : 0;
  const levied = { vakantiegeld, '13_month': thirteenth };
  const charged = rates.socialContributionsAlsoOn.reduce((sum, facet) => sum + levied[facet], base);
  return {
    sociale_lasten: rates.socialContributionRate * Math.min(charged, rates.socialContributionCeilingMonthly),
    vakantiegeld,
    '13_month': thirteenth,
    hospitalisatie: rates.hospitalisatieMonthly,
    pensioenplan: base * rates.pensioenplanShare,
  };
}

/** part 1 §3 Total cost: the monthly estimate, or the salary package per month when estimations are disabled (§2). */
export function estimateMonthlyCost(input: MonthlyCostInput): TotalCost {
  const { wage } = input;
  const base = monthlyBase(wage, input.averageWeeklyMinutes, input);
  const rates = costRatesFor(wage.registration_country_code);
  const estimate = !input.features.includes('disable_total_monthly_cost_estimations');
  const charged = estimate && rates !== null && wage.type.startsWith('employee_') && base > 0;
  const facets: Partial<Record<CostFacet, number>> = {
    base,
    ...(charged ? employerCharges(base, wage, rates) : {}),
    nettovergoeding: input.nettovergoeding ?? 0,
    car: input.carMonthlyCost ?? 0,
    bonus: input.bonusMonthly ?? 0,
  };
  const rounded = Object.fromEntries(Object.entries(facets).map(([facet, amount]) => [facet, roundCents(amount)]));
  const components = totalCostComponents(rounded, input.customBenefits, input.features)
    .map((component) => ({ key: component.key, amount: roundCents(component.amount) }))
    .filter((component) => component.amount !== 0);
  return { total: roundCents(components.reduce((sum, component) => sum + component.amount, 0)), components };
}
