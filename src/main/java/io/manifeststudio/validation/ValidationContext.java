package io.manifeststudio.validation;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.SourcePosition;
import io.manifeststudio.release.ReleaseResolution;

/**
 * What a rule checks (the manifest) and where it reports. {@link #report} fills in the
 * rule id, family and the source position of the document path.
 */
public final class ValidationContext {

	private final RoleManifest manifest;

	private final List<Finding> findings = new ArrayList<>();

	private final Map<String, Object> shared = new HashMap<>();

	private final FissileGeneration.Choice generation;

	private final ReleaseResolution releases;

	private ValidationRule current;

	public ValidationContext(RoleManifest manifest) {
		this(manifest, null, ReleaseResolution.none());
	}

	/**
	 * A context for the chosen generation, or for the one the manifest points to when
	 * {@code chosen} is null.
	 */
	public ValidationContext(RoleManifest manifest, FissileGeneration chosen) {
		this(manifest, chosen, ReleaseResolution.none());
	}

	public ValidationContext(RoleManifest manifest, ReleaseResolution releases) {
		this(manifest, null, releases);
	}

	public ValidationContext(RoleManifest manifest, FissileGeneration chosen, ReleaseResolution releases) {
		this.manifest = manifest;
		this.generation = FissileGeneration.resolve(manifest, chosen);
		this.releases = releases;
	}

	public RoleManifest manifest() {
		return this.manifest;
	}

	/** The fissile generation whose rules apply, and why. */
	public FissileGeneration.Choice generationChoice() {
		return this.generation;
	}

	/** The fissile generation whose rules apply. */
	public FissileGeneration generation() {
		return this.generation.generation();
	}

	/**
	 * The manifest's jobs resolved against the BOSH releases it uses
	 * ({@link ReleaseResolution#none()} without).
	 */
	public ReleaseResolution releases() {
		return this.releases;
	}

	/**
	 * A value that several rules derive from the manifest (such as every template
	 * parsed), computed by the first rule that asks for it and shared with the others for
	 * this one validation.
	 */
	@SuppressWarnings("unchecked")
	public <T> T shared(String key, Supplier<T> supplier) {
		Object value = this.shared.get(key);
		if (value == null) {
			value = supplier.get();
			this.shared.put(key, value);
		}
		return (T) value;
	}

	void use(ValidationRule rule) {
		this.current = rule;
	}

	/**
	 * Starts a finding of the current rule for a field error; finish it with
	 * {@link Report#add()}.
	 */
	public Report report(Severity severity, FieldError error, DocPath source) {
		return new Report(severity, error.path(), error.message(), source);
	}

	/** Starts a finding whose message is not a field error (fissile's plain errors). */
	public Report report(Severity severity, String path, String message, DocPath source) {
		return new Report(severity, path, message, source);
	}

	List<Finding> findings() {
		return this.findings;
	}

	/**
	 * A finding being built: add an explanation, a hint and a subject, then
	 * {@link #add()}.
	 */
	public final class Report {

		private final Severity severity;

		private final String path;

		private final String message;

		private final DocPath source;

		private String explanation = "";

		private String hint;

		private String subject;

		private List<String> involves = List.of();

		private Report(Severity severity, String path, String message, DocPath source) {
			this.severity = severity;
			this.path = path;
			this.message = message;
			this.source = source;
		}

		public Report explanation(String explanation) {
			this.explanation = explanation;
			return this;
		}

		public Report hint(String hint) {
			this.hint = hint;
			return this;
		}

		/** The group (pod card or container chip) the finding belongs to. */
		public Report subject(String groupName) {
			this.subject = groupName;
			return this;
		}

		/**
		 * The containers of the subject's pod the finding is about, when it is about
		 * several of them (group names; {@code null} entries are left out).
		 */
		public Report involving(Collection<String> groupNames) {
			this.involves = groupNames.stream().filter(Objects::nonNull).distinct().toList();
			return this;
		}

		public void add() {
			SourcePosition position = (this.source != null)
					? ValidationContext.this.manifest.document().positions().nearest(this.source).orElse(null) : null;
			ValidationContext.this.findings.add(new Finding(ValidationContext.this.current.id(),
					ValidationContext.this.current.family(), this.severity, this.path, this.message, this.explanation,
					this.hint, this.source, position, this.subject, this.involves));
		}

	}

}
