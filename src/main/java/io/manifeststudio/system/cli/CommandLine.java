package io.manifeststudio.system.cli;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line's dispatcher:
 * {@code java -jar manifest-studio.jar <command> [arguments]}. The application's
 * {@code main} asks {@link #handles} first and, for a command, runs it here without
 * starting Spring; with no command the web application starts.
 */
public final class CommandLine {

	private final Map<String, Command> commands = new LinkedHashMap<>();

	public CommandLine(List<? extends Command> commands) {
		commands.forEach((command) -> this.commands.put(command.name(), command));
	}

	/** Every command of the product. */
	public static CommandLine standard() {
		return new CommandLine(List.of(new ValidateCommand(), new ExportCommand()));
	}

	/**
	 * Whether these arguments ask for a command (or for help) rather than for the web
	 * application: a first argument that is not a {@code --option} (Spring's
	 * {@code --server.port=9090} and friends start the application), so that a mistyped
	 * command is answered as such instead of starting a server.
	 */
	public boolean handles(String[] args) {
		return args.length > 0 && (isHelp(args[0]) || !args[0].startsWith("-"));
	}

	public Map<String, Command> commands() {
		return Map.copyOf(this.commands);
	}

	/** Runs the command the arguments name and returns its exit code. */
	public int run(String[] args, Console console) {
		if (args.length == 0 || isHelp(args[0])) {
			console.out().print(usage());
			return ExitCode.OK;
		}
		if ("help".equals(args[0])) {
			if (args.length > 1 && this.commands.containsKey(args[1])) {
				console.out().print(this.commands.get(args[1]).help());
				return ExitCode.OK;
			}
			console.out().print(usage());
			return (args.length > 1) ? ExitCode.USAGE : ExitCode.OK;
		}
		Command command = this.commands.get(args[0]);
		if (command == null) {
			console.err().println("manifest-studio: unknown command '" + args[0] + "'");
			console.err().print(usage());
			return ExitCode.USAGE;
		}
		return command.run(Arrays.asList(args).subList(1, args.length), console);
	}

	public String usage() {
		StringBuilder text = new StringBuilder();
		text.append("Usage: java -jar manifest-studio.jar <command> [arguments]\n");
		text.append("       java -jar manifest-studio.jar            (no command: start the web application)\n\n");
		text.append("Commands:\n");
		this.commands.values()
			.forEach((command) -> text.append(String.format("  %-10s %s%n", command.name(), command.summary())));
		text.append("\nRun 'java -jar manifest-studio.jar <command> --help' for a command's options.\n");
		text.append("Exit codes: 0 no errors, 1 errors (or a file that cannot be read), 2 bad command line.\n");
		return text.toString();
	}

	static boolean isHelp(String argument) {
		return "--help".equals(argument) || "-h".equals(argument);
	}

}
