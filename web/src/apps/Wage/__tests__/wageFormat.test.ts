import { createTranslator } from '../../../i18n/I18nProvider';
import { formatWageRate, wageStateLabel, wageTypeLabel } from '../wageFormat';

describe('formatWageRate', () => {
  it('part 1 §3: an hourly rate with 4 decimals, others with 2, in the viewer’s language', () => {
    expect([
      formatWageRate(14.5, 4, 'EUR', 'en'),
      formatWageRate(3125, 2, 'EUR', 'en'),
      formatWageRate(14.5, 4, 'EUR', 'nl'),
      formatWageRate(3125, 2, 'EUR', 'fr'),
    ]).toEqual(['€14.5000', '€3,125.00', '€\u00a014,5000', '3\u202f125,00\u00a0€']);
  });

  it('shows a currency code Intl does not know after the number rather than failing', () => {
    expect(formatWageRate(14.5, 4, 'XYZW', 'en')).toEqual('14,5000 XYZW');
  });
});

describe('wage labels', () => {
  it('part 1 §3, §4: name the ten types and the states, and an unknown value as it is', () => {
    const t = createTranslator('en');
    expect([
      wageTypeLabel(t, 'freelancer_paid_daily'),
      wageTypeLabel(t, 'intern_not_paid'),
      wageStateLabel(t, 'pending'),
      wageStateLabel(t, 'other'),
    ]).toEqual(['Freelancer, paid daily', 'Intern, not paid', 'Pending', 'other']);
  });
});
