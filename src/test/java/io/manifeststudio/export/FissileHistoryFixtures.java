package io.manifeststudio.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The fixtures of fissile's history (src/test/resources/manifests/fissile-history), each
 * citing the fissile commit whose behaviour it shows, and the generation each is for: the
 * one its file name ends with ({@code -fissile-5.1.yml}) where the manifest's content
 * does not point to it, else the inferred one.
 */
public final class FissileHistoryFixtures {

	public static final Path FOLDER = Path.of("src/test/resources/manifests/fissile-history");

	private static final Pattern CHOSEN = Pattern.compile("-(fissile-[0-9.]+)\\.yml$");

	private FissileHistoryFixtures() {
	}

	/** The fixtures' file names, sorted. */
	public static List<String> names() {
		try (Stream<Path> files = Files.list(FOLDER)) {
			return files.map((file) -> file.getFileName().toString()).sorted().toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** The generation the fixture is for. */
	public static FissileGeneration generation(String name, RoleManifest manifest) {
		Matcher chosen = CHOSEN.matcher(name);
		if (chosen.find()) {
			return FissileGeneration.fromId(chosen.group(1)).orElseThrow();
		}
		return FissileGeneration.infer(manifest).generation();
	}

}
