// The demo activity feed: for every person the events their history implies, of the event types of part 1 §3
// (and ours of domain/activity), so the feed renders every sentence. Person 1 gets more than a page of 50.
import { addDays } from '@people/domain/dates';
import { ACTIVITY_PAGE_SIZE } from '@people/domain/profile';
import type { ActivityEventType } from '@people/domain/activity';
import { at, between, type Catalogue, type Company, type Person, type Row, type WagePlan } from './profileCatalogue';
import type { Random } from './random';

export interface ActivityInput {
  company: Company;
  people: Person[];
  plans: Map<number, WagePlan>;
  catalogue: Catalogue;
  rnd: Random;
  today: string;
  /** [company_id, employee_id, type, brand, model, plate, deleted] */
  vehicles: Row[];
  /** [company_id, training_id, employee_id, status, result] */
  participations: Row[];
  /** [company_id, employee_id, asset_name, price, image_url] */
  assets: Row[];
  trainingNames: Map<number, string>;
  managers: Map<number, string>;
  roles: Map<number, { title: string; start_date: string }[]>;
}

export function activityRows(input: ActivityInput): Row[] {
  const { company, people, plans, catalogue, rnd, today } = input;
  const rows: Row[] = [];
  for (const p of people.filter((person) => person.join_date <= today)) {
    let hour = 8;
    // Events of one day get distinct times, so the newest-first order is the order they happened in.
    const event = (
      type: ActivityEventType,
      date: string,
      info: Record<string, unknown>,
      userId: number | null = company.adminUserId,
    ) => {
      const day = date > today ? today : date;
      hour = hour >= 18 ? 8 : hour + 1;
      rows.push([company.id, p.id, type, JSON.stringify(info), userId, at(day, hour, rnd.int(0, 59))]);
    };
    const someDay = () => between(rnd, p.join_date, today);
    const imported = p.link_integration_id !== null;

    event('employee_added', p.join_date, { person_name: p.name }, imported ? null : company.adminUserId);
    const manager = input.managers.get(p.id);
    if (manager) event('reports_to_updated', addDays(p.join_date, 1), { person_name: manager });
    const roles = input.roles.get(p.id) ?? [];
    if (roles.length > 1)
      event('role_updated', roles[1].start_date, { old_type: roles[0].title, new_type: roles[1].title });
    if (p.index % 10 === 6 && roles[0]) event('history_role_updated', someDay(), { new_type: roles[0].title });

    const plan = plans.get(p.id);
    if (plan && plan.state !== 'none') {
      event('wage_updated', addDays(p.join_date, 2), { new_type: plan.type }, imported ? null : company.adminUserId);
      if (plan.state === 'fixed_term')
        event('wage_duration_updated', someDay(), { old_type: 'indefinite', new_type: 'fixed_term' });
      if (plan.state === 'terminated') {
        const type = plan.type.startsWith('freelancer')
          ? 'freelance_contract_terminated'
          : 'payroll_contract_terminated';
        event(type, someDay(), {
          termination_reason: rnd.pick(['resignation', 'end_of_contract', 'dismissal']),
          person_name: p.name,
        });
      }
    }
    if (p.index % 17 === 8) event('wage_request_declined', someDay(), { new_type: 'employee_paid_monthly' });

    for (const [, employeeId, type, brand, model, , deleted] of input.vehicles) {
      if (employeeId !== p.id) continue;
      const car = `${String(brand)} ${String(model)}`;
      event('car_added', someDay(), { new_type: car });
      if (type !== 'car') continue;
      event('car_assigned', someDay(), { new_type: car, person_name: p.name });
      if (deleted === 1) {
        event('car_unassigned', today, { old_type: car, person_name: p.name });
        event('car_deleted', today, { old_type: car });
      }
    }
    if (p.index === 25) {
      event('car_deleted', addDays(today, -40), { old_type: 'Renault Clio' });
      event('car_undeleted', addDays(today, -39), { new_type: 'Renault Clio' });
      event('car_owner_changed', addDays(today, -38), { old_type: people[0].name, new_type: p.name });
    }

    for (const [, employeeId, name] of input.assets) {
      if (employeeId !== p.id) continue;
      event('asset_added', someDay(), { new_type: name });
      if (rnd.chance(0.2)) event('asset_updated', someDay(), { new_type: name });
    }
    if (p.index % 19 === 3) event('asset_request_declined', someDay(), { new_type: catalogue.assets[0].name });

    for (const [, trainingId, employeeId, status, result] of input.participations) {
      if (employeeId !== p.id) continue;
      const training = input.trainingNames.get(trainingId as number);
      event('participant_added_to_training', someDay(), { new_type: training });
      if (status !== 'reserved')
        event('participant_status_changed', someDay(), { old_type: 'reserved', new_type: status });
      if (result && result !== 'to_be_completed')
        event('participant_result_changed', someDay(), { old_type: 'to_be_completed', new_type: result });
    }

    if (p.onboarding_finished === 1 && p.index % 3 === 1)
      event('selfservice_personal_details_updated', someDay(), { person_name: p.name }, null);
    if (company.country === 'BE' && p.index % 6 === 1) {
      event('budget_added', someDay(), { new_type: catalogue.budgets[0] });
      event('budget_updated', someDay(), { new_type: catalogue.budgets[0] });
      if (p.index % 12 === 1) event('budget_deleted', someDay(), { old_type: catalogue.budgets[1] });
    }
    if (p.index % 9 === 4) event('leave_accrual_correction_added', someDay(), { new_type: 'vakantiedagen' });
    if (company.country === 'NL' && p.index % 5 === 2) {
      const sick = between(rnd, p.join_date, addDays(today, -20));
      event('verzuim_added', sick, {});
      event('verzuim_updated', addDays(sick, 3), {});
      event('verzuim_ended', addDays(sick, 7), {});
    }
    if (p.index % 4 === 1) {
      event('perf_eval_started', someDay(), {});
      event('perf_eval_completed', someDay(), {});
    }
    // Person 1 has more notes than one page holds, so the feed's 'load more' has something to load.
    const notes = p.index === 1 ? ACTIVITY_PAGE_SIZE + 10 : rnd.int(0, 2);
    for (let k = 0; k < notes; k += 1) {
      event(
        'note_added',
        someDay(),
        { note: catalogue.notes[(p.index + k) % catalogue.notes.length] },
        k % 3 === 2 ? company.managerUserId : company.adminUserId,
      );
    }
    if (p.deleted === 1) event('employee_archived', today, { person_name: p.name });
  }
  return rows;
}
