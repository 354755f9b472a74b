/**
 * Export: fissile-faithful Kubernetes objects from a role manifest, the Kubernetes YAML
 * export, and the K8S rule family over what is generated.
 * <p>
 * <b>API.</b> {@link io.manifeststudio.export.KubernetesObjects} builds, per pod, its
 * Services and its workload as ordered maps ({@link io.manifeststudio.export.PodObjects},
 * {@link io.manifeststudio.export.KubeObject});
 * {@link io.manifeststudio.export.ContainerFactory} and
 * {@link io.manifeststudio.export.PodTemplateFactory} build the containers and pod specs
 * (the Helm chart uses them too); {@link io.manifeststudio.export.KubernetesYamlWriter}
 * writes them; {@link io.manifeststudio.export.KubernetesExport} validates and exports;
 * {@link io.manifeststudio.export.rules.KubernetesRules} is the K8S family, and
 * {@link io.manifeststudio.export.rules.KubeChecks#check} runs its checks on any parsed
 * objects; {@link io.manifeststudio.export.rules.Validators} puts the validator together
 * from every family. The packages use each other one way: {@code export.helm} and
 * {@code export.rules} build on this package, and {@code export.rules} also on
 * {@code export.helm} (its STUDIO-RESERVED-NAME rule); the Kubernetes YAML export takes
 * the chart's default values, which {@code export.helm} computes
 * ({@link io.manifeststudio.export.helm.ChartDefaults}), as a parameter.
 * <p>
 * <b>Decisions</b> (each also where it is implemented):
 * <ul>
 * <li>One YAML document per object, not fissile's {@code kind: List} of Services:
 * {@code List} is a client-side wrapper, and one object per document compares one to one
 * with Helm's rendered output.</li>
 * <li>Fixes of fissile's weak spots (seen in fissile's own output for its test
 * manifests): the ports of placed (colocated and sidecar) containers reach Services
 * ({@code <g>-set} and a {@code <g>-<container>} trio); no container mounts a volume the
 * pod lacks (a placed container mounts only the main group's {@code emptyDir} volumes of
 * the same tag; {@code none} volumes and, outside StatefulSets, claims are not mounted);
 * the pod template carries {@code skiff-role-name} so the StatefulSet's selector matches
 * it (fissile's kube-mode output does not, which the API server rejects).</li>
 * <li>Fields fissile writes as {@code ~} (and empty template annotations) are left out;
 * probe timings of zero are left out (the API server defaults them).</li>
 * <li>Images: {@code [registry/][organization/]<repository>-<group>:<tag>} from
 * {@link io.manifeststudio.export.ExportSettings} (fissile's tag is a hash over release
 * contents); a group's {@code image} wins. A group with its own image gets no fissile
 * scripts (readiness script, pre-stop hook).</li>
 * <li>Environment: every variable a global template uses goes to every container, since
 * binding a template to a job needs the release job specs (see
 * {@code EnvironmentFactory}).</li>
 * <li>{@code flight-stage: manual} groups are left out of a whole-manifest export (as
 * fissile's Helm output leaves them out) and are exported by name ({@code pod=<group>})
 * as a Job with {@code restartPolicy: Never}.</li>
 * <li>Sidecars: native ({@code initContainers}, {@code restartPolicy: Always}, a startup
 * probe that waits until the sidecar is ready) from 1.29; before that our fallback for
 * targets without native sidecars (first in {@code containers}, a blocking
 * {@code postStart} hook; in a Job or bare Pod a shared marker file that stops the
 * sidecars when the main container exits, for images fissile builds) and a
 * K8S-SIDECAR-FALLBACK warning.</li>
 * </ul>
 */
package io.manifeststudio.export;
