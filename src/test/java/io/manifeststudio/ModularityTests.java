package io.manifeststudio;

import java.util.Map;
import java.util.Set;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The modules of the application and the direction of the dependencies between them,
 * checked on the compiled main classes. A module is a top-level package under
 * {@code io.manifeststudio}; a module uses only the modules listed before it:
 * <ol>
 * <li>{@code manifest}: the model, the YAML codec and the storage; uses no other module,
 * and no web type at all. Inside, each part builds on the ones before it:
 * {@code manifest.yaml} (the text and its document tree with source positions),
 * {@code manifest.model} (the typed role manifest and its codec), {@code manifest.edit}
 * (the edits and their format-preserving writer), and the {@code manifest} package itself
 * (the storage of manifests, drafts, revisions and the change log, and the services that
 * edit and read them).</li>
 * <li>{@code account}: accounts, roles, sign-in, the security configuration and the
 * {@code @RequiredRole} access rules; uses {@code manifest} only. Every module with
 * handlers uses it for their {@code @RequiredRole} ({@code validation} and {@code export}
 * in their {@code web} packages).</li>
 * <li>{@code release}: the catalog of BOSH releases (reading release tarballs, their
 * storage, resolving a manifest's jobs and links against them); uses
 * {@code manifest}.</li>
 * <li>{@code validation}: the engine and the FISSILE and STUDIO rule families; uses
 * {@code manifest} and {@code release}.</li>
 * <li>{@code export}: the Kubernetes objects, the K8S rule family, the Helm chart; uses
 * {@code manifest}, {@code release} and {@code validation}.</li>
 * <li>{@code editor} and {@code review}: the pages and the API over stored manifests; use
 * {@code manifest}, {@code validation} and {@code export}, not each other. The editor is
 * split by what a person does: {@code editor.pages} (list, import, manifest page) may use
 * {@code editor.board} (the board, its cards, findings and previews) and
 * {@code editor.forms} (group, chart settings and YAML source forms); {@code editor.api}
 * and {@code editor.live} stand alone; all of them may use what the {@code editor}
 * package itself shares.</li>
 * <li>{@code system}: assembles the application (configuration, the mapping of exceptions
 * to the API's errors, the command line); may use every module, and no module uses it:
 * Spring finds its beans by scanning, so nothing needs to name them.</li>
 * </ol>
 * Besides: there is no cycle between modules, nor between the packages inside a module;
 * every class is in one of these modules (or is the application class), so that a new
 * module gets its place here; and Spring MVC, servlet, Thymeleaf and htmx types are used
 * by the {@code web} packages of {@code release}, {@code validation} and {@code export}
 * only, never by the rest of those modules nor by {@code manifest}, which stay plain Java
 * that the command line runs without a web server.
 * <p>
 * Tests are not checked: a test of one module may build its subject with another module's
 * help (for example {@code export.Validators}, which assembles every rule family).
 */
class ModularityTests {

	private static final String[] WEB_TYPES = { "org.springframework.web..", "org.springframework.ui..",
			"org.springframework.http..", "jakarta.servlet..", "org.thymeleaf..", "io.github.wimdeblauwe.htmx.." };

	private static final JavaClasses MAIN = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("io.manifeststudio");

	@Test
	void modulesHaveNoCycles() {
		slices().matching("io.manifeststudio.(*)..").should().beFreeOfCycles().check(MAIN);
	}

	/**
	 * Inside a module too, packages use each other one way (for example
	 * {@code export.helm} and {@code export.rules} build on {@code export}, never the
	 * other way back), with no exception.
	 */
	@Test
	void packagesHaveNoCycles() {
		slices().matching("io.manifeststudio.(**)").should().beFreeOfCycles().check(MAIN);
	}

	@Test
	void theManifestsPartsUseOnlyThePartsBeforeThem() {
		layeredArchitecture().consideringOnlyDependenciesInLayers()
			.layer("yaml")
			.definedBy("io.manifeststudio.manifest.yaml..")
			.layer("model")
			.definedBy("io.manifeststudio.manifest.model..")
			.layer("edit")
			.definedBy("io.manifeststudio.manifest.edit..")
			.layer("storage")
			.definedBy("io.manifeststudio.manifest")
			.whereLayer("storage")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("edit")
			.mayOnlyBeAccessedByLayers("storage")
			.whereLayer("model")
			.mayOnlyBeAccessedByLayers("edit", "storage")
			.whereLayer("yaml")
			.mayOnlyBeAccessedByLayers("model", "edit", "storage")
			.check(MAIN);
	}

	@Test
	void everyManifestClassIsInOneOfItsParts() {
		classes().that()
			.resideInAPackage("io.manifeststudio.manifest..")
			.should()
			.resideInAnyPackage("io.manifeststudio.manifest", "io.manifeststudio.manifest.yaml..",
					"io.manifeststudio.manifest.model..", "io.manifeststudio.manifest.edit..")
			.because("a new part of the manifest module needs its place in theManifestsPartsUseOnlyThePartsBeforeThem")
			.check(MAIN);
	}

	@Test
	void modulesUseOnlyTheModulesBeforeThem() {
		layeredArchitecture().consideringOnlyDependenciesInLayers()
			.layer("manifest")
			.definedBy("io.manifeststudio.manifest..")
			.layer("account")
			.definedBy("io.manifeststudio.account..")
			.layer("release")
			.definedBy("io.manifeststudio.release..")
			.layer("validation")
			.definedBy("io.manifeststudio.validation..")
			.layer("export")
			.definedBy("io.manifeststudio.export..")
			.layer("editor")
			.definedBy("io.manifeststudio.editor..")
			.optionalLayer("review")
			.definedBy("io.manifeststudio.review..")
			.layer("system")
			.definedBy("io.manifeststudio.system..")
			.whereLayer("system")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("review")
			.mayOnlyBeAccessedByLayers("system")
			.whereLayer("editor")
			.mayOnlyBeAccessedByLayers("system")
			.whereLayer("export")
			.mayOnlyBeAccessedByLayers("editor", "review", "system")
			.whereLayer("validation")
			.mayOnlyBeAccessedByLayers("export", "editor", "review", "system")
			.whereLayer("account")
			.mayOnlyBeAccessedByLayers("release", "validation", "export", "editor", "review", "system")
			.whereLayer("release")
			.mayOnlyBeAccessedByLayers("validation", "export", "editor", "review", "system")
			.whereLayer("manifest")
			.mayOnlyBeAccessedByLayers("account", "release", "validation", "export", "editor", "review", "system")
			.check(MAIN);
	}

	@Test
	void theEditorsPartsUseOnlyThePartsTheyNeed() {
		layeredArchitecture().consideringOnlyDependenciesInLayers()
			.layer("shared")
			.definedBy("io.manifeststudio.editor")
			.layer("board")
			.definedBy("io.manifeststudio.editor.board..")
			.layer("forms")
			.definedBy("io.manifeststudio.editor.forms..")
			.layer("api")
			.definedBy("io.manifeststudio.editor.api..")
			.layer("live")
			.definedBy("io.manifeststudio.editor.live..")
			.layer("pages")
			.definedBy("io.manifeststudio.editor.pages..")
			.whereLayer("pages")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("api")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("live")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("board")
			.mayOnlyBeAccessedByLayers("pages")
			.whereLayer("forms")
			.mayOnlyBeAccessedByLayers("pages")
			.whereLayer("shared")
			.mayOnlyBeAccessedByLayers("board", "forms", "api", "live", "pages")
			.check(MAIN);
	}

	@Test
	void everyEditorClassIsInOneOfItsParts() {
		classes().that()
			.resideInAPackage("io.manifeststudio.editor..")
			.should()
			.resideInAnyPackage("io.manifeststudio.editor", "io.manifeststudio.editor.board..",
					"io.manifeststudio.editor.forms..", "io.manifeststudio.editor.pages..",
					"io.manifeststudio.editor.api..", "io.manifeststudio.editor.live..")
			.because("a new part of the editor needs its place in theEditorsPartsUseOnlyThePartsTheyNeed")
			.check(MAIN);
	}

	@Test
	void everyClassIsInAModule() {
		classes().should()
			.resideInAnyPackage("io.manifeststudio", "io.manifeststudio.manifest..", "io.manifeststudio.account..",
					"io.manifeststudio.release..", "io.manifeststudio.validation..", "io.manifeststudio.export..",
					"io.manifeststudio.editor..", "io.manifeststudio.review..", "io.manifeststudio.system..")
			.because("a new module needs its place in the direction of dependencies of ModularityTests")
			.check(MAIN);
	}

	/**
	 * The reading methods that give stored manifest content (text, model, history) as it
	 * is stored.
	 */
	private static final Map<Class<?>, Set<String>> CONTENT_READS = Map.of(
			io.manifeststudio.manifest.ManifestService.class, Set.of("get", "draft", "revision", "revisions", "parse"),
			io.manifeststudio.manifest.DraftEditing.class, Set.of("history", "state"),
			io.manifeststudio.manifest.DraftBaseline.class, Set.of("beforeNewestChange"),
			io.manifeststudio.manifest.ParsedManifestCache.class, Set.of("parse"));

	/**
	 * Where stored content is kept: only the {@code manifest} module's services use
	 * these.
	 */
	private static final Set<String> STORAGE = Set.of("io.manifeststudio.manifest.ManifestRepository",
			"io.manifeststudio.manifest.DraftRepository", "io.manifeststudio.manifest.RevisionRepository",
			"io.manifeststudio.manifest.DraftChangeRepository", "io.manifeststudio.manifest.ManifestEntity",
			"io.manifeststudio.manifest.DraftEntity", "io.manifeststudio.manifest.RevisionEntity",
			"io.manifeststudio.manifest.DraftChangeEntity", "io.manifeststudio.manifest.ParsedManifestCache");

	/**
	 * Stored content reaches people one way, through {@code account.ManifestContent},
	 * which hides secret values from viewers: outside the {@code manifest} module nothing
	 * else calls a method that reads it. The writes ({@code importManifest},
	 * {@code replaceDraft}, {@code saveRevision}, {@code DraftEditing.apply}, undo, redo)
	 * answer only their writer, an editor, who may read everything. The review's
	 * approvals and comment anchors read revisions to bind a verdict to the stored hash
	 * and to check an anchor or mark a thread outdated; they answer no content.
	 */
	@Test
	void storedContentIsReadOnlyThroughManifestContent() {
		noClasses().that()
			.resideOutsideOfPackages("io.manifeststudio.manifest..")
			.and()
			.doNotHaveFullyQualifiedName("io.manifeststudio.account.ManifestContent")
			.and()
			.doNotHaveFullyQualifiedName("io.manifeststudio.review.Approvals")
			.and()
			.doNotHaveFullyQualifiedName("io.manifeststudio.review.Comments")
			.should()
			.callMethodWhere(new DescribedPredicate<JavaMethodCall>("read stored manifest content") {
				@Override
				public boolean test(JavaMethodCall call) {
					return CONTENT_READS.entrySet()
						.stream()
						.anyMatch((read) -> call.getTargetOwner().isEquivalentTo(read.getKey())
								&& read.getValue().contains(call.getName()));
				}
			})
			.because("account.ManifestContent is the one way stored content reaches a response: it hides secret "
					+ "values from viewers")
			.check(MAIN);
	}

	@Test
	void onlyTheManifestModuleUsesTheStorageOfContent() {
		noClasses().that()
			.resideOutsideOfPackages("io.manifeststudio.manifest..")
			.should()
			.dependOnClassesThat(new DescribedPredicate<JavaClass>("keep stored manifest content") {
				@Override
				public boolean test(JavaClass type) {
					return STORAGE.contains(type.getFullName());
				}
			})
			.because("account.ManifestContent is the one way stored content reaches a response")
			.check(MAIN);
	}

	/**
	 * A module's storage is its own: its Spring Data repositories and JPA entities are
	 * package-private, so other modules (and the module's other packages) use the
	 * module's services, never its tables.
	 */
	@Test
	void repositoriesAndEntitiesAreInternalToTheirPackage() {
		classes().that()
			.areAssignableTo(org.springframework.data.repository.Repository.class)
			.or()
			.areAnnotatedWith(jakarta.persistence.Entity.class)
			.should()
			.notBePublic()
			.because("other modules use a module's services, not its storage")
			.check(MAIN);
	}

	/**
	 * Parts are wired by constructors and Spring, where a reader sees them, never found
	 * on the class path by {@link java.util.ServiceLoader}: a package that needs what a
	 * package built on it computes takes it as a parameter.
	 */
	@Test
	void nothingIsFoundByServiceLoader() {
		noClasses().should()
			.dependOnClassesThat()
			.areAssignableTo(java.util.ServiceLoader.class)
			.because("a dependency passed in shows its direction; one loaded from META-INF/services hides it")
			.check(MAIN);
	}

	@Test
	void onlyTheWebPackagesOfManifestValidationAndExportUseWebTypes() {
		noClasses().that()
			.resideInAnyPackage("io.manifeststudio.manifest..", "io.manifeststudio.release..",
					"io.manifeststudio.validation..", "io.manifeststudio.export..")
			.and()
			.resideOutsideOfPackages("io.manifeststudio.release.web..", "io.manifeststudio.validation.web..",
					"io.manifeststudio.export.web..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(WEB_TYPES)
			.because("the model, the rules and the export run in the command line, without a web server")
			.check(MAIN);
	}

}
