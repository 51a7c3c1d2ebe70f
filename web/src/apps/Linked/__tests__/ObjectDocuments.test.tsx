import { screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ObjectDocumentsTestQuery } from '../../../__generated__/ObjectDocumentsTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ObjectDocuments } from '../components/ObjectDocuments';

const { renderWithRelay } = setupTestWrapper<ObjectDocumentsTestQuery>({
  Component: ({ node }) => (node?.vehicle ? <ObjectDocuments vehicle={node.vehicle} /> : null),
  query: graphql`
    query ObjectDocumentsTestQuery @relay_test_operation {
      node(id: "VmVoaWNsZTo1") {
        ... on Vehicle @alias(as: "vehicle") {
          ...ObjectDocuments_vehicle
        }
      }
    }
  `,
});

const car = (actions: string[]) => ({
  Node: () => ({ __typename: 'Vehicle', id: 'VmVoaWNsZTo1', internalId: 5 }),
  ProfilePermissions: () => ({ sections: ['fleet'], actions }),
  Document: () => ({
    id: 'RG9jdW1lbnQ6OQ==',
    url: '/car/5/documents/9',
    filename: 'registration.pdf',
    filesizeBytes: 2048,
    documentType: null,
    dateUploaded: '2026-03-02T10:00:00Z',
    realName: null,
    downloadUrl: null,
  }),
});

describe('ObjectDocuments (part 1 §2 /car/{id}/documents; domain DOCUMENT_RULES car → addVehicle)', () => {
  it("lists the car's documents, each a link to its page under the car", () => {
    renderWithRelay(car(['addVehicle']));
    expect(screen.getByRole('link', { name: 'registration.pdf' }).getAttribute('href')).toEqual('/car/5/documents/9');
  });

  it('offers the upload, back to this list, to whoever may add the driver’s vehicles', () => {
    renderWithRelay(car(['addVehicle']));
    expect(screen.getByRole('link', { name: 'Upload a document' }).getAttribute('href')).toEqual(
      '/upload/car/5?back=%2Fcar%2F5%2Fdocuments',
    );
  });

  it('Without addVehicle (light access, read-only) there is no upload; uploadDocument alone is not enough', () => {
    renderWithRelay(car(['uploadDocument']));
    expect(screen.queryByRole('link', { name: 'Upload a document' })).toBeNull();
  });
});
