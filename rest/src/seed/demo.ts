import { hashPassword } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { seedProfile } from './profile';
import { seedWages } from './wages';
import { seedDaysOff } from './daysOff';
import { seedVerzuim } from './verzuim';
import { seedWorkflows } from './workflows';
import { seedBudgetsCommutes } from './budgetsCommutes';
import { seedSoftwareAndReviews } from './softwareReviews';
import { seedDocumentFiles, seedRelatedObjectDocuments } from './documents';
import { seedDimona } from './dimona';
import { seedContracts } from './contracts';
import { seedPersonPages } from './personPages';
import { insertDemoUser, seedAccess, type DemoGroup, type DemoUser } from './access';
import { iban, isoDate, rijksregisternummer, seededRandom, type Random } from './random';

/** Demo data only: every demo account signs in with this password (README). */
export const DEMO_PASSWORD = 'demo';

interface CompanyPlan {
  name: string;
  country: 'BE' | 'NL';
  domain: string;
  people: number;
  features: string[];
  integration: { source: string; title: string; shortTitle: string; features: string[] };
  teams: string[];
  departments: string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly (readonly [string, string])[];
  streets: readonly string[];
  users: DemoUser[];
  groups: DemoGroup[];
}

// Part 1 §6 employee-details and calendar access (the activity feed, verzuim): every demo user but the light one.
const ALL_DETAILS = { access_employee_details: 1, access_calendar: 1 };

const BELGIUM: CompanyPlan = {
  name: 'Demo Belgium',
  country: 'BE',
  domain: 'demo-belgium.be',
  people: 60,
  features: [
    'enable_workflows',
    'enable_trainings',
    'enable_performance_evaluations',
    'wages_bonus_field',
    'enable_parallel_contracts',
  ],
  integration: {
    source: 'sdworx',
    title: 'SD Worx',
    shortTitle: 'SDW',
    features: [
      'person/sync',
      'wage/push',
      'wage/push-transport',
      'profile/push',
      'wage/cannot-be-unlinked',
      'dimona-edit/push',
      'companyholidays/import',
    ],
  },
  teams: ['Sales', 'Operations', 'Finance', 'Kitchen', 'Logistics', 'IT'],
  departments: ['Head office', 'Antwerp warehouse', 'Ghent store', 'Brussels store'],
  firstNames: [
    'Lucas',
    'Emma',
    'Louis',
    'Olivia',
    'Noah',
    'Louise',
    'Arthur',
    'Mila',
    'Liam',
    'Elena',
    'Jules',
    'Marie',
    'Adam',
    'Lina',
    'Victor',
    'Nora',
    'Finn',
    'Alice',
    'Vince',
    'Julie',
    'Thomas',
    'Sofie',
    'Wout',
    'Lotte',
    'Pieter',
    'Camille',
    'Mathis',
    'Charlotte',
  ],
  lastNames: [
    'Peeters',
    'Janssens',
    'Maes',
    'Jacobs',
    'Mertens',
    'Willems',
    'Claes',
    'Goossens',
    'Wouters',
    'De Smet',
    'Dubois',
    'Lambert',
    'Dupont',
    'Leclercq',
    'Vermeulen',
    'Van den Broeck',
    'De Backer',
    'Hermans',
    'Michiels',
    'Coppens',
  ],
  cities: [
    ['2000', 'Antwerpen'],
    ['9000', 'Gent'],
    ['1000', 'Brussel'],
    ['3000', 'Leuven'],
    ['8000', 'Brugge'],
    ['4000', 'Liège'],
    ['2800', 'Mechelen'],
    ['3500', 'Hasselt'],
  ],
  streets: [
    'Meir',
    'Veldstraat',
    'Rue Neuve',
    'Bondgenotenlaan',
    'Steenstraat',
    'Rue Saint-Gilles',
    'Bruul',
    'Demerstraat',
  ],
  users: [
    {
      email: 'admin@demo.be',
      name: 'Anna Admin',
      description: 'admin',
      flags: {
        admin: 1,
        access_wages: 1,
        access_budgets: 1,
        access_payroll_provider: 1,
        access_performance_reviews: 1,
        ...ALL_DETAILS,
        export_excel: 1,
        replan_days_off: 1,
      },
    },
    {
      email: 'manager@demo.be',
      name: 'Marc Manager',
      description: 'manager with wage access (access_wages = 1)',
      flags: { access_wages: 1, access_budgets: 1, access_performance_reviews: 1, role: 'default', ...ALL_DETAILS },
    },
    {
      email: 'nowage@demo.be',
      name: 'Nina Nowage',
      description: 'manager without wage access (access_wages = 0)',
      flags: { access_budgets: 1, role: 'team_only', ...ALL_DETAILS },
    },
    {
      email: 'light@demo.be',
      name: 'Lars Light',
      description: "employee with 'light' group access; linked to person 15",
      flags: { group_access: 'light', role: 'team_only' },
      person: 14,
    },
    {
      email: 'support@demo.be',
      name: 'Sam Support',
      description: 'support user',
      flags: { support: 1, access_wages: 1, access_payroll_provider: 1, ...ALL_DETAILS },
    },
    // A row of the README's access table each (seed/access.ts). People 5 and 13 are in the Antwerp group, 15
    // in the stores group.
    {
      email: 'groupmanager@demo.be',
      name: 'Greta Groupmanager',
      description: 'manager whose access covers the Antwerp group only; linked to person 5',
      flags: { access_wages: 1, access_budgets: 1, role: 'default', ...ALL_DETAILS },
      person: 4,
      groups: ['Antwerp'],
    },
    {
      email: 'employee@demo.be',
      name: 'Emiel Employee',
      description: "employee signing in for their own profile ('light' group access); linked to person 13",
      flags: { group_access: 'light', role: 'default' },
      person: 12,
    },
    {
      email: 'readonly@demo.be',
      name: 'Roos Readonly',
      description: 'admin in read-only mode: sees everything, changes nothing',
      flags: {
        admin: 1,
        access_wages: 1,
        access_budgets: 1,
        access_payroll_provider: 1,
        access_performance_reviews: 1,
        ...ALL_DETAILS,
        export_excel: 1,
        read_only: 1,
      },
    },
  ],
  // The offices a manager's access may cover (part 1 §6), by department.
  groups: [
    { name: 'Antwerp', departments: ['Head office', 'Antwerp warehouse'] },
    { name: 'Stores', departments: ['Ghent store', 'Brussels store'] },
  ],
};

const NETHERLANDS: CompanyPlan = {
  name: 'Demo Nederland',
  country: 'NL',
  domain: 'demo-nederland.nl',
  people: 40,
  features: ['enable_performance_evaluations', 'enable_workflows'],
  integration: {
    source: 'nmbrs',
    title: 'Nmbrs',
    shortTitle: 'NMB',
    features: ['daysoff/verzuim', 'companyholidays/import', 'wage/push'],
  },
  teams: ['Verkoop', 'Magazijn', 'Klantenservice', 'Administratie'],
  departments: ['Hoofdkantoor', 'Distributiecentrum Tilburg'],
  firstNames: [
    'Daan',
    'Julia',
    'Sem',
    'Tess',
    'Levi',
    'Sophie',
    'Bram',
    'Fleur',
    'Lars',
    'Sanne',
    'Jesse',
    'Anouk',
    'Thijs',
    'Eva',
    'Ruben',
    'Lieke',
  ],
  lastNames: [
    'de Jong',
    'Jansen',
    'de Vries',
    'van den Berg',
    'Bakker',
    'Visser',
    'Smit',
    'Meijer',
    'de Boer',
    'Mulder',
    'Bos',
    'Vos',
  ],
  cities: [
    ['1012', 'Amsterdam'],
    ['3011', 'Rotterdam'],
    ['3511', 'Utrecht'],
    ['5038', 'Tilburg'],
    ['5611', 'Eindhoven'],
  ],
  streets: ['Kalverstraat', 'Coolsingel', 'Oudegracht', 'Heuvelstraat', 'Stratumseind'],
  users: [
    {
      email: 'admin@demo.nl',
      name: 'Anouk Admin',
      description: 'admin of Demo Nederland',
      flags: {
        admin: 1,
        access_wages: 1,
        access_budgets: 1,
        access_payroll_provider: 1,
        access_performance_reviews: 1,
        language: 'nl',
        ...ALL_DETAILS,
      },
    },
  ],
  // One office: every manager covers everyone.
  groups: [],
};

const ROLES = [
  'Sales representative',
  'Store manager',
  'Accountant',
  'Chef',
  'Warehouse operator',
  'Developer',
  'Customer service agent',
  'Team lead',
  'HR officer',
  'Driver',
];
const CUSTOM_FIELDS = [
  { cf_name: 'Shoe size', type: 'textfield', priority: 2 },
  { cf_name: 'LinkedIn', type: 'hyperlink', priority: 1 },
  { cf_name: 'Meal voucher value', type: 'money', priority: 1 },
  { cf_name: 'Notes from onboarding', type: 'textfield', priority: 3 },
] as const;

async function insertReturningIds(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  const result = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} RETURNING id`,
    params,
  );
  return result.map((r) => r.id);
}

function person(plan: CompanyPlan, rnd: Random, index: number, today: string) {
  // The first-name lists alternate male and female names.
  const firstIndex = rnd.int(0, plan.firstNames.length - 1);
  const first = plan.firstNames[firstIndex];
  const gender = firstIndex % 2 === 0 ? 'male' : 'female';
  const last = rnd.pick(plan.lastNames);
  const dob = isoDate(rnd.int(1962, 2003), rnd.int(1, 12), rnd.int(1, 28));
  const [zipcode, city] = rnd.pick(plan.cities);
  const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const thisYear = Number(today.slice(0, 4));
  // Most joined in the past; the last two start next month, so their role is a future_role.
  const joinDate =
    index >= plan.people - 2
      ? isoDate(thisYear + (today.slice(5, 7) === '12' ? 1 : 0), (Number(today.slice(5, 7)) % 12) + 1, 1)
      : isoDate(rnd.int(2012, thisYear - 1), rnd.int(1, 12), rnd.int(1, 28));
  return {
    first_name: first,
    last_name: last,
    gender,
    dob,
    civil_state: rnd.pick(['single', 'married', 'cohabiting', 'legally_cohabiting', 'widow', 'legally_separated']),
    place_of_birth: rnd.pick(plan.cities)[1],
    country_of_birth: plan.country,
    nationality_country_code: rnd.chance(0.9) ? plan.country : rnd.pick(['FR', 'DE', 'PL', 'ES']),
    social_security_nr: plan.country === 'NL' ? String(100000000 + index * 7919) : null,
    rijks_register_nummer:
      plan.country === 'BE' ? rijksregisternummer(dob, 100 + index * 2 + (gender === 'female' ? 1 : 0)) : null,
    bank_account_iban:
      plan.country === 'BE'
        ? iban('BE', String(310000000000 + index * 1237).slice(0, 12))
        : iban('NL', `INGB${String(1000000000 + index * 7331).slice(0, 10)}`),
    bank_account_bic: plan.country === 'BE' ? 'BBRUBEBB' : 'INGBNL2A',
    education_level: rnd.pick(['secondary_education', 'higher_education', 'university_education', 'unknown']),
    last_name_composition: 'birth_name_only',
    phone:
      plan.country === 'BE'
        ? `+32 47${rnd.int(0, 9)} ${rnd.int(10, 99)} ${rnd.int(10, 99)} ${rnd.int(10, 99)}`
        : `+31 6 ${rnd.int(1000, 9999)} ${rnd.int(1000, 9999)}`,
    email: `${slug}${index}@${plan.domain}`,
    personal_email: rnd.chance(0.7) ? `${slug}@example.com` : null,
    emergency_contact_name: `${rnd.pick(plan.firstNames)} ${last}`,
    emergency_contact_relation: rnd.pick(['family', 'partner', 'friend']),
    emergency_contact_phone:
      plan.country === 'BE'
        ? `+32 49${rnd.int(0, 9)} ${rnd.int(100000, 999999)}`
        : `+31 6 ${rnd.int(10000000, 99999999)}`,
    address_line_1: `${rnd.pick(plan.streets)} ${rnd.int(1, 220)}`,
    address_line_2: rnd.chance(0.2) ? `Bus ${rnd.int(1, 12)}` : null,
    address_zipcode: zipcode,
    address_city: city,
    address_country_code: plan.country,
    partners_wage: rnd.chance(0.15) ? 'below_treshold' : null,
    dependent_children: rnd.int(0, 3),
    onboarding_finished: index % 5 === 4 ? 0 : 1,
    join_date: joinDate,
    join_date_source: rnd.pick(['contract', 'role', 'manual']),
  };
}

async function seedCompany(tx: Queryable, plan: CompanyPlan, seed: number, today: string, passwordHash: string) {
  const rnd = seededRandom(seed);
  const [companyId] = await insertReturningIds(
    tx,
    'companies',
    ['name', 'country_code', 'features'],
    [[plan.name, plan.country, plan.features]],
  );
  const [integrationId] = await insertReturningIds(
    tx,
    'payroll_integrations',
    ['company_id', 'source', 'title', 'short_title', 'features'],
    [
      [
        companyId,
        plan.integration.source,
        plan.integration.title,
        plan.integration.shortTitle,
        plan.integration.features,
      ],
    ],
  );
  const teamIds = await insertReturningIds(
    tx,
    'teams',
    ['company_id', 'name'],
    plan.teams.map((name) => [companyId, name]),
  );
  const departmentIds = await insertReturningIds(
    tx,
    'departments',
    ['company_id', 'description'],
    plan.departments.map((d) => [companyId, d]),
  );
  const people = Array.from({ length: plan.people }, (_, i) => person(plan, rnd, i, today));
  const columns = Object.keys(people[0]);
  const employeeIds = await insertReturningIds(
    tx,
    'employees',
    [
      ...columns,
      'company_id',
      'team_id',
      'department_id',
      'link_integration_id',
      'link_source_app_employee_number',
      'deleted',
      'sensitive_profile',
    ],
    people.map((p, i) => [
      ...Object.values(p),
      companyId,
      i === 0 ? null : teamIds[i % teamIds.length],
      departmentIds[i % departmentIds.length],
      i % 3 === 0 ? integrationId : null,
      i % 3 === 0 ? `EMP${1000 + i}` : null,
      // Two archived people and one sensitive profile, so those states are there to look at.
      i === plan.people - 3 || i === plan.people - 4 ? 1 : 0,
      i === 7 ? 1 : 0,
    ]),
  );
  // Person 0 runs the company; the first member of each team leads it and reports to person 0.
  const lead = new Map<number, number>();
  const reports: unknown[][] = [];
  people.forEach((p, i) => {
    if (i === 0) return;
    const team = teamIds[i % teamIds.length];
    const manager = lead.get(team);
    if (manager === undefined) {
      lead.set(team, employeeIds[i]);
      reports.push([employeeIds[i], employeeIds[0], 0, p.join_date]);
    } else {
      reports.push([employeeIds[i], manager, 0, p.join_date]);
      if (i % 7 === 0) reports.push([employeeIds[i], employeeIds[0], 1, p.join_date]);
    }
  });
  await insertReturningIds(tx, 'reports_to', ['employee_id', 'manager_id', 'is_extra', 'start_date'], reports);
  const leads = new Set(lead.values());
  const roles: unknown[][] = [];
  people.forEach((p, i) => {
    const title = i === 0 ? 'Managing director' : leads.has(employeeIds[i]) ? 'Team lead' : rnd.pick(ROLES);
    if (p.join_date < '2020-01-01' && i % 2 === 0) {
      roles.push([employeeIds[i], rnd.pick(ROLES), p.join_date, '2019-12-31']);
      roles.push([employeeIds[i], title, '2020-01-01', null]);
    } else {
      roles.push([employeeIds[i], title, p.join_date, null]);
    }
  });
  await insertReturningIds(tx, 'role_history', ['employee_id', 'title', 'start_date', 'end_date'], roles);
  const fieldIds = await insertReturningIds(
    tx,
    'custom_fields',
    ['company_id', 'cf_name', 'type', 'priority'],
    CUSTOM_FIELDS.map((f) => [companyId, f.cf_name, f.type, f.priority]),
  );
  const values: unknown[][] = [];
  employeeIds.forEach((id, i) => {
    values.push([id, fieldIds[0], String(rnd.int(36, 46)), null]);
    if (i % 2 === 0)
      values.push([
        id,
        fieldIds[1],
        `https://www.linkedin.com/in/${people[i].first_name.toLowerCase()}-${i}`,
        'LinkedIn profile',
      ]);
    values.push([id, fieldIds[2], (rnd.int(600, 800) / 100).toFixed(2), null]);
    if (i % 4 === 0) values.push([id, fieldIds[3], 'Prefers a standing desk. '.repeat(12).trim(), null]);
  });
  const params: unknown[] = [];
  await tx.query(
    `INSERT INTO custom_field_values (employee_id, custom_field_id, value, value_name) VALUES ${values.map((v) => `(${v.map((x) => `$${params.push(x)}`).join(', ')})`).join(', ')}`,
    params,
  );
  for (const user of plan.users) await insertDemoUser(tx, companyId, user, passwordHash);
  await seedAccess(tx, companyId, plan.groups, plan.users);
  return companyId;
}

// The permission flags migration 002 added (part 1 §6), for demo users of a database seeded before it.
const PROFILE_FLAGS = ['access_employee_details', 'access_calendar', 'export_excel', 'replan_days_off'];

/** A demo database seeded before the profile gets its demo data and user flags once (settings demo_profile). */
async function addProfileDemo(db: Db, today: string): Promise<boolean> {
  const settings = await db.query<{ key: string }>(
    "SELECT key FROM settings WHERE key IN ('demo_sign_ins', 'demo_profile')",
  );
  if (settings.length !== 1 || settings[0].key !== 'demo_sign_ins') return false;
  await db.transaction(async (tx) => {
    for (const [plan, seed] of [
      [BELGIUM, 132],
      [NETHERLANDS, 131],
    ] as const) {
      const [company] = await tx.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [plan.name]);
      if (!company) continue;
      await seedProfile(tx, company.id, seed, today);
      for (const user of plan.users) {
        const flags = Object.entries(user.flags).filter(([key]) => PROFILE_FLAGS.includes(key));
        if (flags.length === 0) continue;
        await tx.query(
          `UPDATE users SET ${flags.map(([key], i) => `${key} = $${i + 2}`).join(', ')} WHERE company_id = $1 AND lower(email) = lower($${flags.length + 2})`,
          [company.id, ...flags.map(([, value]) => value), user.email],
        );
      }
    }
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_profile', '1')");
  });
  return true;
}

/**
 * The demo data a database seeded before an area existed gets once, each marked by its settings key, in this order (the days
 * off after the wages, the workflows after the access model's users): for each demo company, its seed function.
 */
type DemoUpgrade = {
  key: string;
  issue: string;
  seeds: [plan: CompanyPlan, seed: (tx: Queryable, companyId: number, today: string) => Promise<void>][];
};

const UPGRADES_BEFORE_ACCESS: DemoUpgrade[] = [
  {
    key: 'demo_wage',
    issue: '5',
    seeds: [
      [BELGIUM, (tx, id, today) => seedWages(tx, id, 232, today)],
      [NETHERLANDS, (tx, id, today) => seedWages(tx, id, 231, today)],
    ],
  },
  {
    key: 'demo_days_off',
    issue: '6',
    seeds: [
      [BELGIUM, (tx, id, today) => seedDaysOff(tx, id, 332, today)],
      [NETHERLANDS, (tx, id, today) => seedDaysOff(tx, id, 331, today)],
    ],
  },
  { key: 'demo_verzuim', issue: '15', seeds: [[NETHERLANDS, seedVerzuim]] },
];
const UPGRADES_AFTER_ACCESS: DemoUpgrade[] = [
  {
    key: 'demo_workflows',
    issue: '17',
    seeds: [
      [BELGIUM, seedWorkflows],
      [NETHERLANDS, seedWorkflows],
    ],
  },
  {
    key: 'demo_budgets',
    issue: '20',
    seeds: [
      [BELGIUM, (tx, id, today) => seedBudgetsCommutes(tx, id, 432, today)],
      [NETHERLANDS, (tx, id, today) => seedBudgetsCommutes(tx, id, 431, today)],
    ],
  },
  {
    key: 'demo_software_reviews',
    issue: '19',
    seeds: [
      [BELGIUM, (tx, id, today) => seedSoftwareAndReviews(tx, id, 1932, today)],
      [NETHERLANDS, (tx, id, today) => seedSoftwareAndReviews(tx, id, 1931, today)],
    ],
  },
  { key: 'demo_dimona', issue: '16', seeds: [[BELGIUM, seedDimona]] },
  {
    key: 'demo_contracts',
    issue: '18',
    seeds: [
      [BELGIUM, seedContracts],
      [NETHERLANDS, seedContracts],
    ],
  },
  {
    key: 'demo_person_pages',
    issue: '21',
    seeds: [
      [BELGIUM, seedPersonPages],
      [NETHERLANDS, seedPersonPages],
    ],
  },
  // Their files are given after the upgrades (seedDemo's seedDocumentFiles).
  {
    key: 'demo_related_documents',
    issue: '21',
    seeds: [
      [BELGIUM, seedRelatedObjectDocuments],
      [NETHERLANDS, seedRelatedObjectDocuments],
    ],
  },
];

/** Adds one upgrade's demo data to a demo database that lacks it (its settings key absent); false when nothing was added. */
async function addDemo(db: Db, today: string, upgrade: DemoUpgrade): Promise<boolean> {
  const settings = await db.query<{ key: string }>('SELECT key FROM settings WHERE key IN ($1, $2)', [
    'demo_sign_ins',
    upgrade.key,
  ]);
  if (settings.length !== 1 || settings[0].key !== 'demo_sign_ins') return false;
  await db.transaction(async (tx) => {
    for (const [plan, seed] of upgrade.seeds) {
      const [company] = await tx.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [plan.name]);
      if (company) await seed(tx, company.id, today);
    }
    await tx.query("INSERT INTO settings (key, value) VALUES ($1, '1')", [upgrade.key]);
  });
  return true;
}

/** Each upgrade of the list in turn (every one runs); whether any added data. */
async function addDemos(db: Db, today: string, upgrades: readonly DemoUpgrade[]): Promise<boolean> {
  let added = false;
  for (const upgrade of upgrades) added = (await addDemo(db, today, upgrade)) || added;
  return added;
}

/** Demo Belgium's users and flags, for the README's access table (seed/accessTable.ts). */
export const demoBelgium = () => ({
  users: BELGIUM.users,
  features: BELGIUM.features,
  integrationFeatures: BELGIUM.integration.features,
});

const signInsOf = () =>
  [...BELGIUM.users, ...NETHERLANDS.users].map(({ email, description }) => ({ email, description }));

/** A demo database seeded before the access groups gets its groups, the new demo users and their links once (settings demo_access). */
async function addAccessDemo(db: Db): Promise<boolean> {
  const settings = await db.query<{ key: string }>(
    "SELECT key FROM settings WHERE key IN ('demo_sign_ins', 'demo_access')",
  );
  if (settings.length !== 1 || settings[0].key !== 'demo_sign_ins') return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const plan of [BELGIUM, NETHERLANDS]) {
      const [company] = await tx.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [plan.name]);
      if (!company) continue;
      const existing = new Set(
        (
          await tx.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE company_id = $1', [
            company.id,
          ])
        ).map((u) => u.email),
      );
      for (const user of plan.users)
        if (!existing.has(user.email.toLowerCase())) await insertDemoUser(tx, company.id, user, passwordHash);
      await seedAccess(tx, company.id, plan.groups, plan.users);
    }
    await tx.query("UPDATE settings SET value = $1 WHERE key = 'demo_sign_ins'", [JSON.stringify(signInsOf())]);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_access', '1')");
  });
  return true;
}

/** Loads the demo companies into an empty database; does nothing when people exist already. */
export async function seedDemo(db: Db, today: string): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM companies');
  if (count > 0) {
    const profile = await addProfileDemo(db, today);
    const before = await addDemos(db, today, UPGRADES_BEFORE_ACCESS);
    const access = await addAccessDemo(db);
    const after = await addDemos(db, today, UPGRADES_AFTER_ACCESS);
    // The demo's documents get their files (idempotent: only those without one).
    const documents = (await seedDocumentFiles(db)) > 0;
    return documents || after || access || before || profile;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const belgium = await seedCompany(tx, BELGIUM, 32, today, passwordHash);
    const netherlands = await seedCompany(tx, NETHERLANDS, 31, today, passwordHash);
    await seedProfile(tx, belgium, 132, today);
    await seedProfile(tx, netherlands, 131, today);
    await seedWages(tx, belgium, 232, today);
    await seedWages(tx, netherlands, 231, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_wage', '1')");
    await seedDaysOff(tx, belgium, 332, today);
    await seedDaysOff(tx, netherlands, 331, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_days_off', '1')");
    await seedVerzuim(tx, netherlands, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_verzuim', '1')");
    // After the users: the demo tasks are given to demo users.
    await seedWorkflows(tx, belgium, today);
    await seedWorkflows(tx, netherlands, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_workflows', '1')");
    await seedBudgetsCommutes(tx, belgium, 432, today);
    await seedBudgetsCommutes(tx, netherlands, 431, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_budgets', '1')");
    await seedSoftwareAndReviews(tx, belgium, 1932, today);
    await seedSoftwareAndReviews(tx, netherlands, 1931, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_software_reviews', '1')");
    await seedDimona(tx, belgium, today);
    await seedDocumentFiles(tx);
    await seedContracts(tx, belgium);
    await seedContracts(tx, netherlands);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_contracts', '1')");
    await seedPersonPages(tx, belgium, today);
    await seedPersonPages(tx, netherlands, today);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_person_pages', '1')");
    await seedRelatedObjectDocuments(tx, belgium, today);
    await seedRelatedObjectDocuments(tx, netherlands, today);
    await seedDocumentFiles(tx);
    await tx.query("INSERT INTO settings (key, value) VALUES ('demo_related_documents', '1')");
    await tx.query(
      "INSERT INTO settings (key, value) VALUES ('demo_sign_ins', $1), ('demo_profile', '1'), ('demo_access', '1'), ('demo_dimona', '1')",
      [JSON.stringify(signInsOf())],
    );
  });
  return true;
}
