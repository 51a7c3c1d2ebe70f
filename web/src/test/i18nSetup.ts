// Every web test speaks every language at once: the catalogs are registered before any test runs
// (the app itself loads one language chunk at a time, i18n/loadMessages.ts).
import { dutchMessages, englishMessages, frenchMessages } from '../i18n/catalogs';
import { registerMessages } from '../i18n/loadMessages';

registerMessages('en', englishMessages);
registerMessages('nl', dutchMessages);
registerMessages('fr', frenchMessages);
