package io.manifeststudio.export.helm;

import com.marcnuri.helm.HelmCommand;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The app runs Helm commands only through {@link HelmLibrary}, which gives the JVM its
 * signal handlers back after each (what that changes is shown on a running app by
 * {@code system.ShutdownIntegrationTests}).
 */
class HelmLibraryTests {

	private static final JavaClasses MAIN = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("io.manifeststudio");

	@Test
	void onlyHelmLibraryRunsHelmCommands() {
		noClasses().that()
			.doNotBelongToAnyOf(HelmLibrary.class)
			.should()
			.accessTargetWhere(new DescribedPredicate<JavaAccess<?>>("run a Helm command (HelmCommand.call)") {
				@Override
				public boolean test(JavaAccess<?> access) {
					return access.getName().equals("call") && access.getTargetOwner().isAssignableTo(HelmCommand.class);
				}
			})
			.because("a Helm command run elsewhere leaves SIGTERM and SIGQUIT to the Go runtime: the JVM then ignores"
					+ " SIGTERM and cannot be attached to")
			.check(MAIN);
	}

}
