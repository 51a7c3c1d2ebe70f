import type { CompanyFeature } from '../companyFlags';
import type { CostComponent, CustomBenefit, WageType, WeekSchedule } from '../wage';
import {
  COST_RATES,
  costRatesFor,
  estimateMonthlyCost,
  monthlyBase,
  roundCents,
  type CostWage,
  type MonthlyCostInput,
} from '../wageCost';

const fiveDays: WeekSchedule = { weekNr: 1, minutes: [456, 456, 456, 456, 456, 0, 0] };
const fourDays: WeekSchedule = { weekNr: 1, minutes: [480, 480, 480, 480, 0, 0, 0] };
const threeDays: WeekSchedule = { weekNr: 2, minutes: [480, 0, 480, 0, 480, 0, 0] };
const noDays: WeekSchedule = { weekNr: 1, minutes: [0, 0, 0, 0, 0, 0, 0] };

describe('monthly base', () => {
  it.each<[string, WageType, number, number, { weeklySchedule?: WeekSchedule[]; unitsPerMonth?: number }, number]>([
    ['part 1 §3 Total cost: monthly 3500 as is', 'employee_paid_monthly', 3500, 2280, {}, 3500],
    [
      'part 1 §3 Total cost: hourly 18.50 × 38 h × 52/12 = 36556/12',
      'employee_paid_hourly',
      18.5,
      2280,
      {},
      36556 / 12,
    ],
    ['part 1 §3 Total cost: hourly with 0 weekly minutes = 0', 'employee_paid_hourly', 18.5, 0, {}, 0],
    [
      'part 1 §3 Total cost: daily 150 × 5 days × 52/12 = 3250',
      'employee_paid_daily',
      150,
      2280,
      { weeklySchedule: [fiveDays] },
      3250,
    ],
    [
      'part 1 §3 Total cost: daily 150 over a 2-week cycle of 4 and 3 days = 3.5 days × 52/12 = 2275',
      'employee_paid_daily',
      150,
      1680,
      { weeklySchedule: [fourDays, threeDays] },
      2275,
    ],
    [
      'part 1 §3 Total cost (choice): daily without schedule counts 8 h days: 2280/480 = 4.75 days × 150 × 52/12 = 3087.5',
      'employee_paid_daily',
      150,
      2280,
      {},
      3087.5,
    ],
    [
      'part 1 §3 Total cost: daily with a schedule of no working day = 0',
      'employee_paid_daily',
      150,
      0,
      { weeklySchedule: [noDays] },
      0,
    ],
    ['part 1 §3 Total cost: weekly 800 × 52/12 = 41600/12', 'employee_paid_weekly', 800, 2280, {}, 41600 / 12],
    ['part 1 §3 Total cost: four-weekly 3000 × 13/12 = 3250', 'employee_paid_four_weekly', 3000, 2280, {}, 3250],
    ['part 1 §3 Total cost: per unit without units = 0', 'employee_paid_per_unit', 2.5, 2280, {}, 0],
    [
      'part 1 §3 Total cost: per unit 2.50 × 1000 units = 2500',
      'employee_paid_per_unit',
      2.5,
      2280,
      { unitsPerMonth: 1000 },
      2500,
    ],
    ['part 1 §3 Total cost: freelancer hourly 75 × 20 h × 52/12 = 6500', 'freelancer_paid_hourly', 75, 1200, {}, 6500],
    [
      'part 1 §3 Total cost: freelancer daily 600 × 4 days × 52/12 = 10400',
      'freelancer_paid_daily',
      600,
      1920,
      { weeklySchedule: [fourDays] },
      10400,
    ],
    ['part 1 §3 Total cost: freelancer monthly 5000 as is', 'freelancer_paid_monthly', 5000, 0, {}, 5000],
    [
      'part 1 §3 Total cost (choice): intern_not_paid = 0 whatever the rate',
      'intern_not_paid',
      500,
      2280,
      { unitsPerMonth: 10 },
      0,
    ],
  ])('%s', (_title, type, rate, minutes, options, expected) => {
    expect(monthlyBase({ type, rate }, minutes, options)).toBeCloseTo(expected, 9);
  });
});

describe('rates and rounding', () => {
  it.each([
    ['part 1 §3 Total cost: BE RSZ employer base rate 25%', COST_RATES.BE.socialContributionRate, 0.25],
    [
      'part 1 §3 Total cost: BE double holiday pay 92% once a year = 0.92/12 a month',
      COST_RATES.BE.vakantiegeldShare,
      0.92 / 12,
    ],
    [
      'part 1 §3 Total cost: NL employer premiums 2.74 + 6.27 + 1.52 + 0.50 + 6.10 = 17.13%',
      roundCents(COST_RATES.NL.socialContributionRate * 10000) / 10000,
      0.1713,
    ],
    ['part 1 §3 Total cost: NL vakantiebijslag 8% (Wml)', COST_RATES.NL.vakantiegeldShare, 0.08],
  ])('%s', (_title, rate, expected) => {
    expect(rate).toEqual(expected);
  });

  it.each([
    ['part 1 §3 Total cost: registration country be (lower case) has the BE rates', 'be', COST_RATES.BE],
    ['part 1 §3 Total cost: NL has the NL rates', 'NL', COST_RATES.NL],
    ['part 1 §3 Total cost (choice): FR is outside the table', 'FR', null],
    ['part 1 §3 Total cost (choice): no registration country', null, null],
  ])('%s', (_title, code, expected) => {
    expect(costRatesFor(code)).toEqual(expected);
  });

  it.each([
    ['part 1 §3 Total cost (choice): half a cent rounds up, 1.005 → 1.01', 1.005, 1.01],
    ['part 1 §3 Total cost (choice): 947.916666… → 947.92', 3791.6666666 * 0.25, 947.92],
    ['part 1 §3 Total cost (choice): half away from zero, −2.675 → −2.68', -2.675, -2.68],
    ['part 1 §3 Total cost (choice): −0.001 → 0, not −0', -0.001, 0],
  ])('%s', (_title, amount, expected) => {
    expect(roundCents(amount)).toEqual(expected);
  });
});

const beMonthly: CostWage = {
  type: 'employee_paid_monthly',
  rate: 3500,
  registration_country_code: 'BE',
  currency: 'EUR',
};
const nlHourly: CostWage = {
  type: 'employee_paid_hourly',
  rate: 18.5,
  registration_country_code: 'NL',
  currency: 'EUR',
};
const freelancerDaily: CostWage = {
  type: 'freelancer_paid_daily',
  rate: 600,
  registration_country_code: 'BE',
  currency: 'EUR',
};
const benefits: CustomBenefit[] = [
  { description: 'Maaltijdcheques', monthly_value: 100 },
  { description: 'Ecocheques', monthly_value: 20.83 },
  { description: 'Maaltijdcheques', monthly_value: 50 },
];
const bonusField: CompanyFeature[] = ['wages_bonus_field'];

// BE monthly 3500 (hand computed):
//   13_month       3500 / 12 = 291.666… → 291.67
//   sociale_lasten 25% × (3500 + 291.666…) = 947.916… → 947.92 (double holiday pay not levied)
//   vakantiegeld   0.92 × 3500 / 12 = 268.333… → 268.33
//   hospitalisatie 30; pensioenplan 3% × 3500 = 105
//   total          3500 + 947.92 + 268.33 + 291.67 + 30 + 105 = 5142.92
const beCharges: CostComponent[] = [
  { key: 'base', amount: 3500 },
  { key: 'sociale_lasten', amount: 947.92 },
  { key: 'vakantiegeld', amount: 268.33 },
  { key: '13_month', amount: 291.67 },
  { key: 'hospitalisatie', amount: 30 },
  { key: 'pensioenplan', amount: 105 },
];

// NL hourly 18.50 at 38 h (2280 min) a week (hand computed):
//   base           18.5 × 38 × 52/12 = 3046.333… → 3046.33
//   vakantiegeld   8% × 3046.333… = 243.7066… → 243.71; no 13th month by default
//   sociale_lasten 17.13% × (3046.333… + 243.7066…) = 17.13% × 3290.04 = 563.5838… → 563.58
//   pensioenplan   7% × 3046.333… = 213.2433… → 213.24
//   total          3046.33 + 563.58 + 243.71 + 213.24 = 4066.86 (the unrounded sum 4066.867… would give .87)
const nlCharges: CostComponent[] = [
  { key: 'base', amount: 3046.33 },
  { key: 'sociale_lasten', amount: 563.58 },
  { key: 'vakantiegeld', amount: 243.71 },
  { key: 'pensioenplan', amount: 213.24 },
];

describe('estimate monthly cost', () => {
  it.each<[string, Partial<MonthlyCostInput> & { wage: CostWage }, number, CostComponent[]]>([
    ['part 1 §3 Total cost: BE monthly 3500 = 5142.92', { wage: beMonthly }, 5142.92, beCharges],
    [
      'part 1 §3 Total cost: BE monthly with a car of 650 = 5142.92 + 650 = 5792.92',
      { wage: beMonthly, carMonthlyCost: 650 },
      5792.92,
      [...beCharges, { key: 'car', amount: 650 }],
    ],
    [
      'part 1 §3 Total cost: BE monthly with nettovergoeding 100, no charges on it = 5242.92',
      { wage: beMonthly, nettovergoeding: 100 },
      5242.92,
      [...beCharges, { key: 'nettovergoeding', amount: 100 }],
    ],
    [
      'part 1 §3 Total cost: BE bonus 250 without wages_bonus_field left out = 5142.92',
      { wage: beMonthly, bonusMonthly: 250 },
      5142.92,
      beCharges,
    ],
    [
      'part 1 §3 Total cost: BE bonus 250 with wages_bonus_field = 5392.92',
      { wage: beMonthly, bonusMonthly: 250, features: bonusField },
      5392.92,
      [...beCharges, { key: 'bonus', amount: 250 }],
    ],
    [
      'part 1 §3 Total cost: BE custom benefits, Maaltijdcheques 100 + 50 grouped = 5142.92 + 150 + 20.83 = 5313.75',
      { wage: beMonthly, customBenefits: benefits },
      5313.75,
      [
        ...beCharges,
        { key: 'custom_benefit:Maaltijdcheques', amount: 150 },
        { key: 'custom_benefit:Ecocheques', amount: 20.83 },
      ],
    ],
    [
      'part 1 §3 Total cost (choice): BE wage without 13th month: 25% × 3500 = 875; 3500 + 875 + 268.33 + 30 + 105 = 4778.33',
      { wage: { ...beMonthly, thirteenth_month: false } },
      4778.33,
      [
        { key: 'base', amount: 3500 },
        { key: 'sociale_lasten', amount: 875 },
        { key: 'vakantiegeld', amount: 268.33 },
        { key: 'hospitalisatie', amount: 30 },
        { key: 'pensioenplan', amount: 105 },
      ],
    ],
    [
      'part 1 §3 Total cost: NL hourly 18.50 at 38 h = 4066.86 (sum of rounded components)',
      { wage: nlHourly },
      4066.86,
      nlCharges,
    ],
    [
      'part 1 §3 Total cost: NL hourly with a car of 450 = 4516.86',
      { wage: nlHourly, carMonthlyCost: 450 },
      4516.86,
      [...nlCharges, { key: 'car', amount: 450 }],
    ],
    [
      'part 1 §3 Total cost: NL hourly, bonus 200 with wages_bonus_field and custom benefits = 4066.86 + 200 + 150 + 20.83 = 4437.69',
      { wage: nlHourly, bonusMonthly: 200, features: bonusField, customBenefits: benefits },
      4437.69,
      [
        ...nlCharges,
        { key: 'bonus', amount: 200 },
        { key: 'custom_benefit:Maaltijdcheques', amount: 150 },
        { key: 'custom_benefit:Ecocheques', amount: 20.83 },
      ],
    ],
    [
      // 13th 3046.333…/12 = 253.861… → 253.86; 17.13% × (3046.333… + 243.706… + 253.861…) = 17.13% × 3543.901… = 607.070… → 607.07
      'part 1 §3 Total cost: NL 13th month only when the wage says so: 3046.33 + 607.07 + 243.71 + 253.86 + 213.24 = 4364.21',
      { wage: { ...nlHourly, thirteenth_month: true } },
      4364.21,
      [
        { key: 'base', amount: 3046.33 },
        { key: 'sociale_lasten', amount: 607.07 },
        { key: 'vakantiegeld', amount: 243.71 },
        { key: '13_month', amount: 253.86 },
        { key: 'pensioenplan', amount: 213.24 },
      ],
    ],
    [
      // charged 8000 + 640 = 8640 above the ceiling 79409/12 = 6617.416…; 17.13% × 6617.416… = 1133.563… → 1133.56
      'part 1 §3 Total cost: NL monthly 8000 levied up to the maximum premieloon: 8000 + 1133.56 + 640 + 560 = 10333.56',
      { wage: { ...nlHourly, type: 'employee_paid_monthly', rate: 8000 } },
      10333.56,
      [
        { key: 'base', amount: 8000 },
        { key: 'sociale_lasten', amount: 1133.56 },
        { key: 'vakantiegeld', amount: 640 },
        { key: 'pensioenplan', amount: 560 },
      ],
    ],
    [
      'part 1 §3 Total cost: freelancer daily 600, 4 days a week: 600 × 4 × 52/12 = 10400, no employer charges',
      { wage: freelancerDaily, averageWeeklyMinutes: 1920, weeklySchedule: [fourDays] },
      10400,
      [{ key: 'base', amount: 10400 }],
    ],
    [
      'part 1 §3 Total cost: freelancer daily with a car of 500 = 10900',
      { wage: freelancerDaily, averageWeeklyMinutes: 1920, weeklySchedule: [fourDays], carMonthlyCost: 500 },
      10900,
      [
        { key: 'base', amount: 10400 },
        { key: 'car', amount: 500 },
      ],
    ],
    [
      'part 1 §3 Total cost: freelancer bonus 300 without wages_bonus_field left out = 10400',
      { wage: freelancerDaily, averageWeeklyMinutes: 1920, weeklySchedule: [fourDays], bonusMonthly: 300 },
      10400,
      [{ key: 'base', amount: 10400 }],
    ],
    [
      'part 1 §3 Total cost: freelancer bonus 300 with wages_bonus_field and custom benefits = 10400 + 300 + 150 + 20.83 = 10870.83',
      {
        wage: freelancerDaily,
        averageWeeklyMinutes: 1920,
        weeklySchedule: [fourDays],
        bonusMonthly: 300,
        features: bonusField,
        customBenefits: benefits,
      },
      10870.83,
      [
        { key: 'base', amount: 10400 },
        { key: 'bonus', amount: 300 },
        { key: 'custom_benefit:Maaltijdcheques', amount: 150 },
        { key: 'custom_benefit:Ecocheques', amount: 20.83 },
      ],
    ],
  ])('%s', (_title, over, total, components) => {
    const input: MonthlyCostInput = { averageWeeklyMinutes: 2280, customBenefits: [], features: [], ...over };
    expect(estimateMonthlyCost(input)).toEqual({ total, components });
  });
});

describe('salary package per month and edges', () => {
  it.each<[string, Partial<MonthlyCostInput> & { wage: CostWage }, number, CostComponent[]]>([
    [
      'part 1 §2 disable_total_monthly_cost_estimations: BE salary package 3500 + 100 + 650 + 250 + 150 + 20.83 = 4670.83, no charges',
      {
        wage: beMonthly,
        carMonthlyCost: 650,
        bonusMonthly: 250,
        nettovergoeding: 100,
        customBenefits: benefits,
        features: ['disable_total_monthly_cost_estimations', 'wages_bonus_field'],
      },
      4670.83,
      [
        { key: 'base', amount: 3500 },
        { key: 'nettovergoeding', amount: 100 },
        { key: 'car', amount: 650 },
        { key: 'bonus', amount: 250 },
        { key: 'custom_benefit:Maaltijdcheques', amount: 150 },
        { key: 'custom_benefit:Ecocheques', amount: 20.83 },
      ],
    ],
    [
      'part 1 §2, §3 disable_total_monthly_cost_estimations without wages_bonus_field: no bonus, 4670.83 − 250 = 4420.83',
      {
        wage: beMonthly,
        carMonthlyCost: 650,
        bonusMonthly: 250,
        nettovergoeding: 100,
        customBenefits: benefits,
        features: ['disable_total_monthly_cost_estimations'],
      },
      4420.83,
      [
        { key: 'base', amount: 3500 },
        { key: 'nettovergoeding', amount: 100 },
        { key: 'car', amount: 650 },
        { key: 'custom_benefit:Maaltijdcheques', amount: 150 },
        { key: 'custom_benefit:Ecocheques', amount: 20.83 },
      ],
    ],
    [
      'part 1 §2 disable_total_monthly_cost_estimations: NL hourly package is the base 3046.33',
      { wage: nlHourly, features: ['disable_total_monthly_cost_estimations'] },
      3046.33,
      [{ key: 'base', amount: 3046.33 }],
    ],
    [
      'part 1 §3 Total cost (choice): unknown registration country FR: no employer charges, 3000 + 300 = 3300',
      { wage: { ...beMonthly, rate: 3000, registration_country_code: 'FR' }, carMonthlyCost: 300 },
      3300,
      [
        { key: 'base', amount: 3000 },
        { key: 'car', amount: 300 },
      ],
    ],
    [
      'part 1 §3 Total cost (choice): no registration country: no employer charges, 3500',
      { wage: { ...beMonthly, registration_country_code: null } },
      3500,
      [{ key: 'base', amount: 3500 }],
    ],
    [
      'part 1 §3 Total cost (choice): registration country be in lower case = BE = 5142.92',
      { wage: { ...beMonthly, registration_country_code: 'be' } },
      5142.92,
      beCharges,
    ],
    [
      'part 1 §3 Total cost (choice): BE rate 0, no pay no charges (not even hospitalisatie 30): only the car 400',
      { wage: { ...beMonthly, rate: 0 }, carMonthlyCost: 400 },
      400,
      [{ key: 'car', amount: 400 }],
    ],
    [
      'part 1 §3 Total cost: NL hourly with 0 weekly minutes = 0, no component',
      { wage: nlHourly, averageWeeklyMinutes: 0 },
      0,
      [],
    ],
    [
      'part 1 §3 Total cost (choice): BE intern_not_paid with nettovergoeding 300 = 300, no charges',
      { wage: { ...beMonthly, type: 'intern_not_paid', rate: 500 }, nettovergoeding: 300 },
      300,
      [{ key: 'nettovergoeding', amount: 300 }],
    ],
    [
      'part 1 §3 Total cost (choice): a custom benefit of 0.004 rounds to 0 and is dropped = 3500',
      {
        wage: { ...beMonthly, registration_country_code: 'FR' },
        customBenefits: [{ description: 'Pen', monthly_value: 0.004 }],
      },
      3500,
      [{ key: 'base', amount: 3500 }],
    ],
  ])('%s', (_title, over, total, components) => {
    const input: MonthlyCostInput = { averageWeeklyMinutes: 2280, customBenefits: [], features: [], ...over };
    expect(estimateMonthlyCost(input)).toEqual({ total, components });
  });
});
