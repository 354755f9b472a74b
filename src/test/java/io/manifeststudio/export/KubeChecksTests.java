package io.manifeststudio.export;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.manifeststudio.export.rules.KubeCheck;
import io.manifeststudio.export.rules.KubeChecks;
import io.manifeststudio.export.rules.Violation;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Each K8S check on a small object that breaks it (with the API server's path and
 * message) and on the same object fixed. Objects are written as YAML; {@code C} is a
 * container {@code {name: a, image: i}}.
 */
class KubeChecksTests {

	static Stream<Arguments> cases() {
		return Stream.of(
				// rule, version, failing object, expected message, passing object
				arguments("K8S-C1", "1.33", pod("{containers: []}"), "spec.containers: Required value",
						pod("{containers: [{name: a, image: i}]}")),
				arguments("K8S-C2", "1.33", pod("{containers: [{image: i}]}"),
						"spec.containers[0].name: Required value", pod("{containers: [{name: a, image: i}]}")),
				arguments("K8S-C3", "1.33", pod("{containers: [{name: Web_1, image: i}]}"),
						"spec.containers[0].name: Invalid value: \"Web_1\": a lowercase RFC 1123 label must consist of lower "
								+ "case alphanumeric characters or '-', and must start and end with an alphanumeric character "
								+ "(e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
						pod("{containers: [{name: web-1, image: i}]}")),
				arguments("K8S-C4", "1.33", pod(
						"{containers: [{name: app, image: i}], initContainers: [{name: app, image: i, restartPolicy: Always}]}"),
						"spec.initContainers[0].name: Duplicate value: \"app\"",
						pod("{containers: [{name: app, image: i}], initContainers: [{name: proxy, image: i, restartPolicy: Always}]}")),
				arguments("K8S-C5", "1.33", pod("{containers: [{name: a, image: ' i'}]}"),
						"spec.containers[0].image: Invalid value: \" i\": must not have leading or trailing whitespace",
						pod("{containers: [{name: a, image: i}]}")),
				arguments("K8S-C6", "1.33", pod("{containers: [{name: a, image: i, restartPolicy: Always}]}"),
						"spec.containers[0].restartPolicy: Forbidden: may not be set for non-init containers",
						pod("{containers: [{name: a, image: i}]}")),
				arguments("K8S-C7", "1.33",
						pod("{containers: [C], initContainers: [{name: b, image: i, restartPolicy: OnFailure}]}"),
						"spec.initContainers[0].restartPolicy: Unsupported value: \"OnFailure\": supported values: \"Always\"",
						pod("{containers: [C], initContainers: [{name: b, image: i, restartPolicy: Always}]}")),
				arguments("K8S-C8", "1.33", pod(
						"{containers: [C], initContainers: [{name: b, image: i, readinessProbe: {exec: {command: [x]}}}]}"),
						"spec.initContainers[0].readinessProbe: Forbidden: may not be set for init containers without restartPolicy=Always",
						pod("{containers: [C], initContainers: [{name: b, image: i, restartPolicy: Always, readinessProbe: {exec: {command: [x]}}}]}")),
				arguments("K8S-C9", "1.33", pod(
						"{containers: [C], initContainers: [{name: b, image: i, resizePolicy: [{resourceName: cpu, restartPolicy: NotRequired}]}]}"),
						"spec.initContainers[0].resizePolicy: Invalid value: [{\"resourceName\":\"cpu\",\"restartPolicy\":\"NotRequired\"}]: must not be set for init containers",
						pod("{containers: [{name: a, image: i, resizePolicy: [{resourceName: cpu, restartPolicy: NotRequired}]}]}")),
				arguments("K8S-C10", "1.33", pod("{containers: [{name: a, image: i, imagePullPolicy: Sometimes}]}"),
						"spec.containers[0].imagePullPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"IfNotPresent\", \"Never\"",
						pod("{containers: [{name: a, image: i, imagePullPolicy: IfNotPresent}]}")),
				arguments("K8S-P1", "1.33", pod(
						"{containers: [{name: a, image: i, livenessProbe: {exec: {command: [x]}, tcpSocket: {port: 80}}}]}"),
						"spec.containers[0].livenessProbe.tcpSocket: Forbidden: may not specify more than 1 handler type",
						pod("{containers: [{name: a, image: i, livenessProbe: {tcpSocket: {port: 80}}}]}")),
				arguments("K8S-P1", "1.33",
						pod("{containers: [{name: a, image: i, livenessProbe: {periodSeconds: 5}}]}"),
						"spec.containers[0].livenessProbe: Required value: must specify a handler type",
						pod("{containers: [{name: a, image: i, livenessProbe: {periodSeconds: 5, exec: {command: [x]}}}]}")),
				arguments("K8S-P2", "1.33",
						pod("{containers: [{name: a, image: i, readinessProbe: {exec: {command: []}}}]}"),
						"spec.containers[0].readinessProbe.exec.command: Required value",
						pod("{containers: [{name: a, image: i, readinessProbe: {exec: {command: [x]}}}]}")),
				arguments("K8S-P2", "1.33",
						pod("{containers: [{name: a, image: i, readinessProbe: {httpGet: {port: 80, scheme: FTP}}}]}"),
						"spec.containers[0].readinessProbe.httpGet.scheme: Unsupported value: \"FTP\": supported values: \"HTTP\", \"HTTPS\"",
						pod("{containers: [{name: a, image: i, readinessProbe: {httpGet: {port: 80, scheme: HTTPS}}}]}")),
				arguments("K8S-P3", "1.33",
						pod("{containers: [{name: a, image: i, livenessProbe: {tcpSocket: {port: 70000}}}]}"),
						"spec.containers[0].livenessProbe.tcpSocket.port: Invalid value: 70000: must be between 1 and 65535, inclusive",
						pod("{containers: [{name: a, image: i, livenessProbe: {tcpSocket: {port: http}}}]}")),
				arguments("K8S-P4", "1.33", pod(
						"{containers: [{name: a, image: i, livenessProbe: {exec: {command: [x]}, initialDelaySeconds: -1}}]}"),
						"spec.containers[0].livenessProbe.initialDelaySeconds: Invalid value: -1: must be greater than or equal to 0",
						pod("{containers: [{name: a, image: i, livenessProbe: {exec: {command: [x]}, initialDelaySeconds: 0}}]}")),
				arguments("K8S-P5", "1.33", pod(
						"{containers: [{name: a, image: i, livenessProbe: {exec: {command: [x]}, successThreshold: 3}}]}"),
						"spec.containers[0].livenessProbe.successThreshold: Invalid value: 3: must be 1",
						pod("{containers: [{name: a, image: i, readinessProbe: {exec: {command: [x]}, successThreshold: 3}}]}")),
				arguments("K8S-P6", "1.33", pod(
						"{containers: [{name: a, image: i, readinessProbe: {exec: {command: [x]}, terminationGracePeriodSeconds: 10}}]}"),
						"spec.containers[0].readinessProbe.terminationGracePeriodSeconds: Invalid value: 10: must not be set for readinessProbes",
						pod("{containers: [{name: a, image: i, livenessProbe: {exec: {command: [x]}, terminationGracePeriodSeconds: 10}}]}")),
				arguments("K8S-P7", "1.33", pod(
						"{terminationGracePeriodSeconds: 600, containers: [{name: a, image: i, lifecycle: {preStop: {sleep: {seconds: 700}}}}]}"),
						"spec.containers[0].lifecycle.preStop.sleep.seconds: Invalid value: 700: must be non-negative and less than terminationGracePeriodSeconds (600)",
						pod("{terminationGracePeriodSeconds: 600, containers: [{name: a, image: i, lifecycle: {preStop: {sleep: {seconds: 30}}}}]}")),
				arguments("K8S-N1", "1.33",
						pod("{containers: [{name: a, image: i, ports: [{name: http_port, containerPort: 80}]}]}"),
						"spec.containers[0].ports[0].name: Invalid value: \"http_port\": must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)",
						pod("{containers: [{name: a, image: i, ports: [{name: http-port, containerPort: 80}]}]}")),
				arguments("K8S-N1", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{name: very-long-name-0, containerPort: 80}]}]}"),
						"spec.containers[0].ports[0].name: Invalid value: \"very-long-name-0\": must be no more than 15 characters",
						pod("{containers: [{name: a, image: i, ports: [{name: long-name-0, containerPort: 80}]}]}")),
				arguments("K8S-N2", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{name: http, containerPort: 80}, {name: http, containerPort: 81}]}]}"),
						"spec.containers[0].ports[1].name: Duplicate value: \"http\"",
						pod("{containers: [{name: a, image: i, ports: [{name: http, containerPort: 80}, {name: https, containerPort: 81}]}]}")),
				arguments("K8S-N2", "1.33", service("{ports: [{name: http, port: 80}, {name: http, port: 81}]}"),
						"spec.ports[1].name: Duplicate value: \"http\"",
						service("{ports: [{name: http, port: 80}, {name: metrics, port: 81}]}")),
				arguments("K8S-N3", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{name: metrics, containerPort: 80}]}, {name: b, image: i, ports: [{name: metrics, containerPort: 81}]}]}"),
						"spec.containers[1].ports[0]: duplicate port name \"metrics\" with spec.containers[0].ports[0], services and probes that select ports by name will use spec.containers[0].ports[0]",
						pod("{containers: [{name: a, image: i, ports: [{name: metrics, containerPort: 80}]}, {name: b, image: i, ports: [{name: b-metrics, containerPort: 81}]}]}")),
				arguments("K8S-N4", "1.33", pod("{containers: [{name: a, image: i, ports: [{name: http}]}]}"),
						"spec.containers[0].ports[0].containerPort: Required value",
						pod("{containers: [{name: a, image: i, ports: [{name: http, containerPort: 80}]}]}")),
				arguments("K8S-N4", "1.33", service("{ports: [{name: http, port: 70000}]}"),
						"spec.ports[0].port: Invalid value: 70000: must be between 1 and 65535, inclusive",
						service("{ports: [{name: http, port: 80, targetPort: 0}]}")),
				arguments("K8S-N5", "1.33",
						pod("{containers: [{name: a, image: i, ports: [{containerPort: 80, protocol: HTTP}]}]}"),
						"spec.containers[0].ports[0].protocol: Unsupported value: \"HTTP\": supported values: \"SCTP\", \"TCP\", \"UDP\"",
						pod("{containers: [{name: a, image: i, ports: [{containerPort: 80, protocol: UDP}]}]}")),
				arguments("K8S-N6", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{containerPort: 80, hostPort: 8080}]}, {name: b, image: i, ports: [{containerPort: 81, hostPort: 8080}]}]}"),
						"spec.containers[1].ports[0].hostPort: Duplicate value: \"TCP//8080\"",
						pod("{containers: [{name: a, image: i, ports: [{containerPort: 80, hostPort: 8080}]}, {name: b, image: i, ports: [{containerPort: 81, hostPort: 8081}]}]}")),
				arguments("K8S-N7", "1.33", pod(
						"{hostNetwork: true, containers: [{name: a, image: i, ports: [{containerPort: 8080, hostPort: 8081}]}]}"),
						"spec.containers[0].ports[0].hostPort: Invalid value: 8081: must match `containerPort` when `hostNetwork` is true",
						pod("{hostNetwork: true, containers: [{name: a, image: i, ports: [{containerPort: 8080, hostPort: 8080}]}]}")),
				arguments("K8S-N8", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{containerPort: 80}]}, {name: b, image: i, ports: [{containerPort: 80}]}]}"),
						"spec.containers[1].ports[0]: duplicate port definition with spec.containers[0].ports[0]",
						pod("{containers: [{name: a, image: i, ports: [{containerPort: 80}]}, {name: b, image: i, ports: [{containerPort: 80, protocol: UDP}]}]}")),
				arguments("K8S-V1", "1.33",
						pod("{containers: [C], volumes: [{name: data, emptyDir: {}}, {name: data, emptyDir: {}}]}"),
						"spec.volumes[1].name: Duplicate value: \"data\"",
						pod("{containers: [C], volumes: [{name: data, emptyDir: {}}, {name: logs, emptyDir: {}}]}")),
				arguments("K8S-V2", "1.33",
						pod("{containers: [C], volumes: [{name: data, emptyDir: {}, hostPath: {path: /x}}]}"),
						"spec.volumes[0].hostPath: Forbidden: may not specify more than 1 volume type",
						pod("{containers: [C], volumes: [{name: data, hostPath: {path: /x}}]}")),
				arguments("K8S-V3", "1.33",
						pod("{containers: [C], volumes: [{name: data, emptyDir: {sizeLimit: -1Gi}}]}"),
						"spec.volumes[0].emptyDir.sizeLimit: Invalid value: \"-1Gi\": SizeLimit field must be a valid resource quantity",
						pod("{containers: [C], volumes: [{name: data, emptyDir: {sizeLimit: 1Gi}}]}")),
				arguments("K8S-V4", "1.33",
						pod("{containers: [{name: a, image: i, volumeMounts: [{name: data, mountPath: /d}]}]}"),
						"spec.containers[0].volumeMounts[0].name: Not found: \"data\"",
						pod("{containers: [{name: a, image: i, volumeMounts: [{name: data, mountPath: /d}]}], volumes: [{name: data, emptyDir: {}}]}")),
				arguments("K8S-V5", "1.33", pod(
						"{containers: [{name: a, image: i, volumeMounts: [{name: d, mountPath: /data}, {name: e, mountPath: /data}]}], volumes: [{name: d, emptyDir: {}}, {name: e, emptyDir: {}}]}"),
						"spec.containers[0].volumeMounts[1].mountPath: Invalid value: \"/data\": must be unique",
						pod("{containers: [{name: a, image: i, volumeMounts: [{name: d, mountPath: /data}, {name: e, mountPath: /more}]}], volumes: [{name: d, emptyDir: {}}, {name: e, emptyDir: {}}]}")),
				arguments("K8S-V6", "1.33", pod(
						"{containers: [{name: a, image: i, volumeMounts: [{name: d, mountPath: /data, subPath: /abs}]}], volumes: [{name: d, emptyDir: {}}]}"),
						"spec.containers[0].volumeMounts[0].subPath: Invalid value: \"/abs\": must be a relative path",
						pod("{containers: [{name: a, image: i, volumeMounts: [{name: d, mountPath: /data, subPath: rel}]}], volumes: [{name: d, emptyDir: {}}]}")),
				arguments("K8S-V7", "1.33", pod(
						"{containers: [{name: a, image: i, volumeMounts: [{name: d, mountPath: /data}], volumeDevices: [{name: d, devicePath: /dev/x}]}], volumes: [{name: d, emptyDir: {}}]}"),
						"spec.containers[0].volumeMounts[0].name: Invalid value: \"d\": must not already exist in volumeDevices",
						pod("{containers: [{name: a, image: i, volumeMounts: [{name: d, mountPath: /data}]}], volumes: [{name: d, emptyDir: {}}]}")),
				arguments("K8S-V8", "1.33", claim("{}"),
						"spec.volumeClaimTemplates[0].spec.resources[storage]: Required value", claim("{storage: 1G}")),
				arguments("K8S-V8", "1.33", claim("{storage: 0G}"),
						"spec.volumeClaimTemplates[0].spec.resources[storage]: Invalid value: \"0\": must be greater than zero",
						claim("{storage: 10G}")),
				arguments("K8S-E1", "1.33", pod("{containers: [{name: a, image: i, env: [{value: x}]}]}"),
						"spec.containers[0].env[0].name: Required value",
						pod("{containers: [{name: a, image: i, env: [{name: X, value: x}]}]}")),
				arguments("K8S-E2", "1.31", pod("{containers: [{name: a, image: i, env: [{name: 1ABC, value: x}]}]}"),
						"spec.containers[0].env[0].name: Invalid value: \"1ABC\": a valid environment variable name must consist of "
								+ "alphabetic characters, digits, '_', '-', or '.', and must not start with a digit (e.g. 'my.env-name',  or "
								+ "'MY_ENV.NAME',  or 'MyEnvName1', regex used for validation is '[-._a-zA-Z][-._a-zA-Z0-9]*')",
						pod("{containers: [{name: a, image: i, env: [{name: ABC1, value: x}]}]}")),
				arguments("K8S-E2", "1.33", pod("{containers: [{name: a, image: i, env: [{name: 'A=B', value: x}]}]}"),
						"spec.containers[0].env[0].name: Invalid value: \"A=B\": a valid environment variable name must consist only of printable ASCII characters other than '='",
						pod("{containers: [{name: a, image: i, env: [{name: 1ABC, value: x}]}]}")),
				arguments("K8S-E3", "1.33", pod("{containers: [{name: a, image: i, env: [{name: X, valueFrom: {}}]}]}"),
						"spec.containers[0].env[0].valueFrom: Invalid value: \"\": must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`",
						pod("{containers: [{name: a, image: i, env: [{name: X, valueFrom: {fieldRef: {fieldPath: metadata.name}}}]}]}")),
				arguments("K8S-E4", "1.33", pod("{containers: [{name: a, image: i, envFrom: [{prefix: P_}]}]}"),
						"spec.containers[0].envFrom[0]: Invalid value: \"\": must specify one of: `configMapRef` or `secretRef`",
						pod("{containers: [{name: a, image: i, envFrom: [{prefix: P_, secretRef: {name: s}}]}]}")),
				arguments("K8S-E5", "1.33",
						pod("{containers: [{name: a, image: i, env: [{name: A, value: x}, {name: A, value: y}]}]}"),
						"spec.containers[0].env[1]: hides previous definition of \"A\", which may be dropped when using apply",
						pod("{containers: [{name: a, image: i, env: [{name: A, value: x}, {name: B, value: y}]}]}")),
				arguments("K8S-Q1", "1.33",
						pod("{containers: [{name: a, image: i, resources: {requests: {memory: 12x}}}]}"),
						"spec.containers[0].resources.requests[memory]: Invalid value: \"12x\": quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
						pod("{containers: [{name: a, image: i, resources: {requests: {memory: 12Mi}}}]}")),
				arguments("K8S-Q2", "1.33",
						pod("{containers: [{name: a, image: i, resources: {requests: {cpu: '-1'}}}]}"),
						"spec.containers[0].resources.requests[cpu]: Invalid value: \"-1\": must be greater than or equal to 0",
						pod("{containers: [{name: a, image: i, resources: {requests: {cpu: '1'}}}]}")),
				arguments("K8S-Q3", "1.33", pod("{containers: [{name: a, image: i, resources: {requests: {gpu: 1}}}]}"),
						"spec.containers[0].resources.requests[gpu]: Invalid value: \"gpu\": must be a standard resource for containers",
						pod("{containers: [{name: a, image: i, resources: {requests: {cpu: 1}}}]}")),
				arguments("K8S-Q4", "1.33",
						pod("{containers: [{name: a, image: i, resources: {requests: {cpu: 2}, limits: {cpu: 1}}}]}"),
						"spec.containers[0].resources.requests: Invalid value: \"2\": must be less than or equal to cpu limit of 1",
						pod("{containers: [{name: a, image: i, resources: {requests: {cpu: 500m}, limits: {cpu: 1}}}]}")),
				arguments("K8S-Q5", "1.33", pod(
						"{containers: [{name: a, image: i, resources: {requests: {nvidia.com/gpu: 2}, limits: {nvidia.com/gpu: 1}}}]}"),
						"spec.containers[0].resources.requests[nvidia.com/gpu]: Invalid value: \"2\": must be equal to nvidia.com/gpu limit of 1",
						pod("{containers: [{name: a, image: i, resources: {requests: {nvidia.com/gpu: 1}, limits: {nvidia.com/gpu: 1}}}]}")),
				arguments("K8S-Q6", "1.33", pod(
						"{containers: [{name: a, image: i, resources: {requests: {example.com/foo: 1.5}, limits: {example.com/foo: 1.5}}}]}"),
						"spec.containers[0].resources.requests[example.com/foo]: Invalid value: \"1.5\": must be an integer",
						pod("{containers: [{name: a, image: i, resources: {requests: {example.com/foo: 2}, limits: {example.com/foo: 2}}}]}")),
				arguments("K8S-Q7", "1.33",
						pod("{containers: [{name: a, image: i, resources: {requests: {memory: '1.5'}}}]}"),
						"spec.containers[0].resources.requests[memory]: fractional byte value \"1.5\" is invalid, must be an integer",
						pod("{containers: [{name: a, image: i, resources: {requests: {memory: '2'}}}]}")),
				arguments("K8S-W1", "1.33", statefulSet("web", "{restartPolicy: Never, containers: [C]}"),
						"spec.template.spec.restartPolicy: Unsupported value: \"Never\": supported values: \"Always\"",
						statefulSet("web", "{restartPolicy: Always, containers: [C]}")),
				arguments("K8S-W1", "1.33", job("{containers: [C]}"),
						"spec.template.spec.restartPolicy: Unsupported value: \"Always\": supported values: \"OnFailure\", \"Never\"",
						job("{restartPolicy: OnFailure, containers: [C]}")),
				arguments("K8S-W2", "1.33", pod("{terminationGracePeriodSeconds: -1, containers: [C]}"),
						"spec.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1",
						pod("{terminationGracePeriodSeconds: 0, containers: [C]}")),
				arguments("K8S-W3", "1.33",
						statefulSet("web", "{containers: [C], ephemeralContainers: [{name: d, image: i}]}"),
						"spec.template.spec.ephemeralContainers: Forbidden: ephemeral containers not allowed in pod template",
						statefulSet("web", "{containers: [C]}")),
				arguments("K8S-W4", "1.33", pod("{serviceAccountName: My_Account, containers: [C]}"),
						"spec.serviceAccountName: Invalid value: \"My_Account\": a lowercase RFC 1123 subdomain must consist of lower "
								+ "case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. "
								+ "'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
						pod("{serviceAccountName: my-account, containers: [C]}")),
				arguments("K8S-W5", "1.33", serviceNamed("1web", "{ports: [{name: http, port: 80}]}"),
						"metadata.name: Invalid value: \"1web\": a DNS-1035 label must consist of lower case alphanumeric characters "
								+ "or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  "
								+ "or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
						serviceNamed("web1", "{ports: [{name: http, port: 80}]}")),
				arguments("K8S-W5", "1.33",
						"{apiVersion: apps/v1, kind: StatefulSet, metadata: {name: web}, spec: {selector: {matchLabels: {skiff-role-name: web}}, "
								+ "template: {metadata: {labels: {app.kubernetes.io/component: web}}, spec: {containers: [C]}}}}",
						"spec.template.metadata.labels: Invalid value: {\"app.kubernetes.io/component\":\"web\"}: `selector` does not match template `labels`",
						statefulSet("web", "{containers: [C]}")),
				arguments("K8S-W6", "1.33", pod("{imagePullSecrets: [{name: a, namespace: b}], containers: [C]}"),
						"spec.imagePullSecrets[0]: Invalid value: {\"name\":\"a\",\"namespace\":\"b\"}: only name may be set",
						pod("{imagePullSecrets: [{name: a}], containers: [C]}")),
				arguments("K8S-W7", "1.33",
						statefulSet("web",
								"{affinity: {podAntiAffinity: {requiredDuringSchedulingIgnoredDuringExecution: "
										+ "[{topologyKey: 'a/{{.Values.zone}}/b'}]}}, containers: [C]}"),
						"spec.template.spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey: "
								+ "Invalid value: \"a/{{.Values.zone}}/b\": a qualified name must consist of "
								+ "alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character "
								+ "(e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is "
								+ "'([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' "
								+ "(e.g. 'example.com/MyName')",
						statefulSet("web",
								"{affinity: {podAntiAffinity: {requiredDuringSchedulingIgnoredDuringExecution: "
										+ "[{topologyKey: kubernetes.io/hostname}]}}, containers: [C]}")),
				arguments("K8S-W7", "1.33", statefulSet("web",
						"{affinity: {podAntiAffinity: {preferredDuringSchedulingIgnoredDuringExecution: "
								+ "[{weight: 1, podAffinityTerm: {topologyKey: 'zone key', labelSelector: {matchExpressions: [{key: app, operator: In, values: [x]}]}}}]}}, containers: [C]}"),
						"spec.template.spec.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm.topologyKey: "
								+ "Invalid value: \"zone key\": name part must consist of alphanumeric characters, '-', '_' or '.', "
								+ "and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', "
								+ "regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
						statefulSet("web",
								"{affinity: {podAntiAffinity: {preferredDuringSchedulingIgnoredDuringExecution: "
										+ "[{weight: 1, podAffinityTerm: {topologyKey: topology.kubernetes.io/zone}}]}}, containers: [C]}")),
				arguments("K8S-W7", "1.33",
						serviceNamed("web", "{ports: [{name: http, port: 80}]}").replace("metadata: {name: web",
								"metadata: {labels: {'Example.com/role': web}, name: web"),
						"metadata.labels: Invalid value: \"Example.com/role\": prefix part a lowercase RFC 1123 subdomain must "
								+ "consist of lower case alphanumeric characters, '-' or '.', and must start and end with an "
								+ "alphanumeric character (e.g. 'example.com', regex used for validation is "
								+ "'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
						serviceNamed("web", "{ports: [{name: http, port: 80}]}")),
				arguments("K8S-W8", "1.33", pod("{serviceAccountName: configgin, containers: [C]}"),
						"spec.serviceAccountName: Not found: \"configgin\": error looking up service account: serviceaccount \"configgin\" not found",
						pod("{serviceAccountName: default, containers: [C]}")),
				arguments("K8S-S1", "1.33", secret("{api-password: aGk=, 'my key': ''}"),
						"data[my key]: Invalid value: \"my key\": a valid config key must consist of alphanumeric characters, "
								+ "'-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is "
								+ "'[-._a-zA-Z0-9]+')",
						secret("{api-password: aGk=, my-key: ''}")),
				arguments("K8S-S1", "1.33", secret("{'..token': ''}"),
						"data[..token]: Invalid value: \"..token\": must not start with '..'", secret("{token: ''}")),
				arguments("K8S-G1", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{containerPort: 8080}]}], initContainers: [{name: b, image: i, restartPolicy: Always, ports: [{containerPort: 8080}]}]}"),
						"spec.initContainers[0].ports[0].containerPort: Invalid value: \"TCP/8080\": also used by spec.containers[0].ports[0]; "
								+ "containers of a pod share one network, so only one of them can listen on it",
						pod("{containers: [{name: a, image: i, ports: [{containerPort: 8080}]}], initContainers: [{name: b, image: i, ports: [{containerPort: 8080}]}]}")),
				arguments("K8S-G1", "1.33", pod(
						"{containers: [{name: a, image: i, ports: [{containerPort: 80, hostPort: 9000}]}], initContainers: [{name: b, image: i, restartPolicy: Always, ports: [{containerPort: 81, hostPort: 9000}]}]}"),
						"spec.initContainers[0].ports[0].hostPort: Duplicate value: \"TCP//9000\"",
						pod("{containers: [{name: a, image: i, ports: [{containerPort: 80, hostPort: 9000}]}], initContainers: [{name: b, image: i, restartPolicy: Always, ports: [{containerPort: 81, hostPort: 9001}]}]}")),
				arguments("K8S-G2", "1.33", statefulSet("a"
					.repeat(53), "{containers: [C]}"), "metadata.name: Invalid value: \"" + "a".repeat(53)
							+ "\": must be no more than 52 characters for a StatefulSet, so that its pods' controller-revision-hash label fits 63",
						statefulSet("a".repeat(52), "{containers: [C]}")),
				arguments("K8S-G3", "1.27",
						pod("{containers: [C], initContainers: [{name: b, image: i, restartPolicy: Always}]}"),
						"spec.initContainers[0].restartPolicy: Invalid value: \"Always\": native sidecars need Kubernetes 1.29 or later, the target is 1.27",
						pod("{containers: [C, {name: b, image: i}]}")),
				arguments("K8S-G5", "1.33",
						pod("{containers: [C], initContainers: [{name: b, image: i, restartPolicy: Always}]}"),
						"spec.initContainers[0]: sidecar \"b\" has no startupProbe, so the main container may start before it is ready",
						pod("{containers: [C], initContainers: [{name: b, image: i, restartPolicy: Always, startupProbe: {tcpSocket: {port: 80}}}]}")));
	}

	@ParameterizedTest(name = "{0}: {3}")
	@MethodSource("cases")
	void checkReportsTheApiServersMessageAndPassesWhenFixed(String rule, String version, String failing, String message,
			String passing) {
		KubeVersion target = KubeVersion.parse(version);
		assertThat(run(rule, failing, target)).extracting(Violation::message).contains(message);
		assertThat(run(rule, passing, target)).extracting(Violation::message).isEmpty();
	}

	@Test
	void everyCheckHasAStableIdAnExplanationAndACase() {
		List<String> tested = cases().map((arguments) -> (String) arguments.get()[0]).distinct().toList();
		assertThat(KubeChecks.all()).extracting(KubeCheck::id).doesNotHaveDuplicates();
		assertThat(KubeChecks.all()).allSatisfy((check) -> assertThat(check.explanation()).isNotBlank());
		// K8S-SIDECAR-FALLBACK and K8S-G4 need the manifest's pods: KubernetesRulesTests
		// covers them.
		assertThat(KubeChecks.all()).extracting(KubeCheck::id)
			.filteredOn((id) -> !List.of("K8S-SIDECAR-FALLBACK", "K8S-G4").contains(id))
			.allSatisfy((id) -> assertThat(tested).contains(id));
	}

	@Test
	void warningsAndInfoKeepTheirSeverity() {
		List<Violation> found = KubeChecks.check(List.of(yaml(pod(
				"{containers: [{name: a, image: i, env: [{name: A, value: x}, {name: A, value: y}]}], initContainers: [{name: b, image: i, restartPolicy: Always}]}"))),
				KubeVersion.DEFAULT);
		assertThat(found).filteredOn((violation) -> violation.rule().equals("K8S-E5"))
			.extracting(Violation::severity)
			.containsExactly(Severity.WARNING);
		assertThat(found).filteredOn((violation) -> violation.rule().equals("K8S-G5"))
			.extracting(Violation::severity)
			.containsExactly(Severity.INFO);
	}

	private static List<Violation> run(String rule, String object, KubeVersion version) {
		return KubeChecks.check(List.of(yaml(object)), version)
			.stream()
			.filter((violation) -> violation.rule().equals(rule))
			.toList();
	}

	private static Map<String, Object> yaml(String object) {
		return ExportTestSupport
			.documents(object.replace("[C]", "[{name: a, image: i}]").replace("[C, ", "[{name: a, image: i}, "))
			.get(0);
	}

	private static String pod(String spec) {
		return "{apiVersion: v1, kind: Pod, metadata: {name: p}, spec: " + spec + "}";
	}

	private static String statefulSet(String name, String spec) {
		return "{apiVersion: apps/v1, kind: StatefulSet, metadata: {name: " + name
				+ "}, spec: {selector: {matchLabels: "
				+ "{skiff-role-name: web}}, template: {metadata: {labels: {skiff-role-name: web}}, spec: " + spec
				+ "}}}";
	}

	/**
	 * A StatefulSet with one claim template whose {@code resources.requests} are given.
	 */
	private static String claim(String requests) {
		return "{apiVersion: apps/v1, kind: StatefulSet, metadata: {name: web}, spec: {selector: {matchLabels: "
				+ "{skiff-role-name: web}}, template: {metadata: {labels: {skiff-role-name: web}}, spec: {containers: [C]}}, "
				+ "volumeClaimTemplates: [{metadata: {name: data}, spec: {accessModes: [ReadWriteOnce], resources: "
				+ "{requests: " + requests + "}}}]}}";
	}

	private static String secret(String data) {
		return "{apiVersion: v1, kind: Secret, metadata: {name: secrets}, type: Opaque, data: " + data + "}";
	}

	private static String job(String spec) {
		return "{apiVersion: batch/v1, kind: Job, metadata: {name: j}, spec: {template: {spec: " + spec + "}}}";
	}

	private static String service(String spec) {
		return serviceNamed("web", spec);
	}

	private static String serviceNamed(String name, String spec) {
		return "{apiVersion: v1, kind: Service, metadata: {name: " + name + "}, spec: " + spec + "}";
	}

}
