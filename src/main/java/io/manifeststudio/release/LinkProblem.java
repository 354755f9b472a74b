package io.manifeststudio.release;

import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A BOSH link that does not resolve, as fissile's resolver finds it (fissile's
 * model/releaseresolver/release_resolver.go). {@code name} is the provider or consumer
 * name as the manifest or the spec gives it, {@code alias} the name looked up
 * ({@code as:} / {@code from:}), {@code type} the link type, {@code available} the job's
 * providers (rule 43).
 */
public record LinkProblem(Kind kind, String group, String job, String name, String alias, String type,
		List<String> available, DocPath location) {

	/** Which check failed. */
	public enum Kind {

		/** Rule 43: the manifest exports a provider the job spec does not have. */
		PROVIDER_NOT_FOUND,
		/** Rule 44: a consumer with an empty name. */
		CONSUMER_WITHOUT_NAME,
		/** Rule 45: a consumer names a provider that nobody exports. */
		CONSUMER_NOT_FOUND,
		/**
		 * Rule 46: a required consumer of the spec matches no exported name and no unique
		 * provider of its type.
		 */
		UNRESOLVED

	}

}
