// JSON schemas of the contract routes (part 2 §3 Contract, Contract template, Signing, Custom shortcode;
// §7 Contracts): validation, serialization and OpenAPI from one source. Flags are 0/1 like the rest of the API.
import { CONTRACT_TEMPLATE_TYPES, MAX_CONTRACT_HTML_LENGTH } from '@people/domain/contracts';
import {
  errorSchema,
  fieldErrorSchema,
  int,
  named,
  nullableInt,
  nullableStr,
  obj,
  str,
  flag,
  id,
} from '../core/schemas';

const strings = { type: 'array', items: str } as const;
export const contractErrors = {
  400: fieldErrorSchema,
  403: errorSchema,
  404: fieldErrorSchema,
  409: errorSchema,
  413: fieldErrorSchema,
} as const;

export const templateType = { type: 'string', enum: [...CONTRACT_TEMPLATE_TYPES] } as const;
export const name200 = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
export const html = {
  type: 'string',
  maxLength: MAX_CONTRACT_HTML_LENGTH,
  description:
    'HTML of which only an allowlist is kept (domain/richText): p, div, br, h1–h6, b, strong, i, em, u, s, sub, sup, ul, ol, li, tables, ' +
    'a with an http, https or mailto href, img with a data: PNG, JPEG, GIF or WebP src; anything else is dropped, its text kept. ' +
    'HTML nested over 64 deep or with over 10,000 elements answers 400 HTML_TOO_COMPLEX.',
} as const;
export const nullableUserId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
export const signerKinds = {
  type: 'array',
  items: { type: 'string', enum: ['internal', 'employee'] },
  uniqueItems: true,
  maxItems: 2,
} as const;

export const contractSignatureSchema = named(
  'ContractSignature',
  obj({
    signer: { type: 'string', enum: ['first', 'second', 'employee'] },
    user_id: nullableInt,
    name: str,
    signed_at: str,
  }),
);

/** part 2 §3 Contract, with its person, status, dates and the signatures so far. */
export const contractDetailSchema = named(
  'Contract',
  obj({
    id: int,
    contract_id: int,
    employee_id: int,
    contract_name: str,
    status: { type: 'string', enum: ['draft', 'sent', 'signed', 'declined'] },
    date_created: str,
    date_created_formatted: str,
    date_signed: nullableStr,
    date_signed_formatted: nullableStr,
    date_sent: nullableStr,
    content_html: str,
    rendered_html: {
      type: 'string',
      description: 'content_html with the shortcodes filled in (custom values first); as sent once sent',
    },
    file_type: { type: 'string', enum: ['html', 'pdf'] },
    has_pdf: { type: 'boolean' },
    pdf_internal_signature_required: flag,
    pdf_employee_signature_required: flag,
    internal_signer_user_id: nullableInt,
    second_internal_signer_user_id: nullableInt,
    signers: strings,
    contract_template_id: nullableInt,
    public_library_contract_template_id: nullableInt,
    additional_contract_template_info_id: int,
    deleted: flag,
    user_id: nullableInt,
    optional_message: nullableStr,
    provider_state: nullableStr,
    provider_attempts: int,
    signatures: { type: 'array', items: contractSignatureSchema },
  }),
);

/** part 2 §3 Contract template; §5 its signer requirements. */
export const contractTemplateSchema = named(
  'ContractTemplate',
  obj({
    template_id: int,
    name: str,
    type: str,
    content_html: str,
    internal_signature_required: flag,
    internal_signer_user_id: nullableInt,
    second_internal_signer_user_id: nullableInt,
    user_id: nullableInt,
    created_at: str,
  }),
);

export const publicContractTemplateSchema = named(
  'PublicContractTemplate',
  obj({
    template_id: int,
    name: str,
    type: str,
    country_code: str,
    language: str,
    description: str,
    content_html: str,
  }),
);

/** part 2 §7 GET /api/contracts/{id}/signers: each required slot, who may sign it and whether it is signed. */
export const contractSignerSchema = named(
  'ContractSigner',
  obj({
    signer: { type: 'string', enum: ['first', 'second', 'employee'] },
    user_id: nullableInt,
    name: nullableStr,
    signed: flag,
    signed_at: nullableStr,
  }),
);

export const shortcodeValueSchema = named(
  'ContractShortcodeValue',
  obj({ shortcode: str, value: nullableStr, custom: flag }),
);

export { flag, id, obj, str, int, strings };

/** part 1 §3 calendar one_day_contracts; part 1 §9 Flex, Extra, Student. */
export const oneDayContractSchema = named(
  'OneDayContract',
  obj({
    employee_id: int,
    date: str,
    date_formatted: str,
    contract_type: { type: 'string', enum: ['Flex', 'Extra', 'Student'] },
  }),
);
