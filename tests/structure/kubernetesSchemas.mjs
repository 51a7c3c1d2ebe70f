// Checks Kubernetes manifests against the API's OpenAPI schemas as kubernetes-models packages them: reads a JSON
// array of manifests on stdin, prints a JSON array of { name, error } for each failure (empty when all pass).
// - the compiled JSON Schema validators (`.validate()`): required fields, types, enums, formats;
// - the TypeScript types of the same models, for what those schemas let through: a field the API does not have (a
//   misspelt `readinesProbe` is accepted by the schema, dropped by the API server, and the pod has no readiness probe).
//   The manifests become object literals of their model's type, whose excess properties the compiler reports.
// A process of its own: kubernetes-models' package exports answer `import` only, a condition jest's resolver never asks
// for; and the compiler's few seconds stay out of the test's own process.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';

// Every kind the chart may render; another one fails until it is added here.
const MODELS = [
  ConfigMap,
  Secret,
  Service,
  ServiceAccount,
  Deployment,
  HorizontalPodAutoscaler,
  Job,
  Ingress,
  NetworkPolicy,
  PodDisruptionBudget,
];
const byType = new Map(MODELS.map((model) => [`${model.apiVersion}/${model.kind}`, model]));
const nameOf = (manifest) => `${manifest?.apiVersion}/${manifest?.kind} ${manifest?.metadata?.name}`;

function schemaFailures(manifests) {
  return manifests.flatMap((manifest) => {
    const Model = byType.get(`${manifest?.apiVersion}/${manifest?.kind}`);
    if (!Model) return [{ name: nameOf(manifest), error: 'no schema for this apiVersion and kind' }];
    try {
      new Model(manifest).validate();
      return [];
    } catch (error) {
      return [{ name: nameOf(manifest), error: error.message }];
    }
  });
}

/** One line per manifest, `export const m<i>: I<Kind> = {…};`, so a diagnostic's line names its manifest. */
function unknownFieldFailures(manifests) {
  const known = manifests.filter((m) => byType.has(`${m?.apiVersion}/${m?.kind}`));
  const imports = new Set(
    known.map((m) => `import type { I${m.kind} } from 'kubernetes-models/${m.apiVersion}/${m.kind}';`),
  );
  const source = [...imports, ...known.map((m, i) => `export const m${i}: I${m.kind} = ${JSON.stringify(m)};`)].join(
    '\n',
  );
  const file = join(dirname(fileURLToPath(import.meta.url)), '__manifests.mts');
  const options = {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    lib: ['lib.es5.d.ts'],
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line =
      diagnostic.file?.fileName === file
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line - imports.size
        : -1;
    return {
      name: line >= 0 ? nameOf(known[line]) : 'the type check',
      error: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    };
  });
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const manifests = JSON.parse(input);
process.stdout.write(JSON.stringify([...schemaFailures(manifests), ...unknownFieldFailures(manifests)]));
