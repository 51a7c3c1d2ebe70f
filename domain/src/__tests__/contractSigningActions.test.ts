import {
  contractSigningActions,
  providerStepError,
  resetSigningMethodError,
  type ContractSigningSetup,
} from '../contracts';
import type { PermissionContext } from '../permissions';
import { plainPerson as person, plainViewer } from '../test/viewers';

const company = { features: [], integrationFeatures: [] } as unknown as PermissionContext['company'];
const manager: PermissionContext = { viewer: { ...plainViewer, accessWages: true }, company, person };
const draft: ContractSigningSetup = {
  status: 'draft',
  deleted: false,
  employeeSignatureRequired: true,
  signingMethod: [],
  providerState: null,
};
const sent: ContractSigningSetup = {
  ...draft,
  status: 'sent',
  signingMethod: ['internal', 'employee'],
  providerState: 'pending',
};

describe('part 2 §4 Contracts: the signing method is set and reset', () => {
  it.each([
    ['a draft resets', draft, null],
    ['a sent contract not yet signed resets', sent, null],
    ['a signed contract keeps its signatures', { ...sent, status: 'signed' as const }, 'CONTRACT_ALREADY_SIGNED'],
    ['a deleted contract is undeleted first', { ...sent, deleted: true }, 'CONTRACT_DELETED'],
  ])('%s', (_title, c, expected) => {
    expect(resetSigningMethodError(c)).toEqual(expected);
  });
});

describe('part 2 §4 Contracts: the external provider has a processing step and a retry step', () => {
  it.each([
    ['a sent contract waiting for the employee is processed', sent, false, null],
    ['a draft is not with the provider', draft, false, 'NOTHING_TO_PROCESS'],
    [
      'no employee signature: nothing to process',
      { ...sent, employeeSignatureRequired: false },
      false,
      'NOTHING_TO_PROCESS',
    ],
    ['the provider signed already', { ...sent, providerState: 'signed' as const }, false, 'NOTHING_TO_PROCESS'],
    ['a pending step is not retried', sent, true, 'NOTHING_TO_RETRY'],
    ['a failed step is retried', { ...sent, providerState: 'failed' as const }, true, null],
    ['a deleted contract is not processed', { ...sent, deleted: true }, false, 'CONTRACT_DELETED'],
  ])('%s', (_title, c, retry, expected) => {
    expect(providerStepError(c, retry)).toEqual(expected);
  });
});

describe('part 2 §3 Custom shortcode, §4: the signing steps a viewer is offered (domain/permissions manageContracts)', () => {
  it.each([
    ['a draft: custom values and the method', draft, manager, ['set_shortcode_value', 'set_signing_method']],
    [
      'a draft with a method: also its reset',
      { ...draft, signingMethod: ['internal'] },
      manager,
      ['set_shortcode_value', 'set_signing_method', 'reset_signing_method'],
    ],
    [
      'sent and pending with the provider: reset and process',
      sent,
      manager,
      ['reset_signing_method', 'process_signature'],
    ],
    [
      'sent and failed with the provider: reset and retry',
      { ...sent, providerState: 'failed' as const },
      manager,
      ['reset_signing_method', 'retry_signature'],
    ],
    ['signed: nothing', { ...sent, status: 'signed' as const, providerState: 'signed' as const }, manager, []],
    ['deleted: nothing', { ...draft, deleted: true }, manager, []],
    [
      'part 1 §6 light access: nothing',
      draft,
      { ...manager, viewer: { ...manager.viewer, groupAccess: 'light' as const } },
      [],
    ],
    ['part 1 §6 no wage access: nothing', draft, { ...manager, viewer: plainViewer }, []],
  ])('%s', (_title, c, ctx, expected) => {
    expect(contractSigningActions(c, ctx)).toEqual(expected);
  });
});
