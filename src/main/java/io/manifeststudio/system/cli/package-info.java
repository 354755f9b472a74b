/**
 * The command line: {@code java -jar manifest-studio.jar <command> ...} runs a
 * {@link io.manifeststudio.system.cli.Command} in plain Java, without starting Spring,
 * and exits with its code. {@link io.manifeststudio.system.cli.CommandLine} holds the
 * commands; a new one ({@code export}) is a class implementing {@code Command} added to
 * {@link io.manifeststudio.system.cli.CommandLine#standard()}.
 */
package io.manifeststudio.system.cli;
