import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { sortDayOffItems } from '@people/domain/daysOff';
import { COLLAPSED_COUNTS } from '@people/domain/profile';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  DaysOffUsageList_usage$data,
  DaysOffUsageList_usage$key,
} from '../../../__generated__/DaysOffUsageList_usage.graphql';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { ShowMoreButton } from '../../Profile/components/ShowMoreButton';
import { EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { DayOffUsageRow } from './DayOffUsageRow';

const { shown } = COLLAPSED_COUNTS.daysOffUsage;

type Sortable = { readonly name: string; readonly allowedSelfservice: boolean };

// part 1 §5: self-service-allowed types first, then by translated name (domain sortDayOffItems).
function sortTypes<T extends Sortable>(t: Translator, items: readonly T[]): T[] {
  const translate = (name: string) => (t.has(name) ? t(name) : name);
  return sortDayOffItems(
    items.map((item) => ({ item, name: item.name, allowed_selfservice: item.allowedSelfservice })),
    translate,
  ).map(({ item }) => item);
}

type ListProps = {
  usage: DaysOffUsageList_usage$key;
  /** part 1 §2, §9: the profile box shows 3 rows collapsed; the calendar page's budget shows all. */
  collapsible: boolean;
};

/**
 * The usage rows of one year (part 1 §2): a row per type outside rulesets, then a row per ruleset
 * that lists its types and shows or hides their detail rows.
 */
export function DaysOffUsageList({ usage, collapsible }: ListProps) {
  const t = useT();
  const listId = useId();
  const data = useFragment(DaysOffUsageList_usage, usage);
  const [expanded, setExpanded] = useState(false);
  const rows: { key: string; node: ReactNode }[] = [
    ...sortTypes(t, data.types).map((type) => ({ key: `type-${type.typeId}`, node: <DayOffUsageRow item={type} /> })),
    ...data.rulesets.map((ruleset) => ({
      key: `ruleset-${ruleset.rulesetId}`,
      node: <RulesetRow ruleset={ruleset} />,
    })),
  ];
  if (rows.length === 0) return <EmptyLine>{t('NO_DAY_OFF_TYPES')}</EmptyLine>;
  const visible = collapsible && !expanded ? rows.slice(0, shown) : rows;
  return (
    <>
      <Box component="ul" id={listId} aria-label={t('DAYS_OFF_USAGE')} sx={{ m: 0, p: 0 }}>
        {visible.map((row) => (
          <Fragment key={row.key}>{row.node}</Fragment>
        ))}
      </Box>
      {collapsible && rows.length > shown && (
        <ShowMoreButton expanded={expanded} onToggle={() => setExpanded(!expanded)} controls={listId} />
      )}
    </>
  );
}

type Ruleset = DaysOffUsageList_usage$data['rulesets'][number];

/** part 1 §2: a ruleset row lists its types, with show or hide detail. */
function RulesetRow({ ruleset }: { ruleset: Ruleset }) {
  const t = useT();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const types = sortTypes(t, ruleset.dayOffTypes);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.75 }} aria-label={ruleset.name}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {ruleset.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {types.map((type) => type.name).join(', ')}
          </Typography>
        </Box>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={detailId}>
          {t(open ? 'HIDE_DETAIL' : 'SHOW_DETAIL')}
        </Button>
      </Box>
      {open && (
        <Box
          component="ul"
          id={detailId}
          aria-label={t('RULESET_DETAIL_OF', { name: ruleset.name })}
          sx={{ m: 0, pl: 2 }}
        >
          {types.map((type) => (
            <DayOffUsageRow key={type.typeId} item={type} />
          ))}
        </Box>
      )}
    </Box>
  );
}

const DaysOffUsageList_usage = graphql`
  fragment DaysOffUsageList_usage on DaysOffUsage {
    types {
      typeId
      name
      allowedSelfservice
      ...DayOffUsageRow_item
    }
    rulesets {
      rulesetId
      name
      dayOffTypes {
        typeId
        name
        allowedSelfservice
        ...DayOffUsageRow_item
      }
    }
  }
`;
