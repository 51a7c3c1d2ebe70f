// The Helm chart (deploy/helm/people), rendered by the real Helm (scripts/helm.mjs) with each value set of its ci/
// folder: every manifest checked against the Kubernetes API's schemas (kubernetes-models, in a process of its own),
// then what an install, a rolling upgrade and a node drain on a cluster depend on, one property per test.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';

const ROOT = resolve(__dirname, '../..');
const CHART = join(ROOT, 'deploy/helm/people');

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
};
type Kinds = {
  Deployment: IDeployment;
  HorizontalPodAutoscaler: IHorizontalPodAutoscaler;
  Job: IJob;
  Ingress: IIngress;
  NetworkPolicy: INetworkPolicy;
  PodDisruptionBudget: IPodDisruptionBudget;
  ConfigMap: IConfigMap;
  Secret: ISecret;
  Service: IService;
};

/** The value sets in ci/ and what each turns on, so each assertion knows what to expect of it. */
const VALUE_SETS: Record<
  string,
  {
    autoscaling: boolean;
    disruptionBudgets: boolean;
    chartSecrets: boolean;
    networkPolicy: boolean;
    ingressTls: boolean | null;
    migrations: boolean;
  }
> = {
  'defaults-values.yaml': {
    autoscaling: true,
    disruptionBudgets: true,
    chartSecrets: true,
    networkPolicy: false,
    ingressTls: true,
    migrations: true,
  },
  'existing-secret-values.yaml': {
    autoscaling: true,
    disruptionBudgets: true,
    chartSecrets: false,
    networkPolicy: true,
    ingressTls: true,
    migrations: true,
  },
  'fixed-replicas-values.yaml': {
    autoscaling: false,
    disruptionBudgets: true,
    chartSecrets: true,
    networkPolicy: false,
    ingressTls: false,
    migrations: true,
  },
  'minimal-values.yaml': {
    autoscaling: true,
    disruptionBudgets: false,
    chartSecrets: true,
    networkPolicy: false,
    ingressTls: null,
    migrations: false,
  },
};

/** The pinned Helm, fetched on first use. Without it the test is skipped loudly here, and fails on CI. */
function findHelm(): string | null {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/helm.mjs'), '--path'], { encoding: 'utf8' });
  if (run.status === 0) return run.stdout.trim();
  if (process.env.CI) throw new Error(`the Helm chart test needs Helm: ${run.stderr}`);
  console.warn(`\n⚠⚠⚠ SKIPPED: the Helm chart test, for want of Helm (${run.stderr.trim()}) ⚠⚠⚠\n`);
  return null;
}
const HELM = findHelm();
const HELM_HOME = join(ROOT, '.tmp', 'helm', 'home');

function helm(args: string[]) {
  const env = { ...process.env, HELM_CACHE_HOME: HELM_HOME, HELM_CONFIG_HOME: HELM_HOME, HELM_DATA_HOME: HELM_HOME };
  return spawnSync(HELM ?? 'helm', args, { cwd: CHART, encoding: 'utf8', env });
}

function render(valueSet: string, ...more: string[]): Manifest[] {
  const run = helm(['template', 'people', '.', '--namespace', 'hr', '-f', `ci/${valueSet}`, ...more]);
  if (run.status !== 0) throw new Error(`helm template -f ci/${valueSet} ${more.join(' ')}: ${run.stderr}`);
  return parseAllDocuments(run.stdout).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${valueSet}: ${document.errors.join('; ')}`);
    const manifest = document.toJSON() as Manifest | null;
    return manifest ? [manifest] : [];
  });
}

/** Helm's error when it refuses to render, '' when it renders. */
function refusal(...args: string[]) {
  const run = helm(['template', 'people', '.', ...args]);
  return run.status === 0 ? '' : run.stderr;
}

const ofKind = <K extends keyof Kinds>(manifests: Manifest[], kind: K) =>
  manifests.filter((m) => m.kind === kind) as unknown as (Kinds[K] & Manifest)[];
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.entries(selector).every(([key, value]) => labels?.[key] === value);
const podSpecs = (manifests: Manifest[]): [string, IPodSpec][] =>
  [...ofKind(manifests, 'Deployment'), ...ofKind(manifests, 'Job')].map((m) => [
    m.metadata.name,
    m.spec!.template.spec!,
  ]);

(HELM ? describe : describe.skip)('the Helm chart (deploy/helm/people)', () => {
  const rendered: Record<string, Manifest[]> = {};
  const each = () =>
    Object.entries(rendered).map(([valueSet, manifests]) => ({ valueSet, manifests, ...VALUE_SETS[valueSet] }));

  beforeAll(() => {
    for (const valueSet of Object.keys(VALUE_SETS)) rendered[valueSet] = render(valueSet);
  });

  it('is rendered with every value set of its ci/ folder, and each passes `helm lint --strict`', () => {
    expect(readdirSync(join(CHART, 'ci')).sort()).toEqual(Object.keys(VALUE_SETS).sort());
    const lint = Object.keys(VALUE_SETS).map((valueSet) => {
      const run = helm(['lint', '.', '--strict', '-f', `ci/${valueSet}`]);
      return {
        valueSet,
        status: run.status,
        errors: run.stdout.split('\n').filter((line) => /\[(ERROR|WARNING)\]/.test(line)),
      };
    });
    expect(lint).toEqual(Object.keys(VALUE_SETS).map((valueSet) => ({ valueSet, status: 0, errors: [] })));
  });

  it('renders only manifests the Kubernetes API schemas accept, with no field the API does not have', () => {
    const manifests = Object.values(rendered).flat();
    const check = spawnSync(process.execPath, [join(__dirname, 'kubernetesSchemas.mjs')], {
      input: JSON.stringify(manifests),
      encoding: 'utf8',
      cwd: ROOT,
    });
    if (check.status !== 0) throw new Error(`kubernetesSchemas.mjs: ${check.stderr}`);
    expect(JSON.parse(check.stdout)).toEqual([]);
    expect(manifests.length).toBeGreaterThan(40);
  }, 60_000);

  it('probes readiness on /readyz and liveness on /livez (never /healthz), on the http port', () => {
    for (const { manifests } of each()) {
      const probes = ofKind(manifests, 'Deployment').map((d) => {
        const container = d.spec!.template.spec!.containers[0];
        return [
          d.metadata.name,
          container.readinessProbe?.httpGet?.path,
          container.livenessProbe?.httpGet?.path,
          container.readinessProbe?.httpGet?.port,
        ];
      });
      expect(probes).toEqual([
        ['people-rest', '/readyz', '/livez', 'http'],
        ['people-gateway', '/readyz', '/livez', 'http'],
      ]);
    }
  });

  it('runs no container as root, with privileges, capabilities, a writable root or a service account token', () => {
    for (const { manifests } of each()) {
      for (const [name, spec] of podSpecs(manifests)) {
        expect([
          name,
          spec.securityContext?.runAsNonRoot,
          spec.securityContext?.seccompProfile?.type,
          spec.automountServiceAccountToken,
        ]).toEqual([name, true, 'RuntimeDefault', false]);
        for (const container of spec.containers) {
          const context = container.securityContext;
          expect([
            name,
            context?.runAsNonRoot,
            (context?.runAsUser ?? spec.securityContext?.runAsUser ?? 0) > 0,
            context?.allowPrivilegeEscalation,
            context?.readOnlyRootFilesystem,
            context?.capabilities?.drop,
          ]).toEqual([name, true, true, false, true, ['ALL']]);
          expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
        }
      }
    }
  });

  it('rolls out without losing capacity: a new pod is ready before an old one stops, which drains within its grace period', () => {
    for (const { manifests } of each()) {
      for (const deployment of ofKind(manifests, 'Deployment')) {
        const spec = deployment.spec!;
        const pod = spec.template.spec!;
        expect([deployment.metadata.name, spec.strategy?.rollingUpdate?.maxUnavailable]).toEqual([
          deployment.metadata.name,
          0,
        ]);
        expect(pod.containers[0].lifecycle?.preStop?.exec?.command).toEqual(['sleep', '5']);
        const env = ofKind(manifests, 'ConfigMap').find(
          (c) => c.metadata.name === pod.containers[0].envFrom?.[0].configMapRef?.name,
        )!.data!;
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + Number(env.SHUTDOWN_GRACE_MS) / 1000);
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(15);
      }
    }
    expect(refusal('-f', 'ci/defaults-values.yaml', '--set', 'lifecycle.terminationGracePeriodSeconds=12')).toContain(
      'must be at least preStopSleepSeconds plus shutdownGraceMs in seconds (15)',
    );
  });

  it('spreads each Deployment over nodes, covers it with a PodDisruptionBudget, and with an autoscaler unless it has a fixed count', () => {
    for (const { valueSet, manifests, autoscaling, disruptionBudgets } of each()) {
      for (const deployment of ofKind(manifests, 'Deployment')) {
        const name = deployment.metadata.name;
        const podLabels = deployment.spec!.template.metadata!.labels;
        const budgets = ofKind(manifests, 'PodDisruptionBudget').filter((b) =>
          matches(b.spec!.selector!.matchLabels, podLabels),
        );
        const autoscalers = ofKind(manifests, 'HorizontalPodAutoscaler').filter(
          (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
        );
        expect([valueSet, name, budgets.length, autoscalers.length]).toEqual([
          valueSet,
          name,
          disruptionBudgets ? 1 : 0,
          autoscaling ? 1 : 0,
        ]);
        // Under an autoscaler the Deployment names no count, so an upgrade never resets the one it chose.
        expect([valueSet, name, deployment.spec!.replicas]).toEqual([valueSet, name, autoscaling ? undefined : 3]);
        for (const hpa of autoscalers) expect(hpa.spec.metrics?.[0].resource?.name).toEqual('cpu');
        const spread = deployment.spec!.template.spec!.topologySpreadConstraints ?? [];
        if (valueSet !== 'minimal-values.yaml')
          expect(spread.map((s) => [s.topologyKey, matches(s.labelSelector?.matchLabels, podLabels)])).toContainEqual([
            'kubernetes.io/hostname',
            true,
          ]);
      }
    }
  });

  it('migrates in a pre-install,pre-upgrade hook Job that needs nothing the release makes after it', () => {
    for (const { valueSet, manifests, chartSecrets, migrations } of each()) {
      const jobs = ofKind(manifests, 'Job');
      expect([valueSet, jobs.length]).toEqual([valueSet, migrations ? 1 : 0]);
      for (const job of jobs) {
        expect(job.metadata.annotations).toEqual({
          'helm.sh/hook': 'pre-install,pre-upgrade',
          'helm.sh/hook-weight': '0',
          'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded',
        });
        expect([job.spec!.backoffLimit, job.spec!.activeDeadlineSeconds]).toEqual([1, 600]);
        const pod = job.spec!.template.spec!;
        expect(pod.containers[0].command).toEqual(['node', 'rest/dist/migrate.js']);
        // Hooks run before the release's other objects exist: no ConfigMap, no chart-made ServiceAccount, and only a
        // Secret that is itself an earlier hook, or the operator's.
        expect(pod.containers[0].envFrom).toBeUndefined();
        expect([valueSet, pod.serviceAccountName]).toEqual([
          valueSet,
          valueSet === 'existing-secret-values.yaml' ? 'people-app' : undefined,
        ]);
        const secretNames = (pod.containers[0].env ?? []).flatMap((e) =>
          e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef.name] : [],
        );
        const hookSecrets = ofKind(manifests, 'Secret').filter(
          (s) =>
            s.metadata.annotations?.['helm.sh/hook'] === 'pre-install,pre-upgrade' &&
            Number(s.metadata.annotations['helm.sh/hook-weight']) < 0,
        );
        expect(secretNames).toEqual([chartSecrets ? hookSecrets[0]?.metadata.name : 'people-credentials']);
      }
    }
  });

  it('keeps secrets out of ConfigMaps: no secret value and no secret name in their data', () => {
    for (const { valueSet, manifests, chartSecrets } of each()) {
      const secretValues = ofKind(manifests, 'Secret').flatMap((s) =>
        Object.values(s.data ?? {}).map((v) => Buffer.from(v, 'base64').toString('utf8')),
      );
      if (chartSecrets) expect(secretValues.length).toBeGreaterThan(0);
      for (const configMap of ofKind(manifests, 'ConfigMap')) {
        const data = configMap.data ?? {};
        const leaks = Object.entries(data).filter(
          ([key, value]) =>
            (/URL$|SHA256$/.test(key) && key !== 'REST_URL') || secretValues.some((secret) => value.includes(secret)),
        );
        expect([valueSet, configMap.metadata.name, leaks]).toEqual([valueSet, configMap.metadata.name, []]);
      }
    }
    expect(refusal('-f', 'ci/defaults-values.yaml', '--set', 'rest.env.DATABASE_URL=postgresql://x')).toContain(
      "invalid propertyName 'DATABASE_URL'",
    );
  });

  it('routes the Ingress to the gateway only, and keeps every Service inside the cluster', () => {
    for (const { valueSet, manifests, ingressTls } of each()) {
      const services = ofKind(manifests, 'Service');
      expect(services.map((s) => [s.metadata.name, s.spec!.type])).toEqual([
        ['people-rest', 'ClusterIP'],
        ['people-gateway', 'ClusterIP'],
      ]);
      for (const service of services) {
        const deployment = ofKind(manifests, 'Deployment').find((d) =>
          matches(service.spec!.selector, d.spec!.template.metadata!.labels),
        );
        expect([service.metadata.name, deployment?.metadata.name]).toEqual([
          service.metadata.name,
          service.metadata.name,
        ]);
      }
      const ingresses = ofKind(manifests, 'Ingress');
      expect([valueSet, ingresses.length]).toEqual([valueSet, ingressTls === null ? 0 : 1]);
      for (const ingress of ingresses) {
        const backends = ingress.spec!.rules!.flatMap((r) => r.http!.paths.map((p) => p.backend.service));
        expect(backends).toEqual([{ name: 'people-gateway', port: { name: 'http' } }]);
        expect([valueSet, (ingress.spec!.tls ?? []).length]).toEqual([valueSet, ingressTls ? 1 : 0]);
      }
      const gateway = ofKind(manifests, 'ConfigMap').find((c) => c.metadata.name === 'people-gateway')!;
      expect(gateway.data!.REST_URL).toEqual('http://people-rest:4001');
    }
  });

  it('lets only the gateway reach the REST API when NetworkPolicies are on', () => {
    for (const { valueSet, manifests, networkPolicy } of each()) {
      const policies = ofKind(manifests, 'NetworkPolicy');
      expect([valueSet, policies.length]).toEqual([valueSet, networkPolicy ? 2 : 0]);
      const rest = policies.find((p) => p.metadata.name === 'people-rest');
      if (!rest) continue;
      const gatewayPods = ofKind(manifests, 'Deployment').find((d) => d.metadata.name === 'people-gateway')!.spec!
        .template.metadata!.labels;
      const httpRule = rest.spec!.ingress!.find((rule) => rule.ports?.[0].port === 'http')!;
      expect(
        httpRule.from!.map((peer) => matches(peer.podSelector?.matchLabels, gatewayPods) && !peer.namespaceSelector),
      ).toEqual([true]);
      expect(rest.spec!.policyTypes).toEqual(['Ingress']);
    }
  });

  it('rolls the pods when their configuration or chart-made Secret changes', () => {
    const checksums = (manifests: Manifest[]) =>
      ofKind(manifests, 'Deployment').map((d) => d.spec!.template.metadata!.annotations);
    const before = checksums(rendered['defaults-values.yaml']);
    const logLevel = checksums(render('defaults-values.yaml', '--set', 'config.logLevel=debug'));
    const redis = checksums(render('defaults-values.yaml', '--set', 'secret.redisUrl=redis://other:6379'));
    before.forEach((annotations, i) => {
      expect(logLevel[i]!['checksum/config']).not.toEqual(annotations!['checksum/config']);
      expect(redis[i]!['checksum/secret']).not.toEqual(annotations!['checksum/secret']);
      expect(redis[i]!['checksum/config']).toEqual(annotations!['checksum/config']);
    });
  });

  it.each([
    [
      'a count in words',
      ['--set-string', 'rest.replicaCount=two'],
      "at '/rest/replicaCount': got string, want integer",
    ],
    ['an unknown key', ['--set', 'gateway.replicas=3'], "additional properties 'replicas' not allowed"],
    ['an unknown log level', ['--set', 'config.logLevel=verbose'], "at '/config/logLevel'"],
    ['a database URL of another kind', ['--set', 'secret.databaseUrl=mysql://x'], "at '/secret/databaseUrl'"],
  ])('refuses values the schema forbids: %s', (_, args, message) => {
    expect(refusal('-f', 'ci/defaults-values.yaml', ...args)).toContain(message);
  });

  it('refuses to render without what values.yaml leaves required, naming it', () => {
    expect(refusal('--set', 'ingress.host=people.example.com', '--set', 'secret.redisUrl=redis://r:6379')).toContain(
      'secret.databaseUrl is required',
    );
    expect(
      refusal('--set', 'secret.databaseUrl=postgresql://p/people', '--set', 'secret.redisUrl=redis://r:6379'),
    ).toContain('ingress.host is required');
    expect(
      refusal('-f', 'ci/existing-secret-values.yaml', '--set', 'secret.databaseUrl=postgresql://p/people'),
    ).toContain('secret.existingSecret is set');
  });
});
