{{/*
Helpers of the chart exported by Manifest Studio.

Each workload template embeds the objects of Manifest Studio's Kubernetes YAML export for its pod (one variant per
sidecar rendering when the pod has sidecars) as JSON and renders them through "studio.objects", which takes replica
counts, images, resources, environment values, storage and Service exposure from the values, and adds the chart's
labels. So the chart renders, with its default values, the same objects as the Kubernetes YAML export.
*/}}

{{/*
"true" when sidecars render natively (init containers with restartPolicy Always): sidecars.native true, or "auto"
on Kubernetes 1.29 and later. Note: helm template without --kube-version assumes a built-in version.
*/}}
{{- define "studio.nativeSidecars" -}}
{{- $mode := toString .Values.sidecars.native -}}
{{- if eq $mode "auto" -}}
{{- semverCompare ">=1.29-0" .Capabilities.KubeVersion.Version -}}
{{- else -}}
{{- eq $mode "true" -}}
{{- end -}}
{{- end -}}

{{/*
The labels of every object the chart renders (fissile's kube/utils.go). Pod templates get only
"studio.podLabels": a label that changes with every chart version would restart every pod on every upgrade.
*/}}
{{- define "studio.labels" -}}
{{ include "studio.podLabels" . }}
app.kubernetes.io/version: {{ default .Chart.Version .Chart.AppVersion | quote }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" | quote }}
{{- end -}}

{{/* The labels of pod templates: those that stay the same from one chart version to the next. */}}
{{- define "studio.podLabels" -}}
app.kubernetes.io/instance: {{ .Release.Name | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service | quote }}
app.kubernetes.io/name: {{ default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" | quote }}
{{- end -}}

{{/*
fissile's checksum/config annotation (kube/pod.go, commit 64bc211f: the sha256sum of the whole secrets.yaml on every
pod), over what this pod reads instead: the values of the secret variables (secrets.<NAME>) and large plain
variables (env.<NAME>) it reads from the Secret "secrets", and the "bosh" value every pod mounts. Changing a value
restarts exactly the pods that read it.
*/}}
{{- define "studio.configChecksum" -}}
{{- $read := dict "bosh" .root.Values.bosh -}}
{{- range $name := .reads.secrets }}{{ $_ := set $read (print "secrets." $name) (index $.root.Values.secrets $name) }}{{ end -}}
{{- range $name := .reads.env }}{{ $_ := set $read (print "env." $name) (index $.root.Values.env $name) }}{{ end -}}
{{- toJson $read | sha256sum -}}
{{- end -}}

{{/*
A cluster-scoped object's name, as fissile.SanitizeName made it (fissile kube/templates.go, 8c552f42): up to 63
characters, a longer one cut to 54 and given 8 characters of its SHA-256.
*/}}
{{- define "studio.clusterName" -}}
{{- if gt (len .) 63 -}}
{{- . | trunc 54 }}-{{ . | sha256sum | trunc 8 -}}
{{- else -}}
{{- . -}}
{{- end -}}
{{- end -}}

{{/* Replica count: sizing.<g>.count when set, else the HA count under config.HA, else the minimum. */}}
{{- define "studio.replicas" -}}
{{- $count := (index .root.Values.sizing .sizing).count -}}
{{- if ne (typeOf $count) "<nil>" -}}
{{- int $count -}}
{{- else if .root.Values.config.HA -}}
{{- .ha -}}
{{- else -}}
{{- .min -}}
{{- end -}}
{{- end -}}

{{/* Fail on values that moved in fissile's charts (sizing.HA, sizing.cpu.*, sizing.memory.*). */}}
{{- define "studio.movedValueGuards" -}}
{{- if .Values.sizing.HA }}
{{- fail "Bad use of moved variable sizing.HA. The new name to use is config.HA" }}
{{- end }}
{{- if .Values.sizing.cpu }}
{{- if .Values.sizing.cpu.limits }}{{ fail "Bad use of moved variable sizing.cpu.limits. The new name to use is config.cpu.limits" }}{{ end }}
{{- if .Values.sizing.cpu.requests }}{{ fail "Bad use of moved variable sizing.cpu.requests. The new name to use is config.cpu.requests" }}{{ end }}
{{- end }}
{{- if .Values.sizing.memory }}
{{- if .Values.sizing.memory.limits }}{{ fail "Bad use of moved variable sizing.memory.limits. The new name to use is config.memory.limits" }}{{ end }}
{{- if .Values.sizing.memory.requests }}{{ fail "Bad use of moved variable sizing.memory.requests. The new name to use is config.memory.requests" }}{{ end }}
{{- end }}
{{- end -}}

{{/* Requests and limits from sizing.<g>.memory|cpu behind the config.memory|cpu switches, as JSON. */}}
{{- define "studio.resources" -}}
{{- $values := .root.Values -}}
{{- $sizing := index $values.sizing .sizing -}}
{{- $requests := dict -}}
{{- $limits := dict -}}
{{- if and $values.config.memory.requests $sizing.memory.request }}{{ $_ := set $requests "memory" (printf "%dMi" (int64 $sizing.memory.request)) }}{{ end -}}
{{- if and $values.config.cpu.requests $sizing.cpu.request }}{{ $_ := set $requests "cpu" (printf "%dm" (int64 $sizing.cpu.request)) }}{{ end -}}
{{- if and $values.config.memory.limits $sizing.memory.limit }}{{ $_ := set $limits "memory" (printf "%dMi" (int64 $sizing.memory.limit)) }}{{ end -}}
{{- if and $values.config.cpu.limits $sizing.cpu.limit }}{{ $_ := set $limits "cpu" (printf "%dm" (int64 $sizing.cpu.limit)) }}{{ end -}}
{{- toJson (dict "requests" $requests "limits" $limits) -}}
{{- end -}}

{{/* An image built by fissile: kube.registry.hostname / kube.organization / <repository>-<group>:<tag>. */}}
{{- define "studio.image" -}}
{{- $parts := list -}}
{{- with .root.Values.kube.registry.hostname }}{{ $parts = append $parts . }}{{ end -}}
{{- with .root.Values.kube.organization }}{{ $parts = append $parts . }}{{ end -}}
{{- join "/" (append $parts .name) -}}
{{- end -}}

{{/*
The value of env.<name> as a string; maps and lists as JSON. Unset gives "", or for a required variable fails with
fissile's message ("required", so helm lint only warns).
*/}}
{{- define "studio.envValue" -}}
{{- $value := index .root.Values.env .name -}}
{{- if eq (typeOf $value) "<nil>" -}}
{{- if .required }}{{ required (printf "env.%s has not been set" .name) $value }}{{ end -}}
{{- else if has (kindOf $value) (list "map" "slice") -}}
{{- toJson $value -}}
{{- else if and (kindIs "float64" $value) (eq $value (float64 (int64 $value))) -}}
{{- int64 $value -}}
{{- else -}}
{{- toString $value -}}
{{- end -}}
{{- end -}}

{{/*
The entries of one configurable port (port-configurable: sizing.<g>.ports.<p>.port is the first Service port;
count-configurable: sizing.<g>.ports.<p>.count is how many), for a container ("container") or a Service, as JSON.
Fails with fissile's messages when the count is out of bounds.
*/}}
{{- define "studio.portEntries" -}}
{{- $port := .port -}}
{{- $values := index (index .root.Values.sizing $port.sizing).ports $port.key -}}
{{- $count := len $port.names -}}
{{- if $port.countConfigurable -}}
{{- $count = int $values.count -}}
{{- if gt $count (int $port.max) }}{{ fail (printf ".Values.sizing.%s.ports.%s.count must not exceed %d" $port.sizing $port.key (int $port.max)) }}{{ end -}}
{{- if lt $count 1 }}{{ fail (printf ".Values.sizing.%s.ports.%s.count must be at least 1" $port.sizing $port.key) }}{{ end -}}
{{- end -}}
{{- $external := int64 $port.external -}}
{{- if $port.portConfigurable }}{{ $external = int64 $values.port }}{{ end -}}
{{- $entries := list -}}
{{- range $i := until $count -}}
{{- $entry := dict -}}
{{- if eq $.kind "container" -}}
{{- $entry = dict "containerPort" (add $port.internal $i) -}}
{{- else -}}
{{- $entry = dict "port" (add $external $i) "targetPort" (ternary 0 (add $port.internal $i) $.headless) -}}
{{- end -}}
{{- $_ := set $entry "name" (ternary (printf "%s-%d" $port.name $i) $port.name $port.multi) -}}
{{- if $port.protocol }}{{ $_ := set $entry "protocol" $port.protocol }}{{ end -}}
{{- $entries = append $entries $entry -}}
{{- end -}}
{{- toJson $entries -}}
{{- end -}}

{{/*
A ports list with the entries of configurable ports made from the values, in place (the first entry of such a port
stands for all of them). "owner" limits it to one container's ports.
*/}}
{{- define "studio.ports" -}}
{{- $result := list -}}
{{- range $entry := .list -}}
{{- $port := index $.data.configurablePorts (toString $entry.name) -}}
{{- if and $port (or (not $.owner) (eq $port.owner $.owner)) -}}
{{- if eq $entry.name (first $port.names) -}}
{{- $result = concat $result (include "studio.portEntries" (dict "root" $.root "port" $port "kind" $.kind "headless" $.headless) | fromJsonArray) -}}
{{- end -}}
{{- else -}}
{{- $result = append $result $entry -}}
{{- end -}}
{{- end -}}
{{- toJson $result -}}
{{- end -}}

{{/* Takes one container's image, resources and environment from the values. */}}
{{- define "studio.container" -}}
{{- $root := .root -}}
{{- $data := .data -}}
{{- $container := .container -}}
{{- $info := index $data.containers $container.name -}}
{{- if $info -}}
{{- if $info.image }}{{ $_ := set $container "image" (include "studio.image" (dict "root" $root "name" $info.image)) }}{{ end -}}
{{- $_ := set $container "resources" (include "studio.resources" (dict "root" $root "sizing" $info.sizing) | fromJson) -}}
{{- end -}}
{{- if and $container.ports $data.configurablePorts -}}
{{- $_ := set $container "ports" (include "studio.ports" (dict "root" $root "data" $data "list" $container.ports "owner" $container.name "kind" "container" "headless" false) | fromJsonArray) -}}
{{- end -}}
{{- /* the generator's Secret: fissile's secrets-<chart version>-<counter>, with a key of what the generator makes for the version (UpgradeKeys) */ -}}
{{- $generatedSecret := printf "secrets-%s-%d" $data.generatorKey (int $root.Values.kube.secrets_generation_counter) -}}
{{- /* fissile's versionSuffix: the key under which a group's configgin Secret holds the properties its links export; per group here */ -}}
{{- $versionTag := printf "%s-%v" (index $data.versionTags $container.name | default "none") $root.Values.kube.secrets_generation_counter -}}
{{- range $entry := $container.env -}}
{{- if and (hasKey $entry "valueFrom") (hasPrefix "CONFIGGIN_IMPORT_" $entry.name) -}}
{{- $_ := set $entry.valueFrom.secretKeyRef "key" (printf "%s-%v" (index $data.versionTags $entry.valueFrom.secretKeyRef.name | default "none") $root.Values.kube.secrets_generation_counter) -}}
{{- else if and (hasKey $entry "valueFrom") (hasKey $data.generated $entry.name) (ne (toString $root.Values.secrets.generate) "helm") -}}
{{- /* fissile: a generated secret is read from the Secret the generator writes, unless secrets.<NAME> overrides it (not when immutable) */ -}}
{{- if or (index $data.generated $entry.name) (eq (typeOf (index $root.Values.secrets $entry.name)) "<nil>") -}}
{{- $_ := set $entry.valueFrom.secretKeyRef "name" $generatedSecret -}}
{{- end -}}
{{- else if hasKey $entry "value" -}}
{{- if eq $entry.name "CONFIGGIN_VERSION_TAG" -}}
{{- $_ := set $entry "value" $versionTag -}}
{{- else if eq $entry.name "KUBE_SECRETS_GENERATION_NAME" -}}
{{- $_ := set $entry "value" $generatedSecret -}}
{{- else if eq $entry.name "KUBE_SECRETS_GENERATION_COUNTER" -}}
{{- $_ := set $entry "value" (toString (int $root.Values.kube.secrets_generation_counter)) -}}
{{- else if eq $entry.name "HELM_IS_INSTALL" -}}
{{- $_ := set $entry "value" (toString $root.Release.IsInstall) -}}
{{- else if has $entry.name $data.env -}}
{{- $_ := set $entry "value" (include "studio.envValue" (dict "root" $root "name" $entry.name "required" (has $entry.name $data.required))) -}}
{{- else if hasKey $data.sizingVariables $entry.name -}}
{{- /* fissile's KUBE_SIZING_<G>_COUNT (replicaCount) and KUBE_SIZING_<G>_PORTS_<P>_MAX (add <first> .Values.sizing.<g>.ports.<p>.count -1) */ -}}
{{- $sizing := index $data.sizingVariables $entry.name -}}
{{- if hasKey $sizing "port" -}}
{{- $_ := set $entry "value" (toString (add (int $sizing.first) (int (dig $sizing.sizing "ports" $sizing.port "count" $sizing.count $root.Values.sizing)) -1)) -}}
{{- else -}}
{{- $_ := set $entry "value" (include "studio.replicas" (dict "root" $root "sizing" $sizing.sizing "min" $sizing.min "ha" $sizing.ha)) -}}
{{- end -}}
{{- else if hasKey $data.features $entry.name -}}
{{- $_ := set $entry "value" (index $root.Values.enable (index $data.features $entry.name) | toString) -}}
{{- else if eq $entry.name "VCAP_HARD_NPROC" -}}
{{- $_ := set $entry "value" (toString $root.Values.kube.limits.nproc.hard) -}}
{{- else if eq $entry.name "VCAP_SOFT_NPROC" -}}
{{- $_ := set $entry "value" (toString $root.Values.kube.limits.nproc.soft) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/*
The manifest's template text rendered with tpl: fissile copied a group's podAntiAffinity verbatim into its chart,
so the Helm actions in it (such as a topologyKey read from .Values.kube.podAntiAffinityTopologyKey) were template
code. Walks maps and lists; gives {"v": <the value with each string that holds an action rendered>} as JSON.
*/}}
{{- define "studio.tpl" -}}
{{- $value := .value -}}
{{- if kindIs "map" $value -}}
{{- $out := dict -}}
{{- range $key, $item := $value }}{{ $_ := set $out $key (include "studio.tpl" (dict "root" $.root "value" $item) | fromJson).v }}{{ end -}}
{{- toJson (dict "v" $out) -}}
{{- else if kindIs "slice" $value -}}
{{- $out := list -}}
{{- range $item := $value }}{{ $out = append $out (include "studio.tpl" (dict "root" $.root "value" $item) | fromJson).v }}{{ end -}}
{{- toJson (dict "v" $out) -}}
{{- else if and (kindIs "string" $value) (contains "{{" $value) -}}
{{- toJson (dict "v" (tpl $value $.root)) -}}
{{- else -}}
{{- toJson (dict "v" $value) -}}
{{- end -}}
{{- end -}}

{{/* Takes an object's values-driven fields from the values and adds the chart's labels. */}}
{{- define "studio.decorate" -}}
{{- $root := .root -}}
{{- $data := .data -}}
{{- $object := .object -}}
{{- $labels := include "studio.labels" $root | fromYaml -}}
{{- $_ := set $object.metadata "labels" (merge (default (dict) $object.metadata.labels) $labels) -}}
{{- if eq $object.kind "Service" -}}
{{- if $data.configurablePorts -}}
{{- $_ := set $object.spec "ports" (include "studio.ports" (dict "root" $root "data" $data "list" $object.spec.ports "owner" "" "kind" "service" "headless" (eq (toString $object.spec.clusterIP) "None")) | fromJsonArray) -}}
{{- end -}}
{{- if has $object.metadata.name $data.publicServices -}}
{{- $_ := unset $object.spec "externalIPs" -}}
{{- if $root.Values.services.loadbalanced -}}
{{- $_ := set $object.spec "type" "LoadBalancer" -}}
{{- else if and $root.Values.kube.external_ips (not $root.Values.ingress.enabled) -}}
{{- $_ := set $object.spec "externalIPs" $root.Values.kube.external_ips -}}
{{- end -}}
{{- end -}}
{{- else -}}
{{- $pod := $object.spec -}}
{{- if $object.spec.template -}}
{{- $template := $object.spec.template -}}
{{- $_ := set $template.metadata "labels" (merge (default (dict) $template.metadata.labels) (include "studio.podLabels" $root | fromYaml)) -}}
{{- $_ := set $template.metadata "annotations" (merge (dict "checksum/config" (include "studio.configChecksum" (dict "root" $root "reads" $data.reads))) (default (dict) $template.metadata.annotations)) -}}
{{- $pod = $template.spec -}}
{{- end -}}
{{- if eq $object.kind "Job" -}}
{{- /* fissile's Job name <g>-<release revision>: a Job's pod template cannot change, so each upgrade makes a new Job that runs again */ -}}
{{- $_ := set $object.metadata "name" (printf "%s-%d" $object.metadata.name (int $root.Release.Revision)) -}}
{{- end -}}
{{- if eq $object.kind "StatefulSet" -}}
{{- $_ := set $object.spec "replicas" (include "studio.replicas" (merge (dict "root" $root) $data.replicas) | int) -}}
{{- range $claim := $object.spec.volumeClaimTemplates -}}
{{- $info := index $data.claims $claim.metadata.name -}}
{{- if $info -}}
{{- if $info.storageClass -}}
{{- $_ := set $claim.metadata.annotations "volume.beta.kubernetes.io/storage-class" (index $root.Values.kube.storage_class $info.storageClass | toString) -}}
{{- end -}}
{{- if $info.size -}}
{{- $size := index (index $root.Values.sizing $info.sizing).disk_sizes $info.size -}}
{{- $_ := set $claim.spec.resources.requests "storage" (printf "%dG" (int64 $size)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if not $root.Values.kube.registry.username -}}
{{- /* fissile's chart (kube/pod.go): imagePullSecrets only when kube.registry.username is set, which makes registry-credentials */ -}}
{{- $_ := unset $pod "imagePullSecrets" -}}
{{- end -}}
{{- if not $root.Values.kube.hostpath_available -}}
{{- /* fissile's chart (kube/pod.go): host volumes and their mounts only when kube.hostpath_available is true */ -}}
{{- $hostVolumes := list -}}
{{- $volumes := list -}}
{{- range $volume := default (list) $pod.volumes }}{{ if hasKey $volume "hostPath" }}{{ $hostVolumes = append $hostVolumes $volume.name }}{{ else }}{{ $volumes = append $volumes $volume }}{{ end }}{{ end -}}
{{- if $hostVolumes -}}
{{- $_ := set $pod "volumes" $volumes -}}
{{- range $container := concat (default (list) $pod.initContainers) (default (list) $pod.containers) -}}
{{- if hasKey $container "volumeMounts" -}}
{{- $mounts := list -}}
{{- range $mount := $container.volumeMounts }}{{ if not (has $mount.name $hostVolumes) }}{{ $mounts = append $mounts $mount }}{{ end }}{{ end -}}
{{- $_ := set $container "volumeMounts" $mounts -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if ne (toString $root.Values.kube.auth) "rbac" -}}
{{- /* fissile's chart: a pod runs as its account only when kube.auth is "rbac", which makes the accounts */ -}}
{{- $_ := unset $pod "serviceAccountName" -}}
{{- end -}}
{{- if and $data.expressions $pod.affinity $pod.affinity.podAntiAffinity -}}
{{- $_ := set $pod.affinity "podAntiAffinity" (include "studio.tpl" (dict "root" $root "value" $pod.affinity.podAntiAffinity) | fromJson).v -}}
{{- end -}}
{{- $affinity := (index $root.Values.sizing $data.sizing).affinity -}}
{{- if and $affinity $affinity.nodeAffinity -}}
{{- $_ := set $pod "affinity" (merge (dict "nodeAffinity" $affinity.nodeAffinity) (default (dict) $pod.affinity)) -}}
{{- end -}}
{{- range $container := concat (default (list) $pod.initContainers) (default (list) $pod.containers) -}}
{{- include "studio.container" (dict "root" $root "data" $data "container" $container) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Renders a workload's objects (a JSON array) as YAML documents, each taken through "studio.decorate". */}}
{{- define "studio.objects" -}}
{{- $root := .root -}}
{{- $data := .data -}}
{{- range $object := fromJsonArray .objects }}
{{- include "studio.decorate" (dict "root" $root "data" $data "object" $object) }}
---
{{ toYaml $object }}
{{- end }}
{{- end -}}

{{/*
secrets.generate: helm - the generated secrets, made by the chart as fissile's secret generator made them
(SUSE/scf-secret-generator), as a JSON map of the Secret's keys to base64 values. For each secret: the value of
secrets.<NAME> when set (not for an immutable one), else the one in the existing Secret "existing" (lookup, so an
upgrade keeps them), else a new one: a password of secrets.password_length random alphanumerics; a CA (genCA); a
certificate signed by the CA its variable names (genSignedCert; self-signed without one) for its names, the first
the common name; a 4096-bit RSA key (genPrivateKey) with its fingerprint. "specs" is the list the exporter wrote
(CAs first); a name is a list of parts, text or {"var": NAME} filled from the release's namespace, the cluster
domain or env.<NAME> (which must be set when "required" lists NAME).
*/}}
{{- define "studio.generatedSecrets" -}}
{{- $root := .root -}}
{{- $existing := .existing -}}
{{- $days := int .days -}}
{{- $out := dict -}}
{{- $cas := dict -}}
{{- $vars := dict "KUBERNETES_NAMESPACE" $root.Release.Namespace "KUBERNETES_CLUSTER_DOMAIN" (index $root.Values.env "KUBERNETES_CLUSTER_DOMAIN" | default "cluster.local" | toString) -}}
{{- range $s := .specs -}}
{{- $appendKubeCa := $s.appendKubeCa -}}
{{- $caName := default "" $s.ca -}}
{{- if $s.templateValues -}}
{{- /* options written as Go templates, rendered as scf-secret-generator did (commit 67094a4): with the variables as strings; a template that is the whole option is read again as YAML (~ or null: no CA) */ -}}
{{- $tv := dict "Template" $root.Template -}}
{{- range $n := $s.templateValues -}}
{{- $v := index $vars $n -}}
{{- if and (not $v) (hasKey $.features $n) }}{{ $v = index $root.Values.enable (index $.features $n) | toString }}{{ end -}}
{{- if not $v }}{{ $v = include "studio.envValue" (dict "root" $root "name" $n "required" false) }}{{ end -}}
{{- $_ := set $tv $n $v -}}
{{- end -}}
{{- if $s.caTemplate -}}
{{- $caName = tpl $s.caTemplate $tv | trim -}}
{{- if and (hasPrefix "{{" $s.caTemplate) (hasSuffix "}}" $s.caTemplate) (has $caName (list "" "~" "null" "Null" "NULL")) }}{{ $caName = "" }}{{ end -}}
{{- end -}}
{{- if $s.appendKubeCaTemplate -}}
{{- $appendKubeCa = has (tpl $s.appendKubeCaTemplate $tv | trim | lower) (list "true" "yes" "on" "y") -}}
{{- end -}}
{{- end -}}
{{- $value := include "studio.currentSecret" (dict "root" $root "existing" $existing "name" $s.name "key" $s.key "immutable" $s.immutable) -}}
{{- $pair := "" -}}
{{- if $s.pair }}{{ $pair = include "studio.currentSecret" (dict "root" $root "existing" $existing "name" $s.pair "key" $s.pairKey "immutable" $s.immutable) }}{{ end -}}
{{- if eq $s.kind "password" -}}
{{- if not $value }}{{ $value = randAlphaNum (int $root.Values.secrets.password_length) | b64enc }}{{ end -}}
{{- else if eq $s.kind "ca" -}}
{{- if not (and $value $pair) -}}
{{- $ca := genCA $.caName $days -}}
{{- $value = $ca.Cert | b64enc -}}
{{- $pair = $ca.Key | b64enc -}}
{{- /* append_kube_ca: the cluster's CA after the CA's own certificate, as scf-secret-generator's createCA appended
the service account's ca.crt; the first certificate stays the one that signs */ -}}
{{- if and $appendKubeCa $.kubeCa }}{{ $value = print $ca.Cert $.kubeCa | b64enc }}{{ end -}}
{{- end -}}
{{- $_ := set $cas $s.name (buildCustomCert $value $pair) -}}
{{- else if eq $s.kind "certificate" -}}
{{- if not (and $value $pair) -}}
{{- $names := list -}}
{{- range $name := $s.names -}}
{{- $text := "" -}}
{{- range $part := $name -}}
{{- if kindIs "map" $part -}}
{{- $value := index $vars $part.var -}}
{{- if not $value }}{{ $value = include "studio.envValue" (dict "root" $root "name" $part.var "required" (has $part.var $.required)) }}{{ end -}}
{{- $text = print $text $value -}}
{{- else -}}
{{- $text = print $text $part -}}
{{- end -}}
{{- end -}}
{{- $names = append $names $text -}}
{{- end -}}
{{- if not $names }}{{ $names = list $s.key }}{{ end -}}
{{- $ca := index $cas $caName -}}
{{- $cert := dict -}}
{{- if $ca -}}
{{- $cert = genSignedCert (first $names) (list) $names $days $ca -}}
{{- else -}}
{{- $cert = genSelfSignedCert (first $names) (list) $names $days -}}
{{- end -}}
{{- $value = $cert.Cert | b64enc -}}
{{- $pair = $cert.Key | b64enc -}}
{{- end -}}
{{- else if eq $s.kind "ssh" -}}
{{- if not $value -}}
{{- $key := genPrivateKey "rsa" -}}
{{- $value = $key | b64enc -}}
{{- $pair = include "studio.sshFingerprint" $key | b64enc -}}
{{- end -}}
{{- else if eq $s.kind "private-key" -}}
{{- if not $value }}{{ $value = genPrivateKey "rsa" | b64enc }}{{ end -}}
{{- end -}}
{{- $_ := set $out $s.key $value -}}
{{- if $s.pair }}{{ $_ := set $out $s.pairKey $pair }}{{ end -}}
{{- end -}}
{{- toJson $out -}}
{{- end -}}

{{/* The base64 value a generated secret has now: secrets.<name> (unless immutable), else the existing Secret's. */}}
{{- define "studio.currentSecret" -}}
{{- $given := index .root.Values.secrets .name -}}
{{- if and (not .immutable) (ne (typeOf $given) "<nil>") -}}
{{- toString $given | b64enc -}}
{{- else -}}
{{- index .existing .key | default "" -}}
{{- end -}}
{{- end -}}

{{/*
The SHA-1 fingerprint (colon-separated hex) of the public half of a 4096-bit RSA key in PKCS#1 PEM, as genPrivateKey
"rsa" writes it: the SSH wire form of the public key ("ssh-rsa", e = 65537, n) is a fixed prefix and the modulus,
which starts at byte 11 of the key's DER (30 82 LLLL, 02 01 00, 02 82 0201) and is 513 bytes long. fissile's
generator wrote the MD5 fingerprint; Helm has no MD5 function.
*/}}
{{- define "studio.sshFingerprint" -}}
{{- $der := regexReplaceAll "-----[A-Z ]+-----|\\s" . "" | b64dec -}}
{{- $wire := print (b64dec "AAAAB3NzaC1yc2EAAAADAQABAAACAQ==") (substr 11 524 $der) -}}
{{- regexReplaceAll "(..)" (sha1sum $wire) "${1}:" | trimSuffix ":" -}}
{{- end -}}
