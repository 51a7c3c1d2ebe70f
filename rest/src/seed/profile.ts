// Demo data of the person profile: wages (open, ended, pending, none), one-day contracts, pincodes
// (one blocked), seniority dates, parallel contracts, pending Dimona, documents, contracts, trainings, assets,
// vehicles and an activity feed of many event types. Deterministic: everything comes from seededRandom.
import { createHash } from 'node:crypto';
import { addDays } from '@people/domain/dates';
import type { WageType } from '@people/domain/wage';
import type { Queryable } from '../core/db';
import { activityRows } from './profileActivity';
import {
  at,
  between,
  profileCatalogue,
  type Catalogue,
  type Company,
  type Person,
  type Row,
  type WagePlan,
} from './profileCatalogue';
import { seededRandom, type Random } from './random';

/** Multi-row INSERTs in chunks that stay well under PostgreSQL's 65535 parameters. */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: Row[],
  returning = 'id',
  chunk = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const params: unknown[] = [];
    const values = rows
      .slice(start, start + chunk)
      .map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    const result = await tx.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} RETURNING ${returning} AS id`,
      params,
    );
    ids.push(...result.map((r) => r.id));
  }
  return ids;
}

const fakeHash = (value: string) => `sha256$${createHash('sha256').update(value).digest('hex')}`;

// Part 1 §4 wage states, spread so the demo has people with and without an open contract.
function wagePlan(person: Person, rnd: Random, today: string): WagePlan {
  const type: WageType =
    person.index % 11 === 4
      ? 'freelancer_paid_daily'
      : person.index % 9 === 2
        ? 'employee_paid_hourly'
        : person.index === 17
          ? 'intern_not_paid'
          : 'employee_paid_monthly';
  if (person.join_date > today) return { state: 'pending', type };
  if (person.deleted === 1 || person.index % 8 === 7) return { state: 'terminated', type };
  if (person.index % 10 === 9) return { state: 'none', type };
  if (person.index % 13 === 5) return { state: 'pending', type };
  if (person.index % 4 === 3 || rnd.chance(0.05)) return { state: 'fixed_term', type };
  return { state: 'open', type };
}

function rateOf(type: WageType, rnd: Random): string {
  if (type === 'intern_not_paid') return '0';
  if (type === 'employee_paid_hourly') return (rnd.int(140000, 260000) / 10000).toFixed(4);
  if (type === 'freelancer_paid_daily') return String(rnd.int(350, 750));
  return String(rnd.int(2400, 5600));
}

function wageRows(
  company: Company,
  people: Person[],
  rnd: Random,
  today: string,
): { rows: Row[]; plans: Map<number, WagePlan> } {
  const rows: Row[] = [];
  const plans = new Map<number, WagePlan>();
  for (const p of people) {
    const plan = wagePlan(p, rnd, today);
    plans.set(p.id, plan);
    if (plan.state === 'none') continue;
    const linked = p.link_integration_id !== null;
    const uid = linked ? `${company.integrationSource.toUpperCase()}-CTR-${100000 + p.id}` : null;
    const weekly = plan.type === 'freelancer_paid_daily' ? null : rnd.pick([2280, 2280, 2280, 1824, 1140]);
    const benefits = rnd.chance(0.3) ? [{ description: 'Internet', monthly_value: 20 }] : [];
    const base = (
      start: string,
      end: string | null,
      status: string,
      termination: string | null,
      reason: string | null,
    ) => [
      company.id,
      p.id,
      plan.type,
      company.country,
      start,
      end,
      JSON.stringify(benefits),
      JSON.stringify({ is_contractless_employment_continuation: false }),
      rateOf(plan.type, rnd),
      weekly,
      uid,
      status,
      termination,
      reason,
    ];
    // An earlier wage that ended, for people who joined long ago: the history the wage issue shows.
    const start = p.join_date <= today ? p.join_date : today;
    let current = start;
    if (p.join_date < '2020-01-01') {
      rows.push(base(p.join_date, '2019-12-31', 'active', null, null));
      current = '2020-01-01';
    }
    if (plan.state === 'open') rows.push(base(current, null, 'active', null, null));
    if (plan.state === 'fixed_term') rows.push(base(current, addDays(today, rnd.int(20, 200)), 'active', null, null));
    if (plan.state === 'terminated') {
      const end = between(rnd, addDays(current, 1), addDays(today, -5));
      rows.push(base(current, end, 'active', end, rnd.pick(['resignation', 'end_of_contract', 'dismissal'])));
    }
    if (plan.state === 'pending')
      rows.push(
        base(p.join_date > today ? p.join_date : addDays(today, 14), null, 'contract_create_pending', null, null),
      );
  }
  return { rows, plans };
}

export async function seedProfile(tx: Queryable, companyId: number, seed: number, today: string): Promise<void> {
  const rnd = seededRandom(seed);
  const [c] = await tx.query<{
    country_code: 'BE' | 'NL';
    features: string[];
    integration_id: number;
    source: string;
    title: string;
  }>(
    `SELECT c.country_code, c.features, i.id AS integration_id, i.source, i.title
       FROM companies c JOIN payroll_integrations i ON i.company_id = c.id WHERE c.id = $1 ORDER BY i.id LIMIT 1`,
    [companyId],
  );
  const users = await tx.query<{ id: number; admin: number }>(
    'SELECT id, admin FROM users WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
  const company: Company = {
    id: companyId,
    country: c.country_code,
    features: c.features,
    integrationId: c.integration_id,
    integrationSource: c.source,
    integrationTitle: c.title,
    adminUserId: users.find((u) => u.admin === 1)!.id,
    managerUserId: (users.find((u) => u.admin === 0) ?? users[0]).id,
  };
  const people = (
    await tx.query<Omit<Person, 'index'>>(
      `SELECT id, first_name || ' ' || last_name AS name, join_date, deleted, onboarding_finished, link_integration_id, team_id
         FROM employees WHERE company_id = $1 ORDER BY id`,
      [companyId],
    )
  ).map((p, index) => ({ ...p, index }));
  const catalogue = profileCatalogue(company.country);

  await seedLinks(tx, company, people);
  const { rows: wages, plans } = wageRows(company, people, rnd, today);
  await insertRows(
    tx,
    'wages',
    [
      'company_id',
      'employee_id',
      'type',
      'registration_country_code',
      'start_date',
      'end_date',
      'custom_benefits',
      'payroll_data_json',
      'rate',
      'weekly_time_engagement',
      'contract_uid',
      'status',
      'termination_date',
      'termination_reason',
    ],
    wages,
  );

  // Part 1 §5, §9: Flex, Extra and Student one-day contracts of the hourly workers, around today.
  const oneDay: Row[] = [];
  for (const p of people.filter(
    (p) => plans.get(p.id)?.type === 'employee_paid_hourly' && p.deleted === 0 && p.join_date <= today,
  )) {
    [-10, -3, 3, 10].forEach((offset, k) =>
      oneDay.push([
        companyId,
        p.id,
        addDays(today, offset),
        (['Flex', 'Extra', 'Student'] as const)[(p.index + k) % 3],
      ]),
    );
  }
  await insertRows(tx, 'one_day_contracts', ['company_id', 'employee_id', 'date', 'contract_type'], oneDay);

  // Part 1 §4: onboarded people have a pincode, one of them blocked; the others can be invited.
  const pincodes = people
    .filter((p) => p.onboarding_finished === 1 && p.index % 7 !== 6)
    .map((p) => [p.id, companyId, fakeHash(`pin-${companyId}-${p.id}`), p.index === 2 ? 1 : 0, p.index === 2 ? 3 : 0]);
  await insertRows(
    tx,
    'selfservice_pincodes',
    ['employee_id', 'company_id', 'pincode_hash', 'blocked', 'failed_attempts'],
    pincodes,
    'employee_id',
  );

  // Part 1 §3 seniority date: reported by the integration for linked people, set by hand for a few others.
  const seniority: Row[] = [];
  for (const p of people) {
    if (p.link_integration_id !== null) {
      seniority.push([
        p.id,
        companyId,
        addDays(p.join_date, -rnd.int(0, 900)),
        company.integrationId,
        `${company.integrationSource}-${100000 + p.id}`,
      ]);
    } else if (p.index % 11 === 1) {
      seniority.push([p.id, companyId, addDays(p.join_date, -rnd.int(30, 365)), null, null]);
    }
  }
  await insertRows(
    tx,
    'seniority_dates',
    ['employee_id', 'company_id', 'seniority_date', 'integration_id', 'source_app_internal_id'],
    seniority,
    'employee_id',
  );

  await seedParallelContracts(tx, company, people);
  if (company.country === 'BE') {
    // Part 1 §2 warning: a Dimona declaration waits for its answer (Dimona is Belgian).
    await tx.query('UPDATE employees SET pending_dimona = 1 WHERE company_id = $1 AND id = ANY($2::int[])', [
      companyId,
      [people[5].id, people[20].id],
    ]);
  }
  await seedBelongings(tx, company, people, plans, catalogue, rnd, today);
}

/** Source-app ids for linked people, and one person a support user unlinked (so relink has a case). */
async function seedLinks(tx: Queryable, company: Company, people: Person[]) {
  await tx.query(
    `UPDATE employees SET link_source_app_internal_id = $3 || '-' || (100000 + id)::text
      WHERE company_id = $1 AND link_integration_id = $2`,
    [company.id, company.integrationId, company.integrationSource],
  );
  const unlinked = people[4];
  await tx.query(
    `UPDATE employees SET unlinked_integration_id = $3, link_source_app_internal_id = $4 || '-' || (100000 + id)::text,
       link_source_app_employee_number = 'EMP' || (1000 + $5::int)::text
     WHERE company_id = $1 AND id = $2`,
    [company.id, unlinked.id, company.integrationId, company.integrationSource, unlinked.index],
  );
}

/** Part 1 §1: people 10, 11 and 12 are one person with three parallel contracts (with enable_parallel_contracts). */
async function seedParallelContracts(tx: Queryable, company: Company, people: Person[]) {
  if (!company.features.includes('enable_parallel_contracts')) return;
  const [first, ...others] = people.slice(10, 13);
  await tx.query(
    `UPDATE employees p SET first_name = s.first_name, last_name = s.last_name, dob = s.dob, gender = s.gender,
       rijks_register_nummer = s.rijks_register_nummer, social_security_nr = s.social_security_nr, parallel_group_id = s.id
     FROM employees s WHERE s.id = $2 AND p.company_id = $1 AND p.id = ANY($3::int[])`,
    [company.id, first.id, [first.id, ...others.map((p) => p.id)]],
  );
  for (const p of [first, ...others]) p.name = first.name;
}

async function seedBelongings(
  tx: Queryable,
  company: Company,
  people: Person[],
  plans: Map<number, WagePlan>,
  catalogue: Catalogue,
  rnd: Random,
  today: string,
) {
  const active = people.filter((p) => p.join_date <= today);
  const files: Row[] = [];
  const contracts: Row[] = [];
  for (const p of active) {
    for (let k = 0; k < p.index % 4; k += 1) {
      const doc = catalogue.documents[(p.index + k) % catalogue.documents.length];
      files.push([
        company.id,
        p.id,
        `${doc.name} - ${p.name}.pdf`,
        rnd.int(18000, 2400000),
        doc.type,
        company.adminUserId,
        at(between(rnd, p.join_date, today), 9 + k),
      ]);
    }
    const plan = plans.get(p.id);
    if (plan && plan.state !== 'none') {
      const created = at(addDays(p.join_date, -rnd.int(5, 20)), 10);
      const status = plan.state === 'pending' ? rnd.pick(['draft', 'sent']) : 'signed';
      contracts.push([
        company.id,
        p.id,
        catalogue.contractName(plan.type),
        status,
        created,
        status === 'signed' ? at(addDays(p.join_date, -rnd.int(0, 4)), 14) : null,
      ]);
      if (p.index % 6 === 0)
        contracts.push([
          company.id,
          p.id,
          catalogue.amendmentName,
          p.index % 12 === 0 ? 'sent' : 'signed',
          at(addDays(today, -30), 11),
          p.index % 12 === 0 ? null : at(addDays(today, -28), 15),
        ]);
    }
  }
  await insertRows(
    tx,
    'files',
    ['company_id', 'employee_id', 'filename', 'filesize_bytes', 'document_type', 'uploaded_by_user_id', 'uploaded_at'],
    files,
  );
  await insertRows(
    tx,
    'contracts',
    ['company_id', 'employee_id', 'contract_name', 'status', 'date_created', 'date_signed'],
    contracts,
  );

  const trainingIds = await insertRows(
    tx,
    'trainings',
    ['company_id', 'name', 'start_date'],
    catalogue.trainings.map((name, k) => [company.id, name, addDays(today, -400 + k * 70)]),
  );
  const participations: Row[] = [];
  for (const p of active.filter((p) => p.deleted === 0)) {
    trainingIds.forEach((trainingId, k) => {
      // Person 1 follows every training, so the box has more than the 3 it shows (part 1 §9).
      if (p.index !== 1 && (p.index + k) % 3 !== 0) return;
      const status = rnd.pick(['followed', 'followed', 'followed', 'reserved', 'not_pursued', 'not_fitting'] as const);
      const result =
        status === 'followed'
          ? rnd.pick(['passed', 'passed', 'not_passed', 'interrupted', 'no_result'] as const)
          : status === 'reserved'
            ? 'to_be_completed'
            : null;
      participations.push([company.id, trainingId, p.id, status, result]);
    });
  }
  await insertRows(
    tx,
    'training_participations',
    ['company_id', 'training_id', 'employee_id', 'status', 'result'],
    participations,
  );

  const assets: Row[] = [];
  for (const p of active.filter((p) => p.deleted === 0)) {
    const count = p.index === 1 ? catalogue.assets.length : p.index % 4;
    for (let k = 0; k < count; k += 1) {
      const asset = catalogue.assets[(p.index + k) % catalogue.assets.length];
      assets.push([company.id, p.id, asset.name, asset.price, null]);
    }
  }
  catalogue.assets.slice(0, 3).forEach((asset) => assets.push([company.id, null, asset.name, asset.price, null])); // in stock
  await insertRows(tx, 'assets', ['company_id', 'employee_id', 'asset_name', 'price', 'image_url'], assets);

  const vehicles: Row[] = [];
  for (const p of active.filter((p) => p.deleted === 0)) {
    if (p.index % 5 === 0)
      vehicles.push([company.id, p.id, 'car', ...rnd.pick(catalogue.cars), catalogue.plate(p.index), 0]);
    if (p.index % 7 === 3) vehicles.push([company.id, p.id, 'bicycle', ...rnd.pick(catalogue.bicycles), null, 0]);
    if (p.index === 13) vehicles.push([company.id, p.id, 'motorbike', 'Yamaha', 'Tracer 7', catalogue.plate(999), 0]);
    if (p.index === 15) vehicles.push([company.id, p.id, 'car', 'Opel', 'Corsa', catalogue.plate(998), 1]); // returned
  }
  await insertRows(
    tx,
    'vehicles',
    ['company_id', 'employee_id', 'type', 'brand', 'model', 'plate', 'deleted'],
    vehicles,
  );

  const managers = await tx.query<{ employee_id: number; name: string }>(
    `SELECT r.employee_id, m.first_name || ' ' || m.last_name AS name FROM reports_to r JOIN employees m ON m.id = r.manager_id
      WHERE m.company_id = $1 AND r.is_extra = 0 ORDER BY r.start_date`,
    [company.id],
  );
  const roleRows = await tx.query<{ employee_id: number; title: string; start_date: string }>(
    'SELECT r.employee_id, r.title, r.start_date FROM role_history r JOIN employees e ON e.id = r.employee_id WHERE e.company_id = $1 ORDER BY r.start_date, r.id',
    [company.id],
  );
  const roles = new Map<number, { title: string; start_date: string }[]>();
  for (const r of roleRows) roles.set(r.employee_id, [...(roles.get(r.employee_id) ?? []), r]);
  const items = activityRows({
    company,
    people,
    plans,
    catalogue,
    rnd,
    today,
    vehicles,
    participations,
    assets,
    trainingNames: new Map(trainingIds.map((id, k) => [id, catalogue.trainings[k]])),
    managers: new Map(managers.map((m) => [m.employee_id, m.name])),
    roles,
  });
  await insertRows(
    tx,
    'activity_items',
    ['company_id', 'employee_id', 'event_type', 'event_info_json', 'related_user_id', 'created_at'],
    items,
  );
}
