package io.manifeststudio.system.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestExamples;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.YamlLimits;

/**
 * Reads a role manifest named on the command line ({@code -} for standard input,
 * {@code example:NAME} for one of the project's examples, which {@code --example NAME}
 * names) with the same codec and limits as the web application. Every way it can fail is
 * a {@link Failure} with a message fit to print after the file name.
 */
public final class ManifestSource {

	/**
	 * How an example is named where a file is expected: {@code example:chat-platform}.
	 */
	public static final String EXAMPLE_PREFIX = "example:";

	private final ManifestCodec codec;

	private final int maxBytes;

	public ManifestSource(ManifestCodec codec, int maxBytes) {
		this.codec = codec;
		this.maxBytes = maxBytes;
	}

	public ManifestSource() {
		this(new ManifestCodec(), YamlLimits.DEFAULT.maxBytes());
	}

	/** The manifest in the file. */
	public RoleManifest read(String name, Console console) throws Failure {
		byte[] bytes = bytes(name, console);
		try {
			return this.codec.read(bytes);
		}
		catch (ManifestParseException ex) {
			throw new Failure(ex.line(), ex.column(), ex.getMessage());
		}
	}

	/** The input an {@code --example NAME} option stands for. */
	public static String example(String name) {
		return EXAMPLE_PREFIX + name;
	}

	/**
	 * The bytes of the file ({@code -}: standard input), within the size limit; for
	 * commands that also need the text.
	 */
	public byte[] bytes(String name, Console console) throws Failure {
		if (name.startsWith(EXAMPLE_PREFIX)) {
			String example = name.substring(EXAMPLE_PREFIX.length());
			return ManifestExamples.named(example)
				.orElseThrow(() -> new Failure(0, 0,
						"there is no such example; the examples are " + String.join(", ", ManifestExamples.names())))
				.yaml();
		}
		try {
			if ("-".equals(name)) {
				byte[] bytes = console.in().readNBytes(this.maxBytes + 1);
				if (bytes.length > this.maxBytes) {
					throw new Failure(0, 0, "standard input has more than " + this.maxBytes + " bytes; the limit is "
							+ this.maxBytes + " bytes");
				}
				return bytes;
			}
			Path path = console.resolve(name);
			if (Files.isDirectory(path)) {
				throw new Failure(0, 0, "is a directory, not a role manifest file");
			}
			long size = Files.size(path);
			if (size > this.maxBytes) {
				throw new Failure(0, 0,
						"The document has " + size + " bytes; the limit is " + this.maxBytes + " bytes");
			}
			return Files.readAllBytes(path);
		}
		catch (NoSuchFileException ex) {
			throw new Failure(0, 0, "no such file");
		}
		catch (AccessDeniedException ex) {
			throw new Failure(0, 0, "permission denied");
		}
		catch (IOException ex) {
			throw new Failure(0, 0, "cannot be read: " + ex.getMessage());
		}
	}

	/**
	 * The file could not be read, or not as a role manifest; line and column are 0 when
	 * unknown.
	 */
	public static final class Failure extends Exception {

		private final int line;

		private final int column;

		public Failure(int line, int column, String message) {
			super(message, null, false, false);
			this.line = line;
			this.column = column;
		}

		public int line() {
			return this.line;
		}

		public int column() {
			return this.column;
		}

	}

}
