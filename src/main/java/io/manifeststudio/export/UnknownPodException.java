package io.manifeststudio.export;

/**
 * An export asked for a pod the manifest does not have (no {@code bosh} or
 * {@code bosh-task} group of that name).
 */
public class UnknownPodException extends RuntimeException {

	private final String pod;

	public UnknownPodException(String pod, String message) {
		super(message);
		this.pod = pod;
	}

	public String pod() {
		return this.pod;
	}

}
