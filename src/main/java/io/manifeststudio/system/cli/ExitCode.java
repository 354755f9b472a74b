package io.manifeststudio.system.cli;

/** The exit codes of every command. */
public final class ExitCode {

	/** Done, and nothing blocks: no errors (warnings and infos allowed). */
	public static final int OK = 0;

	/**
	 * An error: a finding of severity error, a file that cannot be read or parsed, a
	 * failed export.
	 */
	public static final int ERRORS = 1;

	/**
	 * The command line itself is wrong: unknown command or option, missing file argument.
	 */
	public static final int USAGE = 2;

	private ExitCode() {
	}

}
