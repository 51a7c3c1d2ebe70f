import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { AssetsSectionTestQuery } from '../../../__generated__/AssetsSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { AssetsSection } from '../components/AssetsSection';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<AssetsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <AssetsSection employee={employee} /> : null),
  query: graphql`
    query AssetsSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...AssetsSection_employee
      }
    }
  `,
});

const assets = [
  { id: 'QXNzZXQ6MQ==', assetName: 'Laptop', price: 1499, imageUrl: null },
  { id: 'QXNzZXQ6Mg==', assetName: 'Phone', price: 799.5, imageUrl: '/img/phone.png' },
  { id: 'QXNzZXQ6Mw==', assetName: 'Badge', price: null, imageUrl: null },
  { id: 'QXNzZXQ6NA==', assetName: 'Headset', price: 120, imageUrl: null },
];

function names(): string[] {
  return within(screen.getByRole('list', { name: 'Assets' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

describe('AssetsSection', () => {
  it('shows 3 assets with their price in euro, and the rest after show more', () => {
    renderWithRelay(personResolvers({ assets }));
    expect(names()).toEqual(['Laptop€1,499.00', 'Phone€799.50', 'Badge']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(names()).toEqual(['Laptop€1,499.00', 'Phone€799.50', 'Badge', 'Headset€120.00']);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(names()).toHaveLength(3);
  });

  it('has no show more with 3 assets, and is left out with assets disabled', () => {
    const first = renderWithRelay(personResolvers({ assets: assets.slice(0, 3) }));
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ assets, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
