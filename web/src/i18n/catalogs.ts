import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';
import daysOffEn from './daysOff/en.json';
import daysOffFr from './daysOff/fr.json';
import daysOffNl from './daysOff/nl.json';
import daysOffRequestEn from './daysOffRequest/en.json';
import daysOffRequestFr from './daysOffRequest/fr.json';
import daysOffRequestNl from './daysOffRequest/nl.json';
import daysOffSettingsEn from './daysOffSettings/en.json';
import daysOffSettingsFr from './daysOffSettings/fr.json';
import daysOffSettingsNl from './daysOffSettings/nl.json';
import dimonaEn from './dimona/en.json';
import dimonaFr from './dimona/fr.json';
import dimonaNl from './dimona/nl.json';
import historyEn from './history/en.json';
import historyFr from './history/fr.json';
import historyNl from './history/nl.json';
import wageEn from './wage/en.json';
import wageFr from './wage/fr.json';
import wageNl from './wage/nl.json';

// One message file per area and language, so areas built side by side do not edit the same file.
// The English files define the keys; a key missing from Dutch or French fails `tsc` in I18nProvider.
export const areaCatalogs = {
  core: { en, nl, fr },
  wage: { en: wageEn, nl: wageNl, fr: wageFr },
  daysOff: { en: daysOffEn, nl: daysOffNl, fr: daysOffFr },
  daysOffRequest: { en: daysOffRequestEn, nl: daysOffRequestNl, fr: daysOffRequestFr },
  daysOffSettings: { en: daysOffSettingsEn, nl: daysOffSettingsNl, fr: daysOffSettingsFr },
  history: { en: historyEn, nl: historyNl, fr: historyFr },
  dimona: { en: dimonaEn, nl: dimonaNl, fr: dimonaFr },
};

export const englishMessages = { ...en, ...wageEn, ...daysOffEn, ...daysOffRequestEn, ...daysOffSettingsEn, ...historyEn, ...dimonaEn };
export const dutchMessages = { ...nl, ...wageNl, ...daysOffNl, ...daysOffRequestNl, ...daysOffSettingsNl, ...historyNl, ...dimonaNl };
export const frenchMessages = { ...fr, ...wageFr, ...daysOffFr, ...daysOffRequestFr, ...daysOffSettingsFr, ...historyFr, ...dimonaFr };
