package io.manifeststudio.manifest;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Parsed role manifests by content hash, so the pages can ask for the model of a draft or revision as often as they
 * like: the model is immutable, and equal content gives an equal model. Keeps the most recently used entries.
 */
@Component
public class ParsedManifestCache {

	static final int DEFAULT_CAPACITY = 64;

	private final ManifestCodec codec;

	private final Map<String, RoleManifest> entries;

	@Autowired
	public ParsedManifestCache(ManifestCodec codec) {
		this(codec, DEFAULT_CAPACITY);
	}

	ParsedManifestCache(ManifestCodec codec, int capacity) {
		this.codec = codec;
		this.entries = new LinkedHashMap<>(capacity * 4 / 3 + 1, 0.75f, true) {

			@Override
			protected boolean removeEldestEntry(Map.Entry<String, RoleManifest> eldest) {
				return size() > capacity;
			}

		};
	}

	/** The model of this content, parsed once per hash. */
	public RoleManifest parse(String contentHash, String content) {
		synchronized (this.entries) {
			RoleManifest cached = this.entries.get(contentHash);
			if (cached != null) {
				return cached;
			}
		}
		RoleManifest parsed = this.codec.read(content);
		put(contentHash, parsed);
		return parsed;
	}

	/** Remembers a model that was just parsed from content with this hash. */
	public void put(String contentHash, RoleManifest manifest) {
		synchronized (this.entries) {
			this.entries.put(contentHash, manifest);
		}
	}

	int size() {
		synchronized (this.entries) {
			return this.entries.size();
		}
	}

}
