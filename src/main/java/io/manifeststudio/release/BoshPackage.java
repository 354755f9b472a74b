package io.manifeststudio.release;

import java.util.List;

/**
 * A package as a release's {@code release.MF} lists it under {@code packages:}: its name,
 * version, fingerprint, the SHA-1 of its archive and the names of the packages it depends
 * on (fissile's {@code model/package.go}, {@code loadPackageInfo} and
 * {@code loadPackageDependencies}). The SHA-1 is kept as written, also when a newer bosh
 * wrote it as {@code sha256:<hex>}.
 */
public record BoshPackage(String name, String version, String fingerprint, String sha1, List<String> dependencies) {

	public BoshPackage {
		version = (version != null) ? version : "";
		fingerprint = (fingerprint != null) ? fingerprint : "";
		sha1 = (sha1 != null) ? sha1 : "";
		dependencies = List.copyOf(dependencies);
	}

}
