package io.manifeststudio.export.repository;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.ImageTags;
import io.manifeststudio.export.rules.VersionValidators;
import io.manifeststudio.export.helm.ApprovedRevision;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.ChartReviews;
import io.manifeststudio.export.helm.HelmChart;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.ValidationResult;

/**
 * A Helm chart repository of approved revisions. Its index lists, for every manifest,
 * each revision that is approved now as a chart version ({@link ChartVersions}) built for
 * the manifest's {@link ChartTarget}; a revision that loses its approval leaves the index
 * and its archive is no longer served.
 * <p>
 * Each archive is built once, when the index first lists it, with the approved export's
 * {@code Chart.yaml} annotations (revision, content hash, approvers), and kept
 * ({@link ChartArchiveStore}): every request gets the same bytes. The archives hold the
 * secret values as stored, the same for every caller, so only a user who may read secret
 * values builds or reads them (the controller's rule; checked here once more).
 * <p>
 * With a signing key configured ({@link ChartSigner}), every archive has a provenance
 * file, {@code <name>-<version>.tgz.prov}, so that {@code helm verify} and
 * {@code helm install --verify} pass.
 * <p>
 * A chart is named after its manifest ({@link HelmChartOptions#chartName()}); a name
 * another manifest published under first gets {@code -<manifest id>} appended, so that a
 * name and version never stand for two contents.
 */
@Service
public class ChartRepository {

	private static final Logger log = LoggerFactory.getLogger(ChartRepository.class);

	private final ManifestContent content;

	private final HelmChartExporter exporter;

	private final ObjectProvider<ChartReviews> reviews;

	private final ChartArchiveStore store;

	private final ChartTargets targets;

	/**
	 * What fissile hashed into the image tags besides the revision and its releases: the
	 * inputs in effect when an index is made name the images of the charts it lists.
	 */
	private final ImageTagSettings tagInputs;

	private final ObjectProvider<ReleaseCatalog> catalog;

	private final VersionValidators validators;

	private final ChartSigner signer;

	private final Clock clock;

	@Autowired
	public ChartRepository(ManifestContent content, HelmChartExporter exporter, ObjectProvider<ChartReviews> reviews,
			ChartArchiveStore store, ChartTargets targets, ImageTagSettings tagInputs,
			ObjectProvider<ReleaseCatalog> catalog, VersionValidators validators, ChartSigner signer) {
		this(content, exporter, reviews, store, targets, tagInputs, catalog, validators, signer, Clock.systemUTC());
	}

	ChartRepository(ManifestContent content, HelmChartExporter exporter, ObjectProvider<ChartReviews> reviews,
			ChartArchiveStore store, ChartTargets targets, ImageTagSettings tagInputs,
			ObjectProvider<ReleaseCatalog> catalog, VersionValidators validators, ChartSigner signer, Clock clock) {
		this.tagInputs = tagInputs;
		this.content = content;
		this.exporter = exporter;
		this.reviews = reviews;
		this.store = store;
		this.targets = targets;
		this.catalog = catalog;
		this.validators = validators;
		this.signer = signer;
		this.clock = clock;
	}

	/** The repository's {@code index.yaml}. */
	public String indexYaml() {
		return ChartIndexYaml.write(published(), this.clock.instant());
	}

	/**
	 * The charts the index lists now: one per approved revision, built for its manifest's
	 * target (built and kept now if it was not yet). A revision whose export has errors
	 * for that target (a finding of the target version's rules) is left out.
	 */
	public List<StoredChart> published() {
		requireSecretValues();
		ChartReviews known = this.reviews.getIfAvailable();
		if (known == null) {
			return List.of();
		}
		Map<Long, List<ApprovedRevision>> byManifest = new LinkedHashMap<>();
		for (ApprovedRevision approved : known.approvedRevisions()) {
			byManifest.computeIfAbsent(approved.manifestId(), (id) -> new ArrayList<>()).add(approved);
		}
		Map<String, Long> owners = this.store.owners();
		List<StoredChart> charts = new ArrayList<>();
		byManifest.forEach((id, revisions) -> {
			StoredManifest stored;
			try {
				stored = this.content.manifest(id);
			}
			catch (ManifestNotFoundException gone) {
				return;
			}
			ChartTarget target = this.targets.of(id);
			ImageTagInputs inputs = this.tagInputs.of(id);
			String name = chartName(stored, owners);
			owners.putIfAbsent(name, id);
			for (ApprovedRevision approved : revisions) {
				try {
					publish(stored, approved, target, inputs, name).ifPresent(charts::add);
				}
				catch (ManifestNotFoundException | RevisionNotFoundException gone) {
					// deleted while the index was made
				}
			}
		});
		return charts;
	}

	/**
	 * The archive {@code <name>-<version>.tgz}, when it is published and its revision is
	 * still approved.
	 */
	public Optional<byte[]> archive(String fileName) {
		return servable(fileName).flatMap((chart) -> this.store.bytes(chart.chartName(), chart.version()));
	}

	/**
	 * The provenance file of the archive {@code <name>-<version>.tgz}
	 * ({@link ProvenanceMessage}, clear-signed by {@link ChartSigner}), when a signing
	 * key is configured and the archive is served. It names the SHA-256 the archive had
	 * when it was built, so an archive changed since fails {@code helm verify}.
	 */
	public Optional<String> provenance(String fileName) {
		if (!this.signer.configured()) {
			return Optional.empty();
		}
		return servable(fileName).flatMap((chart) -> this.signer
			.clearSign(ProvenanceMessage.of(chart.chartYaml(), chart.fileName(), chart.digest()), chart.createdAt()));
	}

	/**
	 * Whether an admin configured a signing key, so that every archive has a provenance
	 * file.
	 */
	public boolean signed() {
		return this.signer.configured();
	}

	/**
	 * The kept chart of a file name, when its revision is still approved. A chart not
	 * kept yet (its revision was approved since the index was last read, or the index was
	 * never read) is built first, as the index would.
	 */
	Optional<StoredChart> servable(String fileName) {
		requireSecretValues();
		ChartReviews known = this.reviews.getIfAvailable();
		if (known == null) {
			return Optional.empty();
		}
		return ChartFile.parse(fileName).flatMap((file) -> this.store.find(file.chartName(), file.version()).or(() -> {
			published();
			return this.store.find(file.chartName(), file.version());
		})).filter((chart) -> stillApproved(known, chart));
	}

	private static boolean stillApproved(ChartReviews reviews, StoredChart chart) {
		try {
			return reviews.of(chart.manifestId(), chart.revision()).isApproved();
		}
		catch (ManifestNotFoundException | RevisionNotFoundException gone) {
			return false;
		}
	}

	private String chartName(StoredManifest stored, Map<String, Long> owners) {
		String name = new HelmChartOptions(null, null, new ChartProvenance(stored.name(), 0, "")).chartName();
		Long owner = owners.get(name);
		return (owner == null || owner == stored.id()) ? name : name + "-" + stored.id();
	}

	/**
	 * The chart of an approved revision for the target, with the images the tag inputs in
	 * effect name: the kept archive of that version, else built now and kept. Its version
	 * ({@link ChartVersions}) carries the derived tags' fingerprint, so inputs that
	 * change an image make another version (built from the same revision) and the archive
	 * of the version before stays as it was.
	 */
	private Optional<StoredChart> publish(StoredManifest stored, ApprovedRevision approved, ChartTarget target,
			ImageTagInputs inputs, String name) {
		if (!ImageTags.mayDerive(inputs)) {
			// no tag can be derived: the version is known without reading the revision
			Optional<StoredChart> kept = this.store.find(name, ChartVersions.of(approved.revision(), target));
			if (kept.isPresent()) {
				return kept;
			}
		}
		Revision revision = this.content.revision(stored.id(), approved.revision());
		RoleManifest model = this.content.model(revision);
		ExportSettings settings = ExportSettings.defaults()
			.withKubeVersion(target.kubeVersion())
			.withReleases(ReleaseResolution.of(this.catalog.getIfAvailable(), stored.id(), model))
			.withGeneration(FissileGeneration.forRequest(null, stored.chosenGeneration(), model.era()))
			.withTagInputs(inputs);
		String version = ChartVersions.of(revision.number(), target, ImageTags.of(model, settings));
		Optional<StoredChart> kept = this.store.find(name, version);
		if (kept.isPresent()) {
			return kept;
		}
		ValidationResult result = this.validators.forVersion(settings.kubeVersion())
			.validate(model, settings.generation(), settings.releases());
		if (result.hasErrors()) {
			log.warn(
					"Revision {} of manifest {} is approved but has {} error findings for Kubernetes {}: not published",
					approved.revision(), stored.id(), result.errors(), target.kubeVersion());
			return Optional.empty();
		}
		HelmChartOptions options = new HelmChartOptions(settings, SidecarMode.AUTO,
				new ChartProvenance(stored.name(), revision.number(), revision.contentHash())
					.withReview(approved.review()),
				target.secrets());
		HelmChart chart = this.exporter.export(model, options, name, version);
		byte[] archive = chart.tgz();
		StoredChart built = new StoredChart(chart.name(), chart.version(), stored.id(), revision.number(),
				target.kubeVersion().toString(), target.secrets().value(), options.provenance().contentHash(),
				sha256(archive), chart.files().get("Chart.yaml"), this.clock.instant().truncatedTo(ChronoUnit.MICROS));
		return Optional.of(this.store.keep(built, archive));
	}

	/**
	 * The archives hold secret values: never built or read for someone who may not read
	 * them.
	 */
	private void requireSecretValues() {
		if (!this.content.secretsVisible()) {
			throw new IllegalStateException("The chart repository is for users who may read secret values");
		}
	}

	static String sha256(byte[] bytes) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}

}
