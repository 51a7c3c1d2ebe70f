import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import type { DayOffRulesets_settings$key } from '../../../__generated__/DayOffRulesets_settings.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { ColorSwatch } from './ColorSwatch';

/** Part 1 §3 'a ruleset holds day_off_types': each ruleset with its types in their order of priority. */
export function DayOffRulesets({ settings }: { settings: DayOffRulesets_settings$key }) {
  const t = useT();
  const { rulesets } = useFragment(DayOffRulesets_settings, settings);
  return (
    <Paper component="section" aria-label={t('SETTINGS_RULESETS')} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('SETTINGS_RULESETS')}
      </Typography>
      {rulesets.length === 0 ? (
        <Typography color="text.secondary">{t('SETTINGS_NO_RULESETS')}</Typography>
      ) : (
        rulesets.map((ruleset) => (
          <section key={ruleset.id} aria-label={ruleset.name}>
            <Typography variant="subtitle1" component="h3">
              {ruleset.name}
            </Typography>
            <ol style={{ marginTop: 4 }}>
              {ruleset.dayOffTypes.map((type) => (
                <li key={type.id}>
                  <ColorSwatch color={type.color} />
                  {type.name}
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </Paper>
  );
}

const DayOffRulesets_settings = graphql`
  fragment DayOffRulesets_settings on DayOffTypeSettings {
    rulesets {
      id
      name
      dayOffTypes {
        id
        name
        color
      }
    }
  }
`;
