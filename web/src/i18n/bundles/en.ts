/// <reference path="./importMeta.d.ts" />
// The en messages of every area, in a chunk of their own (loadMessages.ts imports it when en is needed).
// The glob takes each area folder's en.json, so an area added to catalogs.ts needs no line here.
import core from '../en.json';

const areas = import.meta.glob<Record<string, string>>('../*/en.json', { eager: true, import: 'default' });

export const messages: Record<string, string> = Object.assign({}, core, ...Object.values(areas));
