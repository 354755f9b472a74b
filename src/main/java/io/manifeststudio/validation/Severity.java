package io.manifeststudio.validation;

/**
 * How much a finding matters: an error blocks export, a warning does not, info only
 * informs.
 */
public enum Severity {

	ERROR("error"), WARNING("warning"), INFO("info");

	private final String label;

	Severity(String label) {
		this.label = label;
	}

	public String label() {
		return this.label;
	}

}
