package io.manifeststudio.export.helm;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Prepares the Helm library ({@link HelmLibrary#prepare()}) as soon as the app is ready,
 * on a thread of its own: the Go runtime takes SIGTERM, SIGINT, SIGHUP and SIGQUIT during
 * its first render and the JVM gets them back right after, so that render happens at
 * start-up rather than during someone's first Helm preview, when a SIGTERM would be lost.
 * Health does not wait for it; a request that needs Helm before it ended waits its turn
 * as it always does.
 */
@Component
class HelmLibraryStart {

	private static final Log logger = LogFactory.getLog(HelmLibraryStart.class);

	@EventListener(ApplicationReadyEvent.class)
	void prepareInTheBackground() {
		Thread thread = new Thread(HelmLibraryStart::prepare, "helm-library-start");
		thread.setDaemon(true);
		thread.start();
	}

	private static void prepare() {
		long start = System.nanoTime();
		try {
			HelmLibrary.prepare();
			logger.info("Helm library ready in " + (System.nanoTime() - start) / 1_000_000 + " ms; the JVM keeps its"
					+ " signal handlers");
		}
		catch (RuntimeException | LinkageError ex) {
			logger.warn("The Helm library could not be loaded at start-up (" + ex + "); Helm previews will try again");
		}
	}

}
