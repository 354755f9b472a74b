package io.manifeststudio.system.cli;

import java.util.List;

/**
 * One subcommand of the command line, such as {@code validate}. It runs in plain Java (no
 * Spring context), writes what it has to say to the {@link Console} and returns its exit
 * code ({@link ExitCode}).
 */
public interface Command {

	/** The word that selects it: {@code validate}, {@code export}. */
	String name();

	/** One line for the list of commands. */
	String summary();

	/** The full help text, starting with its usage line. */
	String help();

	/**
	 * Runs with the arguments after the command's name. Bad arguments are answered with a
	 * message on {@link Console#err()} and {@link ExitCode#USAGE}, never an exception.
	 */
	int run(List<String> arguments, Console console);

}
