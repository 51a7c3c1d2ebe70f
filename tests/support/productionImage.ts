// The Dockerfile and docker-compose.yml read as data, for the tests that check the production image without a Docker
// engine (tests/structure/productionImage.test.ts) and that the files it starts are built (productionBuild.test.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const ROOT = resolve(__dirname, '../..');

interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  from: string;
  name: string | null;
  instructions: Instruction[];
}

/** The Dockerfile's stages, each with its instructions (continued lines joined, comments dropped). */
export function dockerfileStages(text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
    if (keyword.toUpperCase() === 'FROM') {
      const [, from, name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from, name: name ?? null, instructions: [] });
    } else stages.at(-1)!.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** An exec-form instruction's words (`["node", "x.js"]`), or the shell form's split on spaces. */
export const words = (args: string): string[] =>
  args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);

export interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}

export function composeServices(): Record<string, ComposeService> {
  return (parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> })
    .services;
}

/** The files the compose services and the image's CMD start (`node <file>`), relative to the image's /app. */
export function startedFiles(): string[] {
  const commands = Object.values(composeServices()).flatMap((service) => (service.command ? [service.command] : []));
  const cmd = dockerfileStages()
    .at(-1)!
    .instructions.filter((i) => i.keyword === 'CMD')
    .map((i) => words(i.args));
  return [...new Set([...commands, ...cmd].map((command) => command[1]))].sort();
}
