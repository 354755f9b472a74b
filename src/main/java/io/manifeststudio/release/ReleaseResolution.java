package io.manifeststudio.release;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * A manifest's jobs resolved against the releases it uses, as fissile's resolver did:
 * each job reference finds its release and job spec (rules 39 and 40 report those that do
 * not), and BOSH links are resolved ({@code model/resolver/resolver.go},
 * {@code ResolveLinks}): a provider is matched by name when the manifest exports it under
 * {@code provides:} (with its {@code as:} alias), otherwise by type when it is the only
 * provider of that type in the whole manifest; a consumer listed under the job's
 * {@code consumes:} is looked up by its {@code from:} alias or name, and
 * {@code ignore: true} drops it. {@link #none()} stands for "no releases given": nothing
 * can be resolved.
 */
public final class ReleaseResolution {

	private static final ReleaseResolution NONE = new ReleaseResolution(List.of(), Map.of(), List.of(), List.of());

	private final List<BoshRelease> releases;

	private final Map<String, BoshRelease> byName;

	private final List<LinkProblem> problems;

	private final List<ResolvedLink> links;

	private ReleaseResolution(List<BoshRelease> releases, Map<String, BoshRelease> byName, List<LinkProblem> problems,
			List<ResolvedLink> links) {
		this.releases = releases;
		this.byName = byName;
		this.problems = problems;
		this.links = links;
	}

	public static ReleaseResolution none() {
		return NONE;
	}

	public static ReleaseResolution of(RoleManifest manifest, List<BoshRelease> releases) {
		if (releases.isEmpty()) {
			return NONE;
		}
		Map<String, BoshRelease> byName = new LinkedHashMap<>();
		releases.forEach((release) -> byName.putIfAbsent(release.name(), release));
		ReleaseResolution lookup = new ReleaseResolution(List.copyOf(releases), byName, List.of(), List.of());
		List<LinkProblem> problems = new ArrayList<>();
		List<ResolvedLink> links = new ArrayList<>();
		lookup.resolveLinks(manifest, problems, links);
		return new ReleaseResolution(List.copyOf(releases), byName, List.copyOf(problems), List.copyOf(links));
	}

	/**
	 * The releases a stored manifest uses ({@link ReleaseCatalog#forManifest}: attached
	 * to it, or named with their version by its {@code releases:} entries), resolved
	 * against its draft; {@link #none()} without a catalog (web slices that have none).
	 * Every validation of a stored manifest runs with these, as {@code /api/validate} and
	 * {@code validate --release} run with the releases they are given.
	 */
	public static ReleaseResolution of(ReleaseCatalog catalog, long manifestId, RoleManifest manifest) {
		return (catalog != null) ? of(manifest, catalog.forManifest(manifestId, manifest.releases())) : NONE;
	}

	/** Whether releases were given at all. */
	public boolean present() {
		return !this.releases.isEmpty();
	}

	public List<BoshRelease> releases() {
		return this.releases;
	}

	public Optional<BoshRelease> release(String name) {
		return Optional.ofNullable((name != null) ? this.byName.get(name) : null);
	}

	/** The spec of a job reference, when its release is loaded and has the job. */
	public Optional<BoshJob> job(JobReference job) {
		return release(job.release()).flatMap((release) -> release.job(job.name()));
	}

	/** Links that do not resolve (rules 43 to 46), in manifest order. */
	public List<LinkProblem> linkProblems() {
		return this.problems;
	}

	/**
	 * The groups whose links a group's jobs consume, other than itself, sorted: fissile's
	 * {@code CONFIGGIN_IMPORT_<ROLE>} entries.
	 */
	public Set<String> providerGroupsOf(String group) {
		Set<String> groups = new TreeSet<>();
		for (ResolvedLink link : this.links) {
			if (link.group().equals(group) && !link.providerGroup().equals(group)) {
				groups.add(link.providerGroup());
			}
		}
		return groups;
	}

	/**
	 * The property names of a group's job specs (jobs whose spec is not found add none).
	 */
	public Set<String> propertiesOf(InstanceGroup group) {
		Set<String> names = new LinkedHashSet<>();
		for (JobReference job : group.jobs()) {
			job(job).ifPresent((spec) -> spec.properties().forEach((property) -> names.add(property.name())));
		}
		return names;
	}

	private record Provider(String name, String type, String group, String job) {
	}

	private void resolveLinks(RoleManifest manifest, List<LinkProblem> problems, List<ResolvedLink> links) {
		Map<String, Provider> byName = new HashMap<>();
		Map<String, List<Provider>> byType = new HashMap<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (JobReference job : group.jobs()) {
				Optional<BoshJob> spec = job(job);
				if (spec.isEmpty()) {
					continue;
				}
				List<String> available = new ArrayList<>();
				for (JobLink provider : spec.get().provides()) {
					available.add(provider.name());
					if (!provider.type().isEmpty()) {
						byType.computeIfAbsent(provider.type(), (type) -> new ArrayList<>())
							.add(new Provider(provider.name(), provider.type(), name(group), job.name()));
					}
				}
				available.sort(Comparator.naturalOrder());
				for (Map.Entry<Object, Object> exported : entries(job.provides())) {
					String name = text(exported.getKey());
					Optional<JobLink> info = spec.get()
						.provides()
						.stream()
						.filter((provider) -> provider.name().equals(name))
						.findFirst();
					if (info.isEmpty()) {
						problems.add(new LinkProblem(LinkProblem.Kind.PROVIDER_NOT_FOUND, name(group), job.name(), name,
								name, "", available, job.location()));
						continue;
					}
					String alias = text(option(exported.getValue(), "as"));
					byName.put(alias.isEmpty() ? name : alias,
							new Provider(info.get().name(), info.get().type(), name(group), job.name()));
				}
			}
		}
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (JobReference job : group.jobs()) {
				Optional<BoshJob> spec = job(job);
				if (spec.isEmpty()) {
					continue;
				}
				List<JobLink> expected = new ArrayList<>(spec.get().consumes());
				for (Map.Entry<Object, Object> consumer : entries(job.consumes())) {
					String name = text(consumer.getKey());
					String from = text(option(consumer.getValue(), "from"));
					String alias = from.isEmpty() ? name : from;
					if (alias.isEmpty()) {
						problems.add(new LinkProblem(LinkProblem.Kind.CONSUMER_WITHOUT_NAME, name(group), job.name(),
								name, alias, "", List.of(), job.location()));
						continue;
					}
					Provider provider = byName.get(alias);
					if (provider == null) {
						problems.add(new LinkProblem(LinkProblem.Kind.CONSUMER_NOT_FOUND, name(group), job.name(), name,
								alias, "", List.of(), job.location()));
						continue;
					}
					if (!Boolean.TRUE.equals(option(consumer.getValue(), "ignore"))) {
						links.add(new ResolvedLink(name(group), job.name(), name, provider.type(), provider.group(),
								provider.job()));
					}
					for (int i = 0; i < expected.size(); i++) {
						if (expected.get(i).name().equals(name)) {
							expected.remove(i);
							break;
						}
					}
				}
				for (JobLink consumer : expected) {
					Provider provider = consumer.name().isEmpty() ? null : byName.get(consumer.name());
					List<Provider> ofType = byType.getOrDefault(consumer.type(), List.of());
					if (provider == null && ofType.size() == 1) {
						provider = ofType.get(0);
					}
					if (provider != null) {
						String name = consumer.name().isEmpty() ? provider.name() : consumer.name();
						links.add(new ResolvedLink(name(group), job.name(), name, provider.type(), provider.group(),
								provider.job()));
					}
					else if (!consumer.optional()) {
						problems.add(new LinkProblem(LinkProblem.Kind.UNRESOLVED, name(group), job.name(),
								consumer.name(), consumer.name(), consumer.type(), List.of(), job.location()));
					}
				}
			}
		}
	}

	private static List<Map.Entry<Object, Object>> entries(Map<Object, Object> map) {
		if (map == null) {
			return List.of();
		}
		List<Map.Entry<Object, Object>> entries = new ArrayList<>(map.entrySet());
		// fissile iterates a Go map (random order); sort, so the findings are stable
		entries.sort(Comparator.comparing((entry) -> text(entry.getKey())));
		return entries;
	}

	private static Object option(Object value, String key) {
		return (value instanceof Map<?, ?> map) ? map.get(key) : null;
	}

	private static String text(Object value) {
		return (value == null) ? "" : String.valueOf(value);
	}

	private static String name(InstanceGroup group) {
		return (group.name() != null) ? group.name() : "";
	}

}
