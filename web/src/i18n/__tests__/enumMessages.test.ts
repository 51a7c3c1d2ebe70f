import { DIMONA_CONTRACT_TYPES } from '@people/domain/dimonaTypes';
import { DOCUMENT_TYPES } from '@people/domain/documents';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isEnumType } from 'graphql';
import { dutchMessages, englishMessages, frenchMessages } from '../catalogs';

// "every enum value translated". Each GraphQL enum the web shows names the message key of each value; every
// value then has its message in English, Dutch and French. An enum the web does not show says why, so a new enum in
// schema.graphql fails this test until someone decides which it is.

const lower = (prefix: string) => (value: string) => `${prefix}_${value.toLowerCase()}`;
const asIs = (prefix: string) => (value: string) => `${prefix}_${value}`;
const dimonaType = (value: string) =>
  `DIMONA_CONTRACT_TYPE_${DIMONA_CONTRACT_TYPES.find((type) => type.toUpperCase() === value) ?? value}`;

const SHOWN: Record<string, (value: string) => string> = {
  DimonaContractType: dimonaType,
  DimonaDeclarationStatus: lower('DIMONA_STATUS'),
  Gender: lower('GENDER'),
  CivilState: lower('CIVIL_STATE'),
  EducationLevel: lower('EDUCATION_LEVEL'),
  LastNameComposition: lower('LAST_NAME_COMPOSITION'),
  EmergencyRelation: lower('EMERGENCY_RELATION'),
  TrainingStatus: lower('TRAINING_STATUS'),
  TrainingResult: lower('TRAINING_RESULT'),
  VehicleType: lower('VEHICLE_TYPE'),
  AuditAction: asIs('HISTORY'),
  WageType: lower('WAGE_TYPE'),
  WageState: lower('WAGE_STATE'),
  TerminationLabel: asIs('WAGE'),
  Limitation: lower('SETTINGS_LIMITATION'),
  Interpretation: lower('SETTINGS_INTERPRETATION'),
  DayOffKind: lower('SETTINGS_KIND'),
  DayOffStatus: asIs('CALENDAR'),
  VerzuimStatus: asIs('VERZUIM_STATUS'),
  PoortwachterStep: asIs('POORTWACHTER'),
  PoortwachterState: asIs('POORTWACHTER_STATE'),
  WorkflowTemplateType: lower('WORKFLOW_TYPE'),
  WorkflowForWho: lower('FOR_WHO'),
  WorkflowTaskStatus: lower('WORKFLOW_STATUS'),
  WorkflowStatus: lower('WORKFLOW_STATE'),
  CommuteType: (value) => (value === 'FIXED' ? 'COMMUTE_FIXED_DAYS' : `COMMUTE_${value}`),
  TransportType: asIs('TRANSPORT'),
  ReviewStatus: asIs('REVIEW_STATUS'),
  EmployeeStatusFilter: asIs('DIRECTORY_STATUS'),
  EmployeeSortField: asIs('DIRECTORY_SORT'),
  SortDirection: asIs('DIRECTORY_ORDER'),
  ContractStatus: lower('CONTRACT_STATUS'),
  ContractTemplateType: lower('CONTRACT_TEMPLATE_TYPE'),
  ContractSignerRole: lower('CONTRACT_SIGNER'),
  ContractSigningMethod: lower('CONTRACT_SIGNING_METHOD'),
  ContractProviderState: lower('CONTRACT_PROVIDER_STATE'),
  LeaveRequestState: asIs('LEAVE_REQUEST_STATE'),
};

const NOT_SHOWN: Record<string, string> = {
  InternalIdType: 'a route query argument (nodeByInternalId): the type the address names',
  GroupAccess: 'an access flag the gateway decides with; the web shows what it allows, not the flag',
  UserRole: 'an access flag the gateway decides with',
  Language: 'the language switch names each language in itself (English, Nederlands, Français)',
  SelfServiceState: 'the self-service section shows a sentence per state (SELF_SERVICE_NOT_STARTED, INVITED_ON…)',
  CustomFieldType: 'decides how a custom field is drawn (a link, an amount), never shown as a word',
  DocumentRelatedObject:
    'decides which documents page a document belongs to (/car/{id}/documents), never shown as a word',
  AmPmHint: 'sent from the request form, whose options are REQUEST_WHEN_* of the domain’s part-of-day values',
  VerzuimDurationType: 'sent from the verzuim form (a whole day or hours)',
  WorkflowState: 'a filter the workflows section sends',
  WorkflowTaskFilter: 'a filter My tasks sends',
  WorkflowTaskStatusFilter: 'a filter My tasks sends',
  CommuteAuditAction: 'the commute audit log shows the state after the change, not the action',
  ContractFileType: 'the download buttons name the format (CONTRACT_DOWNLOAD_*)',
  ContractSigningAction: 'decides which signing steps the contract page offers, each a button with its own text',
  NavigationArea: 'each area is a navigation link with its own title (AppNavigation NAVIGATION_ITEMS)',
  DaysOffFollowUpKind:
    'names the follow-up page the web app opens (paths.ts daysOffFollowUpPath), never shown as a word',
};

// Spec values the schema carries as strings, shown through enumLabel like an enum's.
const STRING_VALUES: Record<string, readonly string[]> = {
  DOCUMENT_TYPE: DOCUMENT_TYPES,
  // part 1 §3 activity termination_reason: the payroll provider's codes the app knows; another is shown as sent.
  TERMINATION_REASON_CODE: ['resignation', 'end_of_contract', 'dismissal'],
};

const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', '..', 'schema.graphql'), 'utf8'));
const enums = Object.values(schema.getTypeMap()).filter((type) => isEnumType(type) && !type.name.startsWith('__'));

describe('Every enum value the web shows is translated', () => {
  it('names each GraphQL enum as shown (with its message keys) or not shown (with why)', () => {
    const unclassified = enums.map((type) => type.name).filter((name) => !(name in SHOWN) && !(name in NOT_SHOWN));
    const both = Object.keys(SHOWN).filter((name) => name in NOT_SHOWN);
    expect([unclassified, both]).toEqual([[], []]);
  });

  it.each([
    ['en', englishMessages],
    ['nl', dutchMessages],
    ['fr', frenchMessages],
  ])('has a message for each value of each shown enum in %s', (_language, messages) => {
    const missing = enums
      .filter((type) => isEnumType(type) && type.name in SHOWN)
      .flatMap((type) => (isEnumType(type) ? type.getValues().map((value) => SHOWN[type.name](value.name)) : []))
      .concat(Object.entries(STRING_VALUES).flatMap(([prefix, values]) => values.map((value) => `${prefix}_${value}`)))
      .filter((key) => !Object.prototype.hasOwnProperty.call(messages, key));
    expect(missing).toEqual([]);
  });

  it('knows every prefix the app hands enumLabel', () => {
    const prefixes = new Set<string>();
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) {
          if (name !== '__generated__' && name !== '__tests__') walk(path);
        } else if (/\.tsx?$/.test(name))
          for (const match of readFileSync(path, 'utf8').matchAll(/enumLabel\(t, '([A-Z_]+)'/g)) prefixes.add(match[1]);
      }
    };
    walk(join(__dirname, '..', '..'));
    const known = new Set([
      ...Object.values(SHOWN).map((key) => key('X').replace(/_[Xx]$/, '')),
      ...Object.keys(STRING_VALUES),
    ]);
    expect([...prefixes].filter((prefix) => !known.has(prefix))).toEqual([]);
  });
});
