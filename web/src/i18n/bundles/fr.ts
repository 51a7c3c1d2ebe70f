// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- Vite's import.meta types for this chunk only
/// <reference path="./importMeta.d.ts" />
import type { CompiledMessage } from '../formatMessage';

// The fr messages, in a chunk of their own (loadMessages.ts imports it when fr is needed): the first catalog (en.json
// and shell/) in it, each other area in a chunk of its own that loadMessages.ts loads with the pages and dialogs that
// show it. The globs take the area folders, so an area added to catalogs.ts needs no line here. `?icu-ast`:
// the build parses them (vite.config.ts), so the app ships without FormatJS's parser.
const first = import.meta.glob<Record<string, CompiledMessage>>(['../fr.json', '../shell/fr.json'], {
  eager: true,
  import: 'default',
  query: '?icu-ast',
});

// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- an untyped value at a boundary (JSON, a glob import)
export const messages: Record<string, CompiledMessage> = Object.assign({}, ...Object.values(first));

export const areas = import.meta.glob<Record<string, CompiledMessage>>(['../*/fr.json', '!../shell/fr.json'], {
  import: 'default',
  query: '?icu-ast',
});
