import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { PublicLibrarySearch_query$key } from '../../../__generated__/PublicLibrarySearch_query.graphql';
import type { ContractTemplateType } from '../../../__generated__/AddContractRouteQuery.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';

export const TEMPLATE_TYPES: ContractTemplateType[] = ['EMPLOYMENT', 'FIXED_TERM', 'STUDENT', 'FREELANCE', 'OTHER'];

/** Part 2 §7 public_library/list: search the library by keyword and type, pick a template. */
export function PublicLibrarySearch({
  query,
  busy,
  onPick,
}: {
  query: PublicLibrarySearch_query$key;
  busy: boolean;
  onPick: (internalId: number, name: string) => void;
}) {
  const t = useT();
  const [data, refetch] = useRefetchableFragment(PublicLibrarySearch_query, query);
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<ContractTemplateType | ''>('');
  const [, startTransition] = useTransition();
  const search = () =>
    startTransition(
      () => void refetch({ keyword: keyword || null, type: type || null }, { fetchPolicy: 'network-only' }),
    );
  const templates = data.publicContractTemplates ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), search())}>
        <TextField
          size="small"
          label={t('CONTRACT_LIBRARY_KEYWORD')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('CONTRACT_TEMPLATE_TYPE')}
          value={type}
          onChange={(e) => setType(e.target.value as ContractTemplateType)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('CONTRACT_ANY_TYPE')}</MenuItem>
          {TEMPLATE_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {enumLabel(t, 'CONTRACT_TEMPLATE_TYPE', value)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit">{t('CONTRACT_LIBRARY_SEARCH')}</Button>
      </Stack>
      <List dense aria-label={t('CONTRACT_PUBLIC_LIBRARY')}>
        {templates.map((template) => (
          <ListItem
            key={template.internalId}
            disableGutters
            secondaryAction={
              <Button
                disabled={busy}
                onClick={() => onPick(template.internalId, template.name)}
                aria-label={t('CONTRACT_USE_TEMPLATE_NAMED', { name: template.name })}
              >
                {t('CONTRACT_USE_TEMPLATE')}
              </Button>
            }
          >
            <ListItemText primary={template.name} secondary={`${template.countryCode} · ${template.description}`} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

const PublicLibrarySearch_query = graphql`
  fragment PublicLibrarySearch_query on Query
  @refetchable(queryName: "PublicLibrarySearchRefetchQuery")
  @argumentDefinitions(keyword: { type: "String" }, type: { type: "ContractTemplateType" }) {
    publicContractTemplates(keyword: $keyword, type: $type) @catch(to: NULL) {
      internalId
      name
      countryCode
      description
    }
  }
`;
