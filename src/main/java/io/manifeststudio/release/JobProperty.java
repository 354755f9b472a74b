package io.manifeststudio.release;

/**
 * One property of a job spec. {@code defaultValue} is the YAML default as read (a string,
 * number, boolean, list or map), {@code null} when the spec gives none.
 */
public record JobProperty(String name, String description, Object defaultValue) {

	public JobProperty {
		description = (description != null) ? description : "";
	}

}
