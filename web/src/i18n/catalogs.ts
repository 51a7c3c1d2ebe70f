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
import verzuimEn from './verzuim/en.json';
import verzuimFr from './verzuim/fr.json';
import verzuimNl from './verzuim/nl.json';
import budgetsEn from './budgets/en.json';
import budgetsFr from './budgets/fr.json';
import budgetsNl from './budgets/nl.json';
import softwareEn from './software/en.json';
import softwareFr from './software/fr.json';
import softwareNl from './software/nl.json';
import reviewsEn from './reviews/en.json';
import reviewsFr from './reviews/fr.json';
import reviewsNl from './reviews/nl.json';
import wageEn from './wage/en.json';
import wageFr from './wage/fr.json';
import wageNl from './wage/nl.json';
import workflowsEn from './workflows/en.json';
import workflowsFr from './workflows/fr.json';
import workflowsNl from './workflows/nl.json';
import directoryEn from './directory/en.json';
import directoryFr from './directory/fr.json';
import directoryNl from './directory/nl.json';
import personEditEn from './personEdit/en.json';
import personEditFr from './personEdit/fr.json';
import personEditNl from './personEdit/nl.json';
import linkedEn from './linked/en.json';
import linkedFr from './linked/fr.json';
import linkedNl from './linked/nl.json';
import contractsEn from './contracts/en.json';
import contractsFr from './contracts/fr.json';
import contractsNl from './contracts/nl.json';
import contractSigningEn from './contractSigning/en.json';
import contractSigningFr from './contractSigning/fr.json';
import contractSigningNl from './contractSigning/nl.json';
import shellEn from './shell/en.json';
import shellFr from './shell/fr.json';
import shellNl from './shell/nl.json';
import personPagesEn from './personPages/en.json';
import personPagesFr from './personPages/fr.json';
import personPagesNl from './personPages/nl.json';

// One message file per area and language, so areas built side by side do not edit the same file.
// The English files define the keys; a key missing from Dutch or French fails `tsc` in I18nProvider.
// The app loads en.json and shell/ first, each other area with the pages and dialogs that show it
// (loadMessages.ts, apps/Shell/messageAreas.ts). What the profile shows (its sections gather every area's) and the
// shell shows is in en.json or shell/, so the profile needs no area: apps/Shell/__tests__/messageAreas.test.ts says
// which key a page names from an area it does not wait for.
export const areaCatalogs = {
  core: { en, nl, fr },
  wage: { en: wageEn, nl: wageNl, fr: wageFr },
  daysOff: { en: daysOffEn, nl: daysOffNl, fr: daysOffFr },
  daysOffRequest: { en: daysOffRequestEn, nl: daysOffRequestNl, fr: daysOffRequestFr },
  daysOffSettings: { en: daysOffSettingsEn, nl: daysOffSettingsNl, fr: daysOffSettingsFr },
  history: { en: historyEn, nl: historyNl, fr: historyFr },
  verzuim: { en: verzuimEn, nl: verzuimNl, fr: verzuimFr },
  workflows: { en: workflowsEn, nl: workflowsNl, fr: workflowsFr },
  budgets: { en: budgetsEn, nl: budgetsNl, fr: budgetsFr },
  software: { en: softwareEn, nl: softwareNl, fr: softwareFr },
  reviews: { en: reviewsEn, nl: reviewsNl, fr: reviewsFr },
  dimona: { en: dimonaEn, nl: dimonaNl, fr: dimonaFr },
  directory: { en: directoryEn, nl: directoryNl, fr: directoryFr },
  personEdit: { en: personEditEn, nl: personEditNl, fr: personEditFr },
  linked: { en: linkedEn, nl: linkedNl, fr: linkedFr },
  contracts: { en: contractsEn, nl: contractsNl, fr: contractsFr },
  contractSigning: { en: contractSigningEn, nl: contractSigningNl, fr: contractSigningFr },
  shell: { en: shellEn, nl: shellNl, fr: shellFr },
  personPages: { en: personPagesEn, nl: personPagesNl, fr: personPagesFr },
};

export const englishMessages = {
  ...en,
  ...wageEn,
  ...daysOffEn,
  ...daysOffRequestEn,
  ...daysOffSettingsEn,
  ...historyEn,
  ...verzuimEn,
  ...workflowsEn,
  ...budgetsEn,
  ...softwareEn,
  ...reviewsEn,
  ...dimonaEn,
  ...directoryEn,
  ...personEditEn,
  ...linkedEn,
  ...contractsEn,
  ...contractSigningEn,
  ...shellEn,
  ...personPagesEn,
};
export const dutchMessages = {
  ...nl,
  ...wageNl,
  ...daysOffNl,
  ...daysOffRequestNl,
  ...daysOffSettingsNl,
  ...historyNl,
  ...verzuimNl,
  ...workflowsNl,
  ...budgetsNl,
  ...softwareNl,
  ...reviewsNl,
  ...dimonaNl,
  ...directoryNl,
  ...personEditNl,
  ...linkedNl,
  ...contractsNl,
  ...contractSigningNl,
  ...shellNl,
  ...personPagesNl,
};
export const frenchMessages = {
  ...fr,
  ...wageFr,
  ...daysOffFr,
  ...daysOffRequestFr,
  ...daysOffSettingsFr,
  ...historyFr,
  ...verzuimFr,
  ...workflowsFr,
  ...budgetsFr,
  ...softwareFr,
  ...reviewsFr,
  ...dimonaFr,
  ...directoryFr,
  ...personEditFr,
  ...linkedFr,
  ...contractsFr,
  ...contractSigningFr,
  ...shellFr,
  ...personPagesFr,
};
