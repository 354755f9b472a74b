package io.manifeststudio.release;

/**
 * A link a job spec consumes or provides: its name (may be empty for a consumer), its
 * type, and whether optional.
 */
public record JobLink(String name, String type, boolean optional) {

	public JobLink {
		name = (name != null) ? name : "";
		type = (type != null) ? type : "";
	}

}
