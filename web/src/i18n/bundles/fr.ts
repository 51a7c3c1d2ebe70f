/// <reference path="./importMeta.d.ts" />
import type { MessageFormatElement } from 'react-intl';

// The fr messages of every area, in a chunk of their own (loadMessages.ts imports it when fr is needed).
// The glob takes each area folder's fr.json, so an area added to catalogs.ts needs no line here. `?icu-ast`: the
// build parses them (vite.config.ts), so the app ships without FormatJS's parser (issue 14).
const files = import.meta.glob<Record<string, MessageFormatElement[]>>(['../fr.json', '../*/fr.json'], {
  eager: true,
  import: 'default',
  query: '?icu-ast',
});

export const messages: Record<string, MessageFormatElement[]> = Object.assign({}, ...Object.values(files));
