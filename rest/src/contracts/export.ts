// The contract history as an .xlsx workbook (part 2 §6 "contract history export needs Excel export permission
// and wages access"; domain permissions exportContractHistory). Paths not shown: we chose the lists of part 2 §7 with
// the "/excel" ending the other exports use (licenses/list/excel):
//   GET /api/contract/employee/{id}/list/excel   a person's contracts, deleted ones included (their history)
//   GET /api/contract/list/excel                 the company's contracts the caller may see, deleted ones included
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { personContext, requireAction, requireCompanyAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { sendXlsx, xlsxOf, xlsxResponse, type XlsxColumn } from '../core/xlsx';
import { visibleContracts } from './access';
import { contractErrors } from './schemas';
import { contractRows, personNames, signatures, type ContractDetailRow, type SignatureRow } from './sql';
import { idParamSchema } from '../core/schemas';

interface HistoryRow {
  contract: ContractDetailRow;
  person: string;
  signed: SignatureRow[];
}

const SIGNER_LABELS = {
  first: 'First internal signer',
  second: 'Second internal signer',
  employee: 'Employee',
} as const;
const day = (timestamp: string | null) => (timestamp === null ? null : timestamp.slice(0, 10));

export const CONTRACT_HISTORY_COLUMNS: readonly XlsxColumn<HistoryRow>[] = [
  { header: 'Person', width: 28, value: (r) => r.person },
  { header: 'Contract', width: 36, value: (r) => r.contract.contract_name },
  { header: 'Type', width: 10, value: (r) => (r.contract.file_type === 'pdf' ? 'PDF' : 'Template') },
  { header: 'Status', width: 10, value: (r) => r.contract.status },
  { header: 'Created', width: 14, value: (r) => day(r.contract.date_created), date: true },
  { header: 'Sent', width: 14, value: (r) => day(r.contract.date_sent), date: true },
  { header: 'Signed', width: 14, value: (r) => day(r.contract.date_signed), date: true },
  {
    header: 'Signatures',
    width: 60,
    value: (r) => r.signed.map((s) => `${SIGNER_LABELS[s.signer]}: ${s.name} (${s.signed_at.slice(0, 10)})`).join('; '),
  },
  { header: 'Deleted', width: 10, value: (r) => (r.contract.deleted === 1 ? 'yes' : 'no') },
];

async function historyRows(db: Queryable, companyId: number, contracts: ContractDetailRow[]): Promise<HistoryRow[]> {
  const ids = [...new Set(contracts.map((c) => c.employee_id))];
  const names = await personNames(db, companyId, ids);
  const signed = await signatures(
    db,
    contracts.map((c) => c.id),
  );
  return contracts.map((contract) => ({
    contract,
    person: names.get(contract.employee_id) ?? '',
    signed: signed.get(contract.id) ?? [],
  }));
}

const historyFile = async (name: string, rows: HistoryRow[]) => ({
  name: `${name}-${today()}.xlsx`,
  bytes: await xlsxOf('Contracts', CONTRACT_HISTORY_COLUMNS, rows),
});

export async function contractExportRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/contract/employee/:id/list/excel',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "A person's contract history as an .xlsx workbook, deleted contracts included; needs exportContractHistory (part 2 §6)",
        params: idParamSchema,
        response: { ...xlsxResponse, 403: contractErrors[403], 404: contractErrors[404] },
      },
    },
    async (request, reply) => {
      const { id: employeeId } = request.params;
      requireAction(await personContext(db, request.user, employeeId), 'exportContractHistory');
      const contracts = await contractRows(db, request.user, { employeeId, withDeleted: true });
      const file = await historyFile(
        `contracts-${employeeId}`,
        await historyRows(db, request.user.company_id, contracts),
      );
      return sendXlsx(reply, file.name, file.bytes);
    },
  );

  app.get(
    '/api/contract/list/excel',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "The company's contract history as an .xlsx workbook: the contracts of the people whose contracts the caller sees, deleted ones included; needs exportContractHistory (part 2 §6)",
        response: { ...xlsxResponse, 403: contractErrors[403] },
      },
    },
    async (request, reply) => {
      await requireCompanyAction(db, request.user, 'exportContractHistory');
      const contracts = await visibleContracts(
        db,
        request.user,
        await contractRows(db, request.user, { all: true, withDeleted: true }),
      );
      const file = await historyFile('contracts', await historyRows(db, request.user.company_id, contracts));
      return sendXlsx(reply, file.name, file.bytes);
    },
  );
}
