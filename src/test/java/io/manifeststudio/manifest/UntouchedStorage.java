package io.manifeststudio.manifest;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;

import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verifyNoInteractions;

/**
 * Mocks of the storage of manifests, drafts, revisions and the change log, for a web
 * slice that runs the real {@link ManifestService} and must store nothing. The
 * repositories are internal to this module, so a test of another module imports this
 * configuration and asks it whether anything was touched.
 */
@TestConfiguration(proxyBeanMethods = false)
public class UntouchedStorage {

	@Bean
	ManifestRepository manifestRepository() {
		return mock(ManifestRepository.class);
	}

	@Bean
	DraftRepository draftRepository() {
		return mock(DraftRepository.class);
	}

	@Bean
	RevisionRepository revisionRepository() {
		return mock(RevisionRepository.class);
	}

	@Bean
	DraftChangeRepository draftChangeRepository() {
		return mock(DraftChangeRepository.class);
	}

	/** Fails when anything read or wrote the storage of this context. */
	public static void verifyNothingStored(ApplicationContext context) {
		verifyNoInteractions(context.getBean(ManifestRepository.class), context.getBean(DraftRepository.class),
				context.getBean(RevisionRepository.class), context.getBean(DraftChangeRepository.class));
	}

}
