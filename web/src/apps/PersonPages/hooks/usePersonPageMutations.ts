// The mutations of the managers, custom fields and reminders pages. Each payload's person carries the
// fragments of the page and of the profile parts it changes, so the store (and the version the next edit sends) is fresh.
import { graphql } from 'react-relay';
import type { usePersonPageMutationsAddReminderMutation } from '../../../__generated__/usePersonPageMutationsAddReminderMutation.graphql';
import type { usePersonPageMutationsCustomFieldsMutation } from '../../../__generated__/usePersonPageMutationsCustomFieldsMutation.graphql';
import type { usePersonPageMutationsDeleteLineMutation } from '../../../__generated__/usePersonPageMutationsDeleteLineMutation.graphql';
import type { usePersonPageMutationsDeleteReminderMutation } from '../../../__generated__/usePersonPageMutationsDeleteReminderMutation.graphql';
import type { usePersonPageMutationsManagersMutation } from '../../../__generated__/usePersonPageMutationsManagersMutation.graphql';
import type { usePersonPageMutationsReminderDoneMutation } from '../../../__generated__/usePersonPageMutationsReminderDoneMutation.graphql';
import { useInputMutation } from '../../../relay/useMutationPayload';

export function useUpdateManagers() {
  return useInputMutation<usePersonPageMutationsManagersMutation, 'updateManagers'>(managersMutation, 'updateManagers');
}

export function useDeleteManagerLine() {
  return useInputMutation<usePersonPageMutationsDeleteLineMutation, 'deleteManagerLine'>(
    deleteLineMutation,
    'deleteManagerLine',
  );
}

export function useUpdateCustomFields() {
  return useInputMutation<usePersonPageMutationsCustomFieldsMutation, 'updateCustomFields'>(
    customFieldsMutation,
    'updateCustomFields',
  );
}

export function useAddReminder() {
  return useInputMutation<usePersonPageMutationsAddReminderMutation, 'addReminder'>(addReminderMutation, 'addReminder');
}

export function useSetReminderDone() {
  return useInputMutation<usePersonPageMutationsReminderDoneMutation, 'setReminderDone'>(
    reminderDoneMutation,
    'setReminderDone',
  );
}

export function useDeleteReminder() {
  return useInputMutation<usePersonPageMutationsDeleteReminderMutation, 'deleteReminder'>(
    deleteReminderMutation,
    'deleteReminder',
  );
}

const managersMutation = graphql`
  mutation usePersonPageMutationsManagersMutation($input: UpdateManagersInput!) {
    updateManagers(input: $input) {
      employee {
        id
        internalId
        ...ManagerLines_employee
        ...ManagersForm_employee
        ...ReportsToForm_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteLineMutation = graphql`
  mutation usePersonPageMutationsDeleteLineMutation($input: DeleteManagerLineInput!) {
    deleteManagerLine(input: $input) {
      employee {
        id
        internalId
        ...ManagerLines_employee
        ...ManagersForm_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const customFieldsMutation = graphql`
  mutation usePersonPageMutationsCustomFieldsMutation($input: UpdateCustomFieldsInput!) {
    updateCustomFields(input: $input) {
      employee {
        id
        internalId
        ...CustomFieldsForm_employee
        ...CustomFieldsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const addReminderMutation = graphql`
  mutation usePersonPageMutationsAddReminderMutation($input: AddReminderInput!) {
    addReminder(input: $input) {
      employee {
        id
        internalId
        ...RemindersList_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const reminderDoneMutation = graphql`
  mutation usePersonPageMutationsReminderDoneMutation($input: SetReminderDoneInput!) {
    setReminderDone(input: $input) {
      employee {
        id
        internalId
        ...RemindersList_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteReminderMutation = graphql`
  mutation usePersonPageMutationsDeleteReminderMutation($input: DeleteReminderInput!) {
    deleteReminder(input: $input) {
      employee {
        id
        internalId
        ...RemindersList_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
