{{/* Names, labels and the pieces the Deployments and the migrations Job share. */}}

{{- define "people.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* <release>-people, or the release name alone when it already says people. */}}
{{- define "people.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* The name of one component's objects: (dict "root" $ "component" "rest"). */}}
{{- define "people.componentName" -}}
{{- printf "%s-%s" (include "people.fullname" .root | trunc 50 | trimSuffix "-") .component }}
{{- end }}

{{- define "people.imageTag" -}}
{{- default .Chart.AppVersion .Values.image.tag }}
{{- end }}

{{- define "people.image" -}}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository (include "people.imageTag" .) }}
{{- end }}
{{- end }}

{{/* Kubernetes' recommended labels: (dict "root" $ "component" "rest"), or without a component for shared objects. */}}
{{- define "people.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "people.selectorLabels" . }}
app.kubernetes.io/version: {{ include "people.imageTag" .root | trunc 63 | trimSuffix "-" | quote }}
app.kubernetes.io/part-of: people
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{/* What a component's selectors match: never the version, which changes on every upgrade. */}}
{{- define "people.selectorLabels" -}}
app.kubernetes.io/name: {{ include "people.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- with .component }}
app.kubernetes.io/component: {{ . }}
{{- end }}
{{- end }}

{{- define "people.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "people.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* The Secret the servers read: the operator's, or the one secret.yaml makes. */}}
{{- define "people.secretName" -}}
{{- default (include "people.fullname" .) .Values.secret.existingSecret }}
{{- end }}

{{/* The Secret the migrations Job reads: the operator's, or the hook Secret migrations-secret.yaml makes. */}}
{{- define "people.migrationsSecretName" -}}
{{- default (printf "%s-migrations" (include "people.fullname" .)) .Values.secret.existingSecret }}
{{- end }}

{{- define "people.restUrl" -}}
{{- printf "http://%s:4001" (include "people.componentName" (dict "root" . "component" "rest")) }}
{{- end }}

{{/*
The ConfigMap data of one component: (dict "root" $ "component" "rest"). The checksum of this text is on the pod
template, so a change rolls the pods. values.schema.json refuses in `env` the names the chart sets here.
*/}}
{{- define "people.configData" -}}
{{- $root := .root }}
{{- $values := index $root.Values .component }}
{{- $data := dict "NODE_ENV" "production" "HOST" "0.0.0.0" "METRICS_PORT" "9464" "LOG_LEVEL" $root.Values.config.logLevel "SHUTDOWN_GRACE_MS" (toString $root.Values.config.shutdownGraceMs) "TRUST_PROXY" $values.trustProxy }}
{{- if $root.Values.config.redisPrefix }}
{{- $_ := set $data "REDIS_PREFIX" $root.Values.config.redisPrefix }}
{{- end }}
{{- if eq .component "rest" }}
{{- $_ := set $data "REST_PORT" "4001" }}
{{- /* The Job migrates before the new pods start; demo data is never loaded into a production database. */}}
{{- $_ := set $data "RUN_MIGRATIONS" "false" }}
{{- $_ := set $data "DEMO_DATA" "0" }}
{{- else }}
{{- $_ := set $data "PORT" "4000" }}
{{- $_ := set $data "REST_URL" (include "people.restUrl" $root) }}
{{- $_ := set $data "PERSISTED_QUERIES_ONLY" "true" }}
{{- $_ := set $data "SESSION_COOKIE_SECURE" (toString $values.sessionCookieSecure) }}
{{- end }}
{{- range $name, $value := merge $data $values.env }}
{{ $name }}: {{ $value | quote }}
{{- end }}
{{- end }}

{{/* The chart-made Secret's data: its checksum on the pod templates rolls the pods when a value changes. */}}
{{- define "people.secretData" -}}
{{- $keys := .Values.secret.keys }}
{{ $keys.databaseUrl }}: {{ required "secret.databaseUrl is required (or name a Secret of yours in secret.existingSecret)" .Values.secret.databaseUrl | b64enc | quote }}
{{ $keys.redisUrl }}: {{ required "secret.redisUrl is required (or name a Secret of yours in secret.existingSecret)" .Values.secret.redisUrl | b64enc | quote }}
{{- with .Values.secret.partnerTokenSha256 }}
{{ $keys.partnerTokenSha256 }}: {{ . | b64enc | quote }}
{{- end }}
{{- end }}

{{/* The secret environment of one component's server: (dict "root" $ "component" "rest"). */}}
{{- define "people.secretEnv" -}}
{{- $keys := .root.Values.secret.keys }}
{{- $secret := include "people.secretName" .root }}
{{- if eq .component "rest" }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.databaseUrl }}
{{- end }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.redisUrl }}
{{- if eq .component "gateway" }}
- name: PARTNER_TOKEN_SHA256
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.partnerTokenSha256 }}
      optional: true
{{- end }}
{{- end }}

{{/* Non-root, no privilege, read-only root: the image's `node` user (uid 1000). */}}
{{- define "people.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{- define "people.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
privileged: false
capabilities:
  drop:
    - ALL
{{- end }}

{{/* The one writable place: uploads being parsed and Node's own temporary files. */}}
{{- define "people.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: 256Mi
{{- end }}

{{- define "people.tmpVolumeMount" -}}
- name: tmp
  mountPath: /tmp
{{- end }}

{{/* What values.schema.json cannot say, since it relates two values: checked on every render. */}}
{{- define "people.checkValues" -}}
{{- $needed := add .Values.lifecycle.preStopSleepSeconds (div (add .Values.config.shutdownGraceMs 999) 1000) }}
{{- if lt (int .Values.lifecycle.terminationGracePeriodSeconds) (int $needed) }}
{{- fail (printf "lifecycle.terminationGracePeriodSeconds (%d) must be at least preStopSleepSeconds plus shutdownGraceMs in seconds (%d)" (int .Values.lifecycle.terminationGracePeriodSeconds) (int $needed)) }}
{{- end }}
{{- range $component := list "rest" "gateway" }}
{{- with (index $.Values $component).autoscaling }}
{{- if and .enabled (gt (int .minReplicas) (int .maxReplicas)) }}
{{- fail (printf "%s.autoscaling.minReplicas (%d) is above maxReplicas (%d)" $component (int .minReplicas) (int .maxReplicas)) }}
{{- end }}
{{- end }}
{{- end }}
{{- with .Values.secret }}
{{- if and .existingSecret (or .databaseUrl .migrationsDatabaseUrl .redisUrl .partnerTokenSha256) }}
{{- fail "secret.existingSecret is set: the pods read that Secret, so leave secret.databaseUrl, migrationsDatabaseUrl, redisUrl and partnerTokenSha256 empty" }}
{{- end }}
{{- end }}
{{- end }}
