import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normaliseCustomFieldValue, validateCustomFieldValue, type CustomFieldType } from '@people/domain/customFields';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CustomFieldsForm_employee$key } from '../../../__generated__/CustomFieldsForm_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { FormErrors } from '../../PersonEdit/components/FormErrors';
import { useEditSubmit } from '../../PersonEdit/hooks/useEditSubmit';
import { useUpdateCustomFields } from '../hooks/usePersonPageMutations';

type Values = Record<number, { value: string; valueName: string }>;

const HINTS = {
  TEXTFIELD: 'CUSTOM_FIELD_HINT_TEXTFIELD',
  HYPERLINK: 'CUSTOM_FIELD_HINT_HYPERLINK',
  MONEY: 'CUSTOM_FIELD_HINT_MONEY',
} as const;

/**
 * Part 1 §2 /people/{id}/edit/customFields: every custom field of the company (§3: textfield, hyperlink, money) with the
 * person's value, in the §5 order. Only changed fields are sent; the domain checks each before sending (money is a number,
 * a hyperlink an http(s) address), the server again.
 */
export function CustomFieldsForm({ employee }: { employee: CustomFieldsForm_employee$key }) {
  const t = useT();
  const person = useFragment(CustomFieldsForm_employee, employee);
  const fields = person.customFieldValues ?? [];
  const initial: Values = Object.fromEntries(
    fields.map((f) => [f.customFieldId, { value: f.value ?? '', valueName: f.valueName ?? '' }]),
  );
  const [values, setValues] = useState<Values>(initial);
  const changed = fields.filter(
    (f) =>
      values[f.customFieldId].value !== (f.value ?? '') || values[f.customFieldId].valueName !== (f.valueName ?? ''),
  );
  // A field's error names it by its index among the changed fields (the server's path is values.{index}.value).
  const { errors, conflict, submit } = useEditSubmit(
    Object.fromEntries(changed.map((f, index) => [`${index}`, f.cfName])),
  );
  const [save, busy] = useUpdateCustomFields();
  const set = (id: number, part: 'value' | 'valueName', text: string) =>
    setValues((old) => ({ ...old, [id]: { ...old[id], [part]: text } }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = changed
      .map((f, index) => {
        const type = f.type.toLowerCase() as CustomFieldType;
        const input = normaliseCustomFieldValue(type, {
          value: values[f.customFieldId].value,
          value_name: values[f.customFieldId].valueName,
        });
        return validateCustomFieldValue(type, input, `${index}`);
      })
      .filter((problem) => problem !== null);
    void submit(
      local,
      () =>
        save({
          employeeId: person.id,
          version: person.version,
          values: changed.map((f) => ({
            customFieldId: f.customFieldId,
            value: values[f.customFieldId].value,
            valueName: values[f.customFieldId].valueName || null,
          })),
        }),
      (payload) => payload?.employee?.internalId,
    );
  };
  if (fields.length === 0) return <Typography color="text.secondary">{t('NO_CUSTOM_FIELDS')}</Typography>;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={onSubmit}
      aria-label={t('TITLE_CUSTOM_FIELDS')}
      sx={{ maxWidth: 600 }}
    >
      <FormErrors errors={errors} conflict={conflict} />
      {fields.map((f) => (
        <Stack key={f.customFieldId} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name={`custom_field_${f.customFieldId}`}
            label={f.cfName}
            value={values[f.customFieldId].value}
            onChange={(event) => set(f.customFieldId, 'value', event.target.value)}
            helperText={t(HINTS[f.type as keyof typeof HINTS] ?? 'CUSTOM_FIELD_HINT_TEXTFIELD')}
            multiline={f.type === 'TEXTFIELD'}
            slotProps={{
              htmlInput: { inputMode: f.type === 'MONEY' ? 'decimal' : f.type === 'HYPERLINK' ? 'url' : 'text' },
            }}
            fullWidth
          />
          {f.type === 'HYPERLINK' && (
            <TextField
              name={`custom_field_name_${f.customFieldId}`}
              label={t('CUSTOM_FIELD_LINK_NAME', { name: f.cfName })}
              value={values[f.customFieldId].valueName}
              onChange={(event) => set(f.customFieldId, 'valueName', event.target.value)}
              fullWidth
            />
          )}
        </Stack>
      ))}
      <Box>
        <Button type="submit" variant="contained" loading={busy} disabled={changed.length === 0}>
          {t('SAVE')}
        </Button>
      </Box>
    </Stack>
  );
}

const CustomFieldsForm_employee = graphql`
  fragment CustomFieldsForm_employee on Employee {
    id
    version
    customFieldValues {
      customFieldId
      cfName
      type
      value
      valueName
    }
  }
`;
