// Names, prices and plates the profile demo data picks from, per country, and the shapes the seed passes around.
import { addDays, diffDays } from '@people/domain/dates';
import type { WageType } from '@people/domain/wage';
import type { Random } from './random';

export interface Person {
  id: number;
  index: number;
  name: string;
  join_date: string;
  deleted: number;
  onboarding_finished: number;
  link_integration_id: number | null;
  team_id: number | null;
}

export interface Company {
  id: number;
  country: 'BE' | 'NL';
  features: string[];
  integrationId: number;
  integrationSource: string;
  integrationTitle: string;
  adminUserId: number;
  managerUserId: number;
}

export interface WagePlan {
  state: 'open' | 'fixed_term' | 'terminated' | 'pending' | 'none';
  type: WageType;
}

export type Row = unknown[];

/** An ISO timestamp on a day, at an hour (UTC). */
export const at = (date: string, hour: number, minute = 0) =>
  `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

/** A date between `from` and `to` (inclusive), never after `to`. */
export function between(rnd: Random, from: string, to: string): string {
  const span = diffDays(from, to);
  return span <= 0 ? to : addDays(from, rnd.int(0, span));
}

export interface Catalogue {
  documents: { name: string; type: string }[];
  contractName(type: WageType): string;
  amendmentName: string;
  trainings: string[];
  assets: { name: string; price: string }[];
  cars: [string, string][];
  bicycles: [string, string][];
  plate(n: number): string;
  notes: string[];
  budgets: string[];
}

const BELGIUM: Catalogue = {
  documents: [
    { name: 'Arbeidsovereenkomst', type: 'contract' },
    { name: 'Identiteitskaart', type: 'id_card' },
    { name: 'Diploma', type: 'diploma' },
    { name: 'Medisch attest', type: 'medical_certificate' },
    { name: 'Arbeidsreglement getekend', type: 'work_regulations' },
  ],
  contractName: (type) =>
    type.startsWith('freelancer')
      ? 'Samenwerkingsovereenkomst zelfstandige'
      : type === 'intern_not_paid'
        ? 'Stageovereenkomst'
        : type === 'employee_paid_hourly'
          ? 'Arbeidsovereenkomst arbeider – bepaalde duur'
          : 'Arbeidsovereenkomst bediende – onbepaalde duur',
  amendmentName: 'Bijlage: telewerkbeleid',
  trainings: [
    'VCA Basis',
    'EHBO – eerste hulp',
    'Excel gevorderd',
    'HACCP voedselveiligheid',
    'Heftruckattest',
    'Brandpreventie',
  ],
  assets: [
    { name: 'Laptop Dell Latitude 5440', price: '1249.00' },
    { name: 'iPhone 15', price: '799.00' },
    { name: 'Toegangsbadge', price: '15.00' },
    { name: 'Ergonomische bureaustoel', price: '420.00' },
    { name: 'Monitor 27"', price: '289.99' },
  ],
  cars: [
    ['Volkswagen', 'ID.4'],
    ['BMW', 'i4'],
    ['Skoda', 'Enyaq'],
    ['Tesla', 'Model 3'],
    ['Peugeot', 'e-308'],
  ],
  bicycles: [
    ['Cube', 'Kathmandu Hybrid'],
    ['Gazelle', 'Ultimate C380'],
    ['Stromer', 'ST3'],
  ],
  plate: (n) =>
    `1-${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n * 7) % 26))}${String.fromCharCode(65 + ((n * 3) % 26))}-${String(100 + (n % 900)).padStart(3, '0')}`,
  notes: [
    'Asked for a standing desk; ordered.',
    'Prefers to work from home on Wednesdays.',
    'Discussed a move to the Ghent store in autumn.',
    'Forklift certificate expires next year: plan the refresher.',
    'Meal vouchers to be raised with the next indexation.',
    'Returned the old laptop in good condition.',
    'Follow-up talk after the first month went well.',
  ],
  budgets: ['Opleidingsbudget', 'Fietsleasing'],
};

const NETHERLANDS: Catalogue = {
  ...BELGIUM,
  documents: [
    { name: 'Arbeidsovereenkomst', type: 'contract' },
    { name: 'Kopie ID-bewijs', type: 'id_card' },
    { name: 'Loonbelastingverklaring', type: 'tax_form' },
    { name: 'Getuigschrift', type: 'diploma' },
  ],
  contractName: (type) =>
    type.startsWith('freelancer') ? 'Overeenkomst van opdracht' : 'Arbeidsovereenkomst voor bepaalde tijd',
  amendmentName: 'Addendum thuiswerkvergoeding',
  trainings: ['BHV', 'VCA Basis', 'Klantgericht communiceren', 'Heftruckcertificaat'],
  plate: (n) =>
    `${String.fromCharCode(71 + (n % 15))}${String.fromCharCode(66 + ((n * 5) % 20))}-${String(100 + (n % 900)).padStart(3, '0')}-${String.fromCharCode(68 + (n % 18))}`,
  notes: [
    'Wil graag een extra opleiding volgen.',
    'Verlof rond de feestdagen besproken.',
    'Nieuwe laptop besteld.',
    'Goed functioneringsgesprek gehad.',
  ],
  budgets: ['Opleidingsbudget', 'Thuiswerkbudget'],
};

export function profileCatalogue(country: 'BE' | 'NL'): Catalogue {
  return country === 'BE' ? BELGIUM : NETHERLANDS;
}
