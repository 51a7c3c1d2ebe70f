// Asset and car policies (part 2 §7 Contracts: POST /api/assets/addAssetPolicy with selected_assets,
// employee_id, template id; POST /api/cars/addCarPolicy with car_id, template id). A policy is a draft contract of the
// person from one of the company's templates; what it covers fills {assets} or {car} (domain assetPolicyValues,
// carPolicyValues). "template id" is `template_id`, as in the template calls. Needs contract management over the person
// (part 1 §6: light access refused); the items must be the person's; another company's ids answer 404.
import { assetPolicyValues, carPolicyValues } from '@people/domain/contracts';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import type { Api } from '../core/routing';
import { requireManageContracts } from './access';
import { contractErrors, obj, int } from './schemas';
import { companyCar, insertContract, personAssets, template } from './sql';
import { id } from '../core/schemas';

const policyAnswer = obj({ id: int, contract_id: int, employee_id: int });

export async function contractPolicyRoutes(app: Api, { db }: { db: Db }) {
  /** The person's draft policy contract from the template, the covered items as custom values. */
  async function addPolicy(
    user: UserRow,
    employeeId: number,
    templateId: number,
    values: () => Promise<Record<string, string>>,
  ) {
    await requireManageContracts(db, user, employeeId);
    const t = await template(db, user, templateId);
    const customValues = await values();
    const contractId = await db.transaction((tx) =>
      insertContract(tx, user, {
        employeeId,
        name: t.name,
        contentHtml: t.content_html,
        fileType: 'html',
        contractTemplateId: t.template_id,
        employeeSignatureRequired: 0,
        customValues,
        signers: {
          internal: t.internal_signature_required,
          first: t.internal_signer_user_id,
          second: t.second_internal_signer_user_id,
        },
      }),
    );
    return { id: contractId, contract_id: contractId, employee_id: employeeId };
  }

  app.post(
    '/api/assets/addAssetPolicy',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Add an asset policy to a person: a contract from a template naming the selected assets of that person in {assets} (part 2 §7)',
        body: obj({
          selected_assets: { type: 'array', items: id, minItems: 1, maxItems: 100, uniqueItems: true },
          employee_id: id,
          template_id: id,
        }),
        response: { 200: policyAnswer, ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      return addPolicy(request.user, body.employee_id, body.template_id, async () => {
        const assets = await personAssets(db, request.user.company_id, body.employee_id, body.selected_assets);
        if (assets.length !== body.selected_assets.length) {
          throw new HttpError(404, 'NOT_FOUND', 'An asset of this person does not exist.', {
            details: { field: 'selected_assets' },
          });
        }
        return assetPolicyValues(assets);
      });
    },
  );

  app.post(
    '/api/cars/addCarPolicy',
    {
      config: { audit: changeOf({ answer: (answer: unknown) => (answer as { employee_id?: number }).employee_id }) },
      schema: {
        tags: ['contracts'],
        summary: "Add a car policy to the car's person: a contract from a template naming the car in {car} (part 2 §7)",
        body: obj({ car_id: id, template_id: id }),
        response: { 200: policyAnswer, ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const car = await companyCar(db, request.user.company_id, body.car_id);
      if (!car) throw notFound('This car does not exist.');
      if (car.employee_id === null)
        throw new HttpError(409, 'CAR_NOT_ASSIGNED', 'This car has no person; assign it first.');
      return addPolicy(request.user, car.employee_id, body.template_id, async () => carPolicyValues(car));
    },
  );
}
