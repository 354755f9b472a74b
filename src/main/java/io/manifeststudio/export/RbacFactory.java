package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.Account;
import io.manifeststudio.manifest.model.Auth;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The RBAC objects of {@code configuration.auth}, as fissile made them: a ServiceAccount
 * per account (none for {@code default}, which every namespace has), a Role or
 * ClusterRole per role with its rules as written, a RoleBinding
 * {@code <account>-<role>-binding} or ClusterRoleBinding
 * {@code <account>-<cluster role>-binding} per role an account lists, and, for Kubernetes
 * versions that still serve it (before 1.25, when {@code policy/v1beta1}
 * PodSecurityPolicy was removed), a PodSecurityPolicy per {@code pod-security-policies}
 * entry with its spec as written.
 * <p>
 * A ClusterRoleBinding must name its ServiceAccount's namespace: the Kubernetes YAML
 * export names {@value #NAMESPACE}, the chart the release's namespace. A
 * PodSecurityPolicy spec is one of the fields fissile copied verbatim into its chart, so
 * Helm template text in it is rendered ({@link HelmExpressions}).
 */
public final class RbacFactory {

	static final String RBAC_API = "rbac.authorization.k8s.io";

	/**
	 * The namespace the Kubernetes YAML export binds cluster roles to (the chart uses the
	 * release's).
	 */
	public static final String NAMESPACE = "default";

	private RbacFactory() {
	}

	/**
	 * The RBAC objects for the target version, in fissile's order: accounts, roles,
	 * cluster roles, policies.
	 */
	public static List<KubeObject> objects(RoleManifest manifest, KubeVersion version, HelmExpressions expressions) {
		Auth auth = manifest.configuration().auth();
		List<KubeObject> objects = new ArrayList<>();
		if (auth == null) {
			return objects;
		}
		for (Account account : auth.accounts()) {
			if (!"default".equals(account.name())) {
				objects.add(object(
						Yamls.map("apiVersion", "v1", "kind", "ServiceAccount", "metadata", metadata(account.name())),
						account.location()));
			}
		}
		auth.roles()
			.forEach((name, rules) -> objects.add(object(Yamls.map("apiVersion", RBAC_API + "/v1", "kind", "Role",
					"metadata", metadata(String.valueOf(name)), "rules", rules), DocPath.ROOT)));
		auth.clusterRoles()
			.forEach((name, rules) -> objects.add(object(Yamls.map("apiVersion", RBAC_API + "/v1", "kind",
					"ClusterRole", "metadata", metadata(String.valueOf(name)), "rules", rules), DocPath.ROOT)));
		for (Account account : auth.accounts()) {
			for (String role : account.roles()) {
				objects.add(binding("RoleBinding", "Role", account, role, null));
			}
			for (String role : account.clusterRoles()) {
				objects.add(binding("ClusterRoleBinding", "ClusterRole", account, role, NAMESPACE));
			}
		}
		if (servesPodSecurityPolicies(version)) {
			auth.podSecurityPolicies()
				.forEach((name,
						spec) -> objects.add(object(
								Yamls.map("apiVersion", "policy/v1beta1", "kind", "PodSecurityPolicy", "metadata",
										metadata(String.valueOf(name)), "spec", expressions.render(spec)),
								DocPath.ROOT)));
		}
		return objects;
	}

	/** {@code policy/v1beta1} PodSecurityPolicy was served up to Kubernetes 1.24. */
	public static boolean servesPodSecurityPolicies(KubeVersion version) {
		return version.compareTo(new KubeVersion(1, 25)) < 0;
	}

	private static KubeObject binding(String kind, String roleKind, Account account, String role, String namespace) {
		Map<String, Object> subject = Yamls.map("kind", "ServiceAccount", "name", account.name());
		if (namespace != null) {
			subject.put("namespace", namespace);
		}
		return object(Yamls.map("apiVersion", RBAC_API + "/v1", "kind", kind, "metadata",
				metadata(account.name() + "-" + role + "-binding"), "subjects", Yamls.list(subject), "roleRef",
				Yamls.map("apiGroup", RBAC_API, "kind", roleKind, "name", role)), account.location());
	}

	private static Map<String, Object> metadata(String name) {
		return Yamls.map("name", name, "labels", Yamls.map("app.kubernetes.io/component", name));
	}

	private static KubeObject object(Map<String, Object> content, DocPath location) {
		return new KubeObject(content, null, new Origins((location != null) ? location : DocPath.ROOT));
	}

}
