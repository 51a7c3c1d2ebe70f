// Invite a person to self-service (part 1 §2 /people/{id}/invite, §4 "a person who has not finished onboarding can be
// invited"). The spec shows no path or fields: we chose POST /api/selfservice/invite with employee_id, email and
// optional_message (the name the days-off request gives its free text, part 1 §3). The invitation is stored in
// selfservice_invites; the latest one's date is part of the pincode status answer (selfservicePincodes.ts).
import { defaultInviteEmail } from '@people/domain/profile';
import { requiredField, validateEmail, validateInviteMessage, type ValidationError } from '@people/domain/validation';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { id, int, nullableInt, nullableStr, obj, personErrors, str } from '../core/schemas';
import { insertInvite, inviteeOf } from './selfserviceSql';

const inviteSchema = obj({
  id: int,
  employee_id: int,
  email: str,
  optional_message: nullableStr,
  invited_by: nullableInt,
  created_at: str,
});

const badInput = (error: ValidationError) =>
  new HttpError(400, error.code, error.message, { i18nCode: error.code, details: { field: error.field } });

export async function selfserviceInviteRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/selfservice/invite',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['selfservice'],
        summary:
          'Invite a person who has not finished onboarding to self-service (part 1 §4). The invitation goes to the email on ' +
          'file: the work email, else the personal email (FIELD_IS_REQUIRED without any; INVALID_EMAIL); a body with an email is ' +
          'refused (400 INVALID_INPUT, field email) so no client believes a typed address was used; optional_message at most 400 characters ' +
          '(MESSAGE_TOO_LONG); ONBOARDING_FINISHED once onboarding is finished. Writes selfservice_invited',
        body: obj(
          {
            employee_id: id,
            // The limit of 400 is counted in characters by domain/validation; this only bounds the request.
            optional_message: { type: ['string', 'null'], maxLength: 10000 },
          },
          ['employee_id'],
        ),
        response: { 200: inviteSchema, ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const employeeId = body.employee_id;
      const user = request.user;
      requireAction(await personContext(db, user, employeeId), 'inviteSelfService');
      const person = await inviteeOf(db, user.company_id, employeeId);
      if (!person) throw notFound('This person does not exist.');
      if (person.onboarding_finished === 1) {
        throw new HttpError(
          409,
          'ONBOARDING_FINISHED',
          'This person has finished onboarding: self-service is active already.',
        );
      }
      const email = defaultInviteEmail({ email: person.email, personalEmail: person.personal_email });
      if (email === null) throw badInput(requiredField(email, 'email') as ValidationError);
      const invalid = validateEmail(email);
      if (invalid) throw badInput(invalid);
      const message = body.optional_message?.trim() ? body.optional_message : null;
      const tooLong = message === null ? null : validateInviteMessage(message);
      if (tooLong) throw badInput(tooLong);

      return db.transaction(async (tx) => {
        const invite = await insertInvite(tx, user.company_id, employeeId, email, message, user.id);
        await writeActivity(tx, user, { employeeId, eventType: 'selfservice_invited', info: { new_type: email } });
        return invite;
      });
    },
  );
}
