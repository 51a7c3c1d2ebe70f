import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { PropertyPolicyFormTestQuery } from '../../../__generated__/PropertyPolicyFormTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { PropertyPolicyForm } from '../components/PropertyPolicyForm';

const onAssets = jest.fn();
const onCar = jest.fn();
const TEMPLATES = [{ id: 'T1', name: 'Company property policy' }];

const { renderWithRelay } = setupTestWrapper<PropertyPolicyFormTestQuery>({
  Component: ({ employee }) =>
    employee ? (
      <PropertyPolicyForm employee={employee} templates={TEMPLATES} busy={false} onAssets={onAssets} onCar={onCar} />
    ) : null,
  query: graphql`
    query PropertyPolicyFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6Mw==") {
        ...PropertyPolicyForm_employee
      }
    }
  `,
});

const pickTemplate = () => {
  fireEvent.mouseDown(screen.getByLabelText('Policy template'));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Company property policy' }));
};

describe('PropertyPolicyForm (part 2 §7 addAssetPolicy, addCarPolicy)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('adds an asset policy for the ticked assets and a car policy for the chosen car (bicycles are no cars)', () => {
    renderWithRelay({
      Employee: () => ({
        assets: [
          { id: 'A1', assetName: 'Laptop' },
          { id: 'A2', assetName: 'Phone' },
        ],
        vehicles: [
          { id: 'V1', type: 'CAR', brand: 'Skoda', model: 'Octavia', plate: '1-ABC-123' },
          { id: 'V2', type: 'BICYCLE', brand: 'Cube', model: 'Touring', plate: null },
        ],
      }),
    });
    const addAssets = screen.getByRole('button', { name: 'Add asset policy' }) as HTMLButtonElement;
    expect(addAssets.disabled).toBe(true);
    pickTemplate();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Assets the policy covers' })).getByRole('checkbox', { name: 'Phone' }),
    );
    expect(addAssets.disabled).toBe(false);
    fireEvent.click(addAssets);
    expect(onAssets).toHaveBeenCalledWith('T1', ['A2']);

    fireEvent.mouseDown(screen.getByLabelText('Car'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Skoda Octavia 1-ABC-123']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Skoda Octavia 1-ABC-123' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add car policy' }));
    expect(onCar).toHaveBeenCalledWith('T1', 'V1');
  });

  it('says so when the person has no assets or cars the viewer may see', () => {
    renderWithRelay({
      Employee: () => ({
        assets: [],
        vehicles: [{ id: 'V2', type: 'BICYCLE', brand: 'Cube', model: 'Touring', plate: null }],
      }),
    });
    expect(screen.getByText('This person has no assets or cars for a policy.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add asset policy' })).toBeNull();
  });
});
