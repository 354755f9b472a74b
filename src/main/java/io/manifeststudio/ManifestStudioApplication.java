package io.manifeststudio;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

import io.manifeststudio.system.cli.CommandLine;
import io.manifeststudio.system.cli.Console;

/**
 * Manifest Studio: compose Kubernetes pods from fissile role manifests, validate, review
 * and export them. With a command ({@code validate FILE...}, {@code --help}) it runs that
 * command in plain Java and exits, without starting Spring; with none it starts the web
 * application.
 */
@SpringBootApplication
public class ManifestStudioApplication {

	public static void main(String[] args) {
		CommandLine commandLine = CommandLine.standard();
		if (commandLine.handles(args)) {
			System.exit(commandLine.run(args, Console.system()));
		}
		SpringApplication.run(ManifestStudioApplication.class, args);
	}

}
