// Demo software products, licenses and performance reviews: both companies get products with custom fields
// and licenses (some deactivated, some people with more than the box's 3), and reviews in every state (planned,
// finished with a reason, sent to the employee), some people with more than one page of 3.
import { addDays } from '@people/domain/dates';
import type { Queryable } from '../core/db';
import { productNameKey } from '@people/domain/software';
import { seededRandom } from './random';

const PRODUCTS = {
  BE: [
    {
      name: 'Slack',
      url: 'https://slack.com',
      fields: [
        ['Plan', 'Business+'],
        ['Renewal', '01/03/2027'],
      ],
    },
    {
      name: 'Microsoft 365',
      url: 'https://www.microsoft.com/microsoft-365',
      fields: [
        ['Plan', 'Business Standard'],
        ['Seats', '60'],
      ],
    },
    { name: 'Figma', url: 'https://www.figma.com', fields: [['Plan', 'Professional']] },
    { name: 'GitHub', url: 'https://github.com', fields: [['Organisation', 'demo-belgium']] },
    { name: 'Teamleader', url: 'https://www.teamleader.eu', fields: [] },
    { name: 'Adobe Acrobat', url: 'https://www.adobe.com/acrobat', fields: [['Renewal', '15/09/2026']] },
    { name: 'Label printer suite', url: null, fields: [] },
  ],
  NL: [
    { name: 'Exact Online', url: 'https://www.exact.com', fields: [['Pakket', 'Handel']] },
    { name: 'Slack', url: 'https://slack.com', fields: [['Plan', 'Pro']] },
    { name: 'Microsoft 365', url: 'https://www.microsoft.com', fields: [] },
    { name: 'Zendesk', url: 'https://www.zendesk.com', fields: [['Seats', '8']] },
    { name: 'Notion', url: 'https://www.notion.so', fields: [] },
  ],
} as const;

const REVIEW_TYPES = {
  BE: ['Annual review', 'Probation review', 'Mid-year check-in'],
  NL: ['Jaargesprek', 'Proeftijdgesprek', 'Functioneringsgesprek'],
} as const;

const QUESTIONNAIRES = ['Goals', 'Competences', 'Wellbeing', 'Training needs'];
const REASONS = ['Discussed and agreed', 'Employee left before the follow-up', 'Goals reached'];
const SUMMARIES = [
  'Strong year; takes ownership of the team’s planning.',
  'Good start; needs more product knowledge.',
  'Meets expectations; wants to grow into a lead role.',
];

export async function seedSoftwareAndReviews(
  tx: Queryable,
  companyId: number,
  seed: number,
  today: string,
): Promise<void> {
  const rnd = seededRandom(seed);
  const [company] = await tx.query<{ country_code: 'BE' | 'NL' }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  const country = company.country_code;
  const people = await tx.query<{ id: number; join_date: string | null }>(
    'SELECT id, join_date FROM employees WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 ORDER BY id LIMIT 1',
    [companyId],
  );

  const productIds: number[] = [];
  for (const product of PRODUCTS[country]) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO software_products (company_id, name, name_key, url) VALUES ($1, $2, $3, $4) RETURNING id',
      [companyId, product.name, productNameKey(product.name), product.url],
    );
    productIds.push(row.id);
    for (const [i, [name, value]] of product.fields.entries()) {
      await tx.query(
        'INSERT INTO software_product_custom_fields (company_id, product_id, name, value, priority) VALUES ($1, $2, $3, $4, $5)',
        [companyId, row.id, name, value, i],
      );
    }
  }

  const licenses: unknown[][] = [];
  for (const [index, person] of people.entries()) {
    // Everyone has the first product; every third person has five (more than the box's 3), others one to three.
    const count = index % 3 === 0 ? 5 : rnd.int(1, 3);
    const start = person.join_date && person.join_date < today ? person.join_date : addDays(today, -30);
    for (let k = 0; k < Math.min(count, productIds.length); k += 1) {
      const enabled = addDays(start, 30 * k + rnd.int(0, 20));
      const dateEnabled = enabled < today ? enabled : start;
      // Every fourth license of a person with several is deactivated: shown muted (part 2 §2).
      const deactivated = k > 0 && (index + k) % 4 === 0 ? addDays(today, -rnd.int(5, 200)) : null;
      const deactivatedDate = deactivated !== null && deactivated > dateEnabled ? deactivated : null;
      const username = k % 2 === 0 ? `user${person.id}.${k}` : null;
      licenses.push([
        companyId,
        productIds[(index + k) % productIds.length],
        person.id,
        username,
        deactivatedDate === null ? 1 : 0,
        dateEnabled,
        deactivatedDate,
      ]);
    }
  }
  await insertRows(
    tx,
    'software_licenses',
    ['company_id', 'product_id', 'employee_id', 'username', 'active', 'date_enabled', 'date_deactivated'],
    licenses,
  );

  const typeIds: number[] = [];
  for (const name of REVIEW_TYPES[country]) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO performance_evaluation_types (company_id, name) VALUES ($1, $2) RETURNING id',
      [companyId, name],
    );
    typeIds.push(row.id);
  }
  const reviews: unknown[][] = [];
  for (const [index, person] of people.entries()) {
    // Every fifth person has none (the box's empty message); every fourth has five (two pages of 3).
    if (index % 5 === 4) continue;
    const count = index % 4 === 0 ? 5 : rnd.int(1, 3);
    for (let k = 0; k < count; k += 1) {
      // The latest is planned ahead; the earlier ones a year apart, sent, finished or (sometimes) still open.
      const date = addDays(today, k === 0 ? rnd.int(7, 60) : -365 * k + rnd.int(-30, 30));
      const status =
        k === 0 ? 'planned' : (index + k) % 3 === 0 ? 'finished' : (index + k) % 7 === 0 ? 'planned' : 'sent';
      const finished = status === 'planned' ? null : addDays(date, rnd.int(0, 10));
      reviews.push([
        companyId,
        person.id,
        typeIds[k === 0 ? 0 : rnd.int(0, typeIds.length - 1)],
        date,
        `{${QUESTIONNAIRES.slice(0, rnd.int(1, QUESTIONNAIRES.length))
          .map((q) => `"${q}"`)
          .join(',')}}`,
        rnd.chance(0.5) ? 1 : 0,
        rnd.chance(0.2) ? 1 : 0,
        status === 'planned' ? null : 'Keep an eye on the workload in the busy season.',
        status === 'planned' ? null : rnd.pick(SUMMARIES),
        status,
        status === 'finished' ? rnd.pick(REASONS) : null,
        finished,
        status === 'sent' ? finished : null,
        admin?.id ?? null,
      ]);
    }
  }
  await insertRows(
    tx,
    'performance_evaluations',
    [
      'company_id',
      'employee_id',
      'evaluation_type_id',
      'date_evaluation',
      'questionnaires',
      'include_manager',
      'include_extra_manager',
      'hidden_notes',
      'summary',
      'status',
      'finish_reason',
      'date_finished',
      'date_sent',
      'created_by_user_id',
    ],
    reviews,
  );
}

async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const params: unknown[] = [];
    const values = rows
      .slice(start, start + 200)
      .map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}
