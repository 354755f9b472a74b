/**
 * A catalog of BOSH releases: reading a release as {@code bosh create-release} writes it
 * (a tarball or its folder form), storing it, and resolving a manifest's jobs against the
 * releases attached to it (job specs, BOSH links), as fissile did. Uses {@code manifest}
 * only; {@code validation}, {@code export} and {@code editor} use it.
 */
package io.manifeststudio.release;
