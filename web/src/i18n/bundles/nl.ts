/// <reference path="./importMeta.d.ts" />
// The nl messages of every area, in a chunk of their own (loadMessages.ts imports it when nl is needed).
// The glob takes each area folder's nl.json, so an area added to catalogs.ts needs no line here.
import core from '../nl.json';

const areas = import.meta.glob<Record<string, string>>('../*/nl.json', { eager: true, import: 'default' });

export const messages: Record<string, string> = Object.assign({}, core, ...Object.values(areas));
