// The edit mutations of Part 1 §2 edit routes . Each payload's person carries the fragments of the form and
// of the profile sections it changes, so the store (and the version the next edit sends) is fresh after a save.
import { graphql } from 'react-relay';
import type { usePersonEditMutationsAddEmployeeMutation } from '../../../__generated__/usePersonEditMutationsAddEmployeeMutation.graphql';
import type { usePersonEditMutationsAddRoleMutation } from '../../../__generated__/usePersonEditMutationsAddRoleMutation.graphql';
import type { usePersonEditMutationsAddressMutation } from '../../../__generated__/usePersonEditMutationsAddressMutation.graphql';
import type { usePersonEditMutationsContactMutation } from '../../../__generated__/usePersonEditMutationsContactMutation.graphql';
import type { usePersonEditMutationsEditRoleMutation } from '../../../__generated__/usePersonEditMutationsEditRoleMutation.graphql';
import type { usePersonEditMutationsPersonalMutation } from '../../../__generated__/usePersonEditMutationsPersonalMutation.graphql';
import type { usePersonEditMutationsReportsMutation } from '../../../__generated__/usePersonEditMutationsReportsMutation.graphql';
import type { usePersonEditMutationsTeamMutation } from '../../../__generated__/usePersonEditMutationsTeamMutation.graphql';
import { useInputMutation } from '../../../relay/useMutationPayload';

export function useUpdatePersonalDetails() {
  return useInputMutation<usePersonEditMutationsPersonalMutation, 'updatePersonalDetails'>(
    personalMutation,
    'updatePersonalDetails',
  );
}

export function useUpdateContactDetails() {
  return useInputMutation<usePersonEditMutationsContactMutation, 'updateContactDetails'>(
    contactMutation,
    'updateContactDetails',
  );
}

export function useUpdateAddress() {
  return useInputMutation<usePersonEditMutationsAddressMutation, 'updateAddress'>(addressMutation, 'updateAddress');
}

export function useSetTeam() {
  return useInputMutation<usePersonEditMutationsTeamMutation, 'setTeam'>(teamMutation, 'setTeam');
}

export function useUpdateReportsTo() {
  return useInputMutation<usePersonEditMutationsReportsMutation, 'updateReportsTo'>(reportsMutation, 'updateReportsTo');
}

export function useAddRole() {
  return useInputMutation<usePersonEditMutationsAddRoleMutation, 'addRole'>(addRoleMutation, 'addRole');
}

export function useEditRole() {
  return useInputMutation<usePersonEditMutationsEditRoleMutation, 'editRole'>(editRoleMutation, 'editRole');
}

export function useAddEmployee() {
  return useInputMutation<usePersonEditMutationsAddEmployeeMutation, 'addEmployee'>(addEmployeeMutation, 'addEmployee');
}

const personalMutation = graphql`
  mutation usePersonEditMutationsPersonalMutation($input: UpdatePersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
      employee {
        id
        internalId
        name
        ...PersonalDetailsForm_employee
        ...PersonalInformationSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const contactMutation = graphql`
  mutation usePersonEditMutationsContactMutation($input: UpdateContactDetailsInput!) {
    updateContactDetails(input: $input) {
      employee {
        id
        internalId
        ...ContactForm_employee
        ...ContactSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const addressMutation = graphql`
  mutation usePersonEditMutationsAddressMutation($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      employee {
        id
        internalId
        ...AddressForm_employee
        ...ContactSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const teamMutation = graphql`
  mutation usePersonEditMutationsTeamMutation($input: SetTeamInput!) {
    setTeam(input: $input) {
      employee {
        id
        internalId
        version
        team {
          id
          internalId
          name
        }
        ...TeamForm_employee
        ...ProfileHeader_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const reportsMutation = graphql`
  mutation usePersonEditMutationsReportsMutation($input: UpdateReportsToInput!) {
    updateReportsTo(input: $input) {
      employee {
        id
        internalId
        version
        ...ReportsToForm_employee
        ...ReportingToSection_employee
        ...ProfileHeader_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const addRoleMutation = graphql`
  mutation usePersonEditMutationsAddRoleMutation($input: AddRoleInput!) {
    addRole(input: $input) {
      employee {
        id
        internalId
        ...RoleHistory_employee
        ...NewRoleForm_employee
        ...RoleEditForm_employee
        ...ProfileHeader_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const editRoleMutation = graphql`
  mutation usePersonEditMutationsEditRoleMutation($input: EditRoleInput!) {
    editRole(input: $input) {
      employee {
        id
        internalId
        ...RoleHistory_employee
        ...NewRoleForm_employee
        ...RoleEditForm_employee
        ...ProfileHeader_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const addEmployeeMutation = graphql`
  mutation usePersonEditMutationsAddEmployeeMutation($input: AddEmployeeInput!) {
    addEmployee(input: $input) {
      employee {
        id
        internalId
        name
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
