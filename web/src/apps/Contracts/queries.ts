// The contract routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

/** Part 2 §2 /people/{id}/contracts/{contractId}. */
export const contractRouteQuery = graphql`
  query ContractRouteQuery($employeeId: ID!, $contractId: ID!) {
    viewer {
      name
    }
    employee(id: $employeeId) {
      id
      name
      contractHistoryExportUrl
    }
    node(id: $contractId) {
      ... on Contract {
        id
        employee {
          id
        }
        ...ContractDetail_contract @alias(as: "detail")
      }
    }
  }
`;

/** Add a contract to a person: the company's templates and the public library. */
export const addContractRouteQuery = graphql`
  query AddContractRouteQuery($employeeId: ID!) {
    employee(id: $employeeId) {
      id
      name
      permissions {
        actions
      }
      ...PropertyPolicyForm_employee
    }
    contractTemplates @catch(to: RESULT) {
      id
      name
      type
    }
    ...PublicLibrarySearch_query
  }
`;

/** The contract templates settings page. */
export const contractTemplatesRouteQuery = graphql`
  query ContractTemplatesRouteQuery {
    viewer {
      mayManageContractTemplates
    }
    contractTemplates @catch(to: RESULT) {
      id
      name
      type
      internalSignatureRequired
    }
    ...ReassignContracts_query
  }
`;

/** A template's settings page: its content, signer requirements, the shortcodes and people to preview with. */
export const contractTemplateRouteQuery = graphql`
  query ContractTemplateRouteQuery($templateId: ID!) {
    viewer {
      mayManageContractTemplates
    }
    node(id: $templateId) {
      id
      ... on ContractTemplate {
        name
        ...TemplateEditor_template @alias(as: "editor")
      }
    }
    contractShortcodes
    contractSignerCandidates {
      userInternalId
      name
    }
    employees(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** The contracts waiting for the viewer's internal signature (part 2 §7 contract/pendingInternal). */
export const pendingSignaturesRouteQuery = graphql`
  query PendingSignaturesRouteQuery {
    pendingInternalContracts @catch(to: RESULT) {
      id
      contractName
      dateSent
      employee {
        id
        name
      }
    }
  }
`;
