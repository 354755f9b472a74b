package io.manifeststudio.export.helm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import tools.jackson.databind.json.JsonMapper;

/**
 * The VALID manifests of {@code ../shared/fixtures}: fissile's test manifests that
 * {@code fissile validate} accepts ({@code validate_exit: 0} in
 * {@code fissile/expected-validate.json}) and the real manifests under {@code real/}.
 */
final class ValidFixtures {

	static final Path FIXTURES = Path.of("../shared/fixtures");

	private ValidFixtures() {
	}

	static void assumePresent() {
		Assumptions.assumeTrue(Files.isDirectory(FIXTURES),
				"the shared fixtures are not at ../shared/fixtures; the Helm fixture tests are skipped");
	}

	/** Paths relative to the fixtures folder, fissile's first, then the real ones. */
	@SuppressWarnings("unchecked")
	static List<String> all() {
		if (!Files.isDirectory(FIXTURES)) {
			return List.of();
		}
		List<String> valid = new ArrayList<>();
		Map<String, Object> expected = JsonMapper.builder()
			.build()
			.readValue(FIXTURES.resolve("fissile/expected-validate.json").toFile(), Map.class);
		expected.forEach((file, outcome) -> {
			if (Integer.valueOf(0).equals(((Map<String, Object>) outcome).get("validate_exit"))) {
				valid.add("fissile/role-manifests/" + file);
			}
		});
		try (Stream<Path> real = Files.list(FIXTURES.resolve("real"))) {
			real.map((path) -> "real/" + path.getFileName())
				.filter((name) -> name.endsWith(".yml"))
				.sorted()
				.forEach(valid::add);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return valid;
	}

	/**
	 * fissile's test manifests in the legacy {@code roles:} format (fissile of July 2018)
	 * that its tests of that time accepted ({@code model/roles_test.go},
	 * {@code app/validation_test.go}; the fixtures' expected outcomes list them as
	 * VALID): the named ones of {@code model/} and {@code app/}, and every manifest of
	 * {@code kube/}, {@code builder/} and {@code compilator/}.
	 */
	static List<String> legacy() {
		Path folder = FIXTURES.resolve("fissile/legacy-roles-format/role-manifests");
		if (!Files.isDirectory(folder)) {
			return List.of();
		}
		List<String> valid = new ArrayList<>();
		for (String file : List.of("model/tor-good.yml", "model/multiple-good.yml", "model/non-bosh-roles.yml",
				"model/bosh-run-headless-public-port.yml", "model/bosh-run-ok.yml", "model/colocated-containers.yml",
				"model/colocated-containers-with-no-port-collision.yml", "app/tor-validation-ok.yml",
				"app/generate-auth.yml", "app/roles-to-build.yml", "app/two-roles.yml")) {
			valid.add("fissile/legacy-roles-format/role-manifests/" + file);
		}
		for (String every : List.of("kube", "builder", "compilator")) {
			try (Stream<Path> files = Files.list(folder.resolve(every))) {
				files.map((path) -> path.getFileName().toString())
					.filter((name) -> name.endsWith(".yml"))
					.sorted()
					.forEach((name) -> valid.add("fissile/legacy-roles-format/role-manifests/" + every + "/" + name));
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
		}
		return valid;
	}

	static String read(String relative) {
		try {
			return Files.readString(FIXTURES.resolve(relative));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
