// The contract page's test wrapper and a Contract as the gateway answers it: ContractDetail over the mock
// environment, and a draft HTML contract that each test changes where it tests.
import { graphql } from 'react-relay';
import type { contractMocksQuery } from '../../../__generated__/contractMocksQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ContractDetail } from '../components/ContractDetail';

export const CONTRACT_ID = 'Q29udHJhY3Q6MQ==';

export const { renderWithRelay: renderContractDetail } = setupTestWrapper<contractMocksQuery>({
  Component: ({ node }) =>
    node?.detail ? (
      <ContractDetail contract={node.detail} viewerName="Anna Admin" onHardDeleted={() => undefined} />
    ) : null,
  query: graphql`
    query contractMocksQuery @relay_test_operation {
      node(id: "Q29udHJhY3Q6MQ==") {
        ... on Contract {
          ...ContractDetail_contract @alias(as: "detail")
        }
      }
    }
  `,
});

export const signerMock = (role: string, extra: Record<string, unknown> = {}) => ({
  role,
  name: null,
  signed: false,
  signedAt: null,
  viewerMaySign: false,
  ...extra,
});

export const contractMock = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Contract',
  id: CONTRACT_ID,
  contractName: 'Employment contract',
  status: 'DRAFT',
  dateCreated: '2026-05-02T10:00:00Z',
  dateSent: null,
  dateSigned: null,
  renderedHtml: '<p>Between Demo and An Peeters</p>',
  contentHtml: '<p>Between {company_name} and {full_name}</p>',
  fileType: 'HTML',
  hasPdf: false,
  deleted: false,
  pdfUrl: '/api/contract/1/pdf',
  viewerCanManage: true,
  signers: [signerMock('FIRST'), signerMock('SECOND')],
  activity: [],
  signingMethod: [],
  employeeSignatureRequired: false,
  providerState: null,
  providerAttempts: 0,
  viewerSigningActions: [],
  shortcodes: [],
  ...extra,
});
