/// <reference path="./importMeta.d.ts" />
import type { CompiledMessage } from '../formatMessage';

// The fr messages of every area, in a chunk of their own (loadMessages.ts imports it when fr is needed).
// The glob takes each area folder's fr.json, so an area added to catalogs.ts needs no line here. `?icu-ast`: the
// build parses them (vite.config.ts), so the app ships without FormatJS's parser (issue 14).
const files = import.meta.glob<Record<string, CompiledMessage>>(['../fr.json', '../*/fr.json'], {
  eager: true,
  import: 'default',
  query: '?icu-ast',
});

export const messages: Record<string, CompiledMessage> = Object.assign({}, ...Object.values(files));
