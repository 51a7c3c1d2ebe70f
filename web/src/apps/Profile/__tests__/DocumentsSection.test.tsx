import { act, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import type { DocumentsSectionTestQuery } from '../../../__generated__/DocumentsSectionTestQuery.graphql';
import { renderWithProviders, setupTestWrapper } from '../../../test/relayTestUtils';
import { useLazyLoadQuery } from 'react-relay';
import { DocumentsSection } from '../components/DocumentsSection';
import { permissions, personResolvers } from '../test/profileMocks';

const query = graphql`
  query DocumentsSectionTestQuery @relay_test_operation {
    employee(id: "RW1wbG95ZWU6MQ==") {
      ...DocumentsSection_employee
    }
  }
`;

const { renderWithRelay } = setupTestWrapper<DocumentsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <DocumentsSection employee={employee} /> : null),
  query,
});

const documents = [
  {
    id: 'RG9jdW1lbnQ6MQ==',
    filename: 'contract.pdf',
    filesizeBytes: 204800,
    documentType: 'contract',
    dateUploaded: '2024-03-05T10:00:00Z',
    realName: 'Bart Claes',
    url: '/files/1',
  },
  {
    id: 'RG9jdW1lbnQ6Mg==',
    filename: 'id.png',
    filesizeBytes: 900,
    documentType: null,
    dateUploaded: '2024-04-01',
    realName: null,
    url: '/files/2',
  },
];

function rows() {
  return within(screen.getByRole('list', { name: 'Documents' }))
    .getAllByRole('listitem')
    .map((row) => [within(row).getByRole('link').getAttribute('href'), row.textContent]);
}

describe('DocumentsSection', () => {
  it('lists the files with type, size, upload date and uploader, each opening its page in the app', () => {
    renderWithRelay(personResolvers({ documents }));
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(rows()).toEqual([
      ['/files/1', 'contract.pdfContract · 200 kB · 05/03/2024 · Bart Claes'],
      ['/files/2', 'id.png900 byte · 01/04/2024'],
    ]);
    expect(screen.getByRole('link', { name: 'contract.pdf' }).getAttribute('target')).toBeNull();
  });

  it('links to all documents, and to the upload for a viewer who may upload (domain uploadDocument)', () => {
    const shown = renderWithRelay(
      personResolvers({ documents, permissions: permissions(['uploadDocument'], ['documents']) }),
    );
    const region = screen.getByRole('region', { name: 'Documents' });
    expect(within(region).getByRole('link', { name: 'All documents' }).getAttribute('href')).toEqual(
      '/employee/1/documents',
    );
    expect(within(region).getByRole('link', { name: 'Upload a document' }).getAttribute('href')).toEqual(
      '/upload/employee/1?back=%2Fpeople%2F1',
    );
    shown.unmount();
    renderWithRelay(personResolvers({ documents, permissions: permissions([], ['documents']) }));
    expect(screen.queryByRole('link', { name: 'Upload a document' })).toBeNull();
  });

  it('is left out when the viewer may not see documents, or when there are none to send', () => {
    const hidden = renderWithRelay(personResolvers({ documents, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    hidden.unmount();
    renderWithRelay(personResolvers({ documents: null }));
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });

  it('says so when there are no documents', () => {
    renderWithRelay(personResolvers({ documents: [] }, {}), { language: 'nl' });
    expect(within(screen.getByRole('region', { name: 'Documenten' })).getByText('Nog geen documenten.')).toBeTruthy();
  });

  it('shows its own error when its data failed, and nothing else breaks', async () => {
    const environment = createMockEnvironment();
    function Probe() {
      const data = useLazyLoadQuery<DocumentsSectionTestQuery>(query, {});
      return data.employee ? <DocumentsSection employee={data.employee} /> : null;
    }
    renderWithProviders(<Probe />, { environment });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          employee: { id: 'RW1wbG95ZWU6MQ==', permissions: { sections: ['documents'], actions: [] }, documents: null },
        },
        errors: [{ message: 'The files service did not answer.', path: ['employee', 'documents'] }],
      });
    });
    const region = screen.getByRole('region', { name: 'Documents' });
    expect(within(region).getByText('This part of the profile could not be loaded.')).toBeTruthy();
  });
});
