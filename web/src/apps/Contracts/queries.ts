// The contract routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

/** Part 2 §2 /people/{id}/contracts/{contractId}. */
export const contractRouteQuery = graphql`
  query ContractRouteQuery($employeeId: Int!, $contractId: Int!) {
    viewer {
      name
    }
    employee(internalId: $employeeId) {
      id
      internalId
      name
      contractHistoryExportUrl
    }
    node: nodeByInternalId(type: CONTRACT, internalId: $contractId) {
      ... on Contract {
        id
        internalId
        employee {
          id
          internalId
        }
        ...ContractDetail_contract @alias(as: "detail")
      }
    }
  }
`;

/** Add a contract to a person: the company's templates and the public library. */
export const addContractRouteQuery = graphql`
  query AddContractRouteQuery($employeeId: Int!) {
    employee(internalId: $employeeId) {
      id
      internalId
      name
      permissions {
        actions
      }
      ...PropertyPolicyForm_employee
    }
    contractTemplates @catch(to: RESULT) {
      id
      internalId
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
      internalId
      name
      type
      internalSignatureRequired
    }
    ...ReassignContracts_query
  }
`;

/** A template's settings page: its content, signer requirements, the shortcodes and people to preview with. */
export const contractTemplateRouteQuery = graphql`
  query ContractTemplateRouteQuery($templateId: Int!) {
    viewer {
      mayManageContractTemplates
    }
    node: nodeByInternalId(type: CONTRACT_TEMPLATE, internalId: $templateId) {
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
          internalId
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
      internalId
      contractName
      dateSent
      employee {
        id
        internalId
        name
      }
    }
  }
`;
