package io.manifeststudio.manifest.model;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code default_feature}, {@code if_feature} and {@code unless_feature} (mutually
 * exclusive).
 */
public record FeatureFlags(String defaultFeature, String ifFeature, String unlessFeature) {

	public static final FeatureFlags NONE = new FeatureFlags(null, null, null);

	/** How many of the three are set. */
	public int count() {
		return set().size();
	}

	public boolean any() {
		return count() > 0;
	}

	/** The features named, in the order default, if, unless. */
	public List<String> set() {
		List<String> names = new ArrayList<>();
		for (String name : new String[] { this.defaultFeature, this.ifFeature, this.unlessFeature }) {
			if (name != null && !name.isEmpty()) {
				names.add(name);
			}
		}
		return names;
	}

}
