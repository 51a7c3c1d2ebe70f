// Every web test speaks every language at once: the catalogs are registered before any test runs
// (the app itself loads one language chunk at a time, i18n/loadMessages.ts), compiled as the build compiles them.
import { dutchMessages, englishMessages, frenchMessages } from '../i18n/catalogs';
import { compileMessages } from '../i18n/compileMessages';
import { registerMessages } from '../i18n/loadMessages';

registerMessages('en', compileMessages(englishMessages, 'en'));
registerMessages('nl', compileMessages(dutchMessages, 'nl'));
registerMessages('fr', compileMessages(frenchMessages, 'fr'));
