package io.manifeststudio.system.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Where a command reads and writes: standard output for results, standard error for
 * problems with the command itself and for summaries, standard input for {@code -}, and
 * the directory relative paths start from. Tests give their own.
 */
public record Console(PrintStream out, PrintStream err, InputStream in, Path workingDirectory) {

	/** The process's own streams and working directory. */
	public static Console system() {
		return new Console(System.out, System.err, System.in, Path.of(""));
	}

	/** A path as the user gave it, resolved against the working directory. */
	public Path resolve(String path) {
		return this.workingDirectory.resolve(path);
	}

}
