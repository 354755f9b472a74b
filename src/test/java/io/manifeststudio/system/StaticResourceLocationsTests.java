package io.manifeststudio.system;

import java.io.IOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.web.WebProperties;
import org.springframework.boot.webmvc.autoconfigure.WebMvcProperties;
import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code /**} locations resolved once find the same resource as Boot's {@code classpath:} locations (the first
 * location, in order, that has the path) for every file under any of them, and nothing for paths that are no file.
 */
class StaticResourceLocationsTests {

	private final WebProperties.Resources boot = new WebProperties().getResources();

	private final List<Resource> resolved = new StaticResourceLocations(new WebProperties(),
			new WebMvcProperties()).locations();

	@Test
	void findTheSameResourceAsBootsLocationsForEveryStaticFileAndNoneForOtherPaths() throws IOException {
		Set<String> paths = new LinkedHashSet<>(List.of("manifests", "manifests/42", "manifests/new", "css/none.css",
				"webjars/htmx.org/dist/htmx.min.js", "htmx.org/dist/htmx.min.js", "", "admin/users"));
		PathMatchingResourcePatternResolver files = new PathMatchingResourcePatternResolver();
		for (String location : this.boot.getStaticLocations()) {
			String root = location.substring("classpath:".length());
			for (Resource file : files.getResources("classpath*:" + root + "**")) {
				String url = file.getURL().toString();
				int at = url.lastIndexOf(root);
				if (at >= 0) {
					paths.add(url.substring(at + root.length()));
				}
			}
		}
		assertThat(paths).contains("css/studio.css", "js/studio.js", "webjars/htmx.org/2.0.10/dist/htmx.min.js");
		List<String> differences = new ArrayList<>();
		for (String path : paths) {
			URL expected = bootFinds(path);
			URL actual = resolvedFinds(path);
			if ((expected == null) ? actual != null : (actual == null || !expected.sameFile(actual))) {
				differences.add(path + ": Boot " + expected + ", resolved " + actual);
			}
		}
		assertThat(differences).isEmpty();
	}

	private URL bootFinds(String path) throws IOException {
		for (String location : this.boot.getStaticLocations()) {
			Resource resource = new ClassPathResource(location.substring("classpath:".length()) + path);
			if (resource.isReadable()) {
				return resource.getURL();
			}
		}
		return null;
	}

	private URL resolvedFinds(String path) throws IOException {
		for (Resource location : this.resolved) {
			Resource resource = location.createRelative(path);
			if (resource.isReadable()) {
				return resource.getURL();
			}
		}
		return null;
	}

}
