package io.manifeststudio.release;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON text of a stored job spec's parts (properties, templates, links, package
 * names) and of a release's packages, written and read back.
 */
final class JobSpecJson {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private JobSpecJson() {
	}

	static String properties(List<JobProperty> properties) {
		List<Map<String, Object>> list = new ArrayList<>();
		for (JobProperty property : properties) {
			Map<String, Object> map = new LinkedHashMap<>();
			map.put("name", property.name());
			map.put("description", property.description());
			map.put("default", property.defaultValue());
			list.add(map);
		}
		return JSON.writeValueAsString(list);
	}

	static List<JobProperty> properties(String json) {
		List<Map<String, Object>> list = JSON.readValue(json, new TypeReference<List<Map<String, Object>>>() {
		});
		return list.stream()
			.map((map) -> new JobProperty((String) map.get("name"), (String) map.get("description"),
					map.get("default")))
			.toList();
	}

	static String templates(Map<String, String> templates) {
		return JSON.writeValueAsString(templates);
	}

	static Map<String, String> templates(String json) {
		return JSON.readValue(json, new TypeReference<LinkedHashMap<String, String>>() {
		});
	}

	static String names(List<String> names) {
		return JSON.writeValueAsString(names);
	}

	static List<String> names(String json) {
		return List.of(JSON.readValue(json, String[].class));
	}

	static String packages(List<BoshPackage> packages) {
		return JSON.writeValueAsString(packages);
	}

	static List<BoshPackage> packages(String json) {
		return List.of(JSON.readValue(json, BoshPackage[].class));
	}

	static String links(List<JobLink> links) {
		return JSON.writeValueAsString(links);
	}

	static List<JobLink> links(String json) {
		return List.of(JSON.readValue(json, JobLink[].class));
	}

}
