/// <reference path="./importMeta.d.ts" />
// The fr messages of every area, in a chunk of their own (loadMessages.ts imports it when fr is needed).
// The glob takes each area folder's fr.json, so an area added to catalogs.ts needs no line here.
import core from '../fr.json';

const areas = import.meta.glob<Record<string, string>>('../*/fr.json', { eager: true, import: 'default' });

export const messages: Record<string, string> = Object.assign({}, core, ...Object.values(areas));
