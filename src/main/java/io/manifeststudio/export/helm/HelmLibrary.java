package io.manifeststudio.export.helm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.marcnuri.helm.Helm;
import com.marcnuri.helm.HelmCommand;

/**
 * The one way into the Helm library that runs in this process (helm-java, Helm compiled
 * to a Go shared library and called through JNA): every command the app runs goes through
 * {@link #call}, which gives the JVM back its signal handlers afterwards.
 * <p>
 * helm-java's {@code template} and {@code install} call Go's {@code signal.Notify} for
 * SIGINT, SIGTERM and SIGQUIT (to cancel a running install on Ctrl-C, as the {@code helm}
 * command does), and never undo it: from the first render on, the Go runtime's handlers
 * took those signals from the JVM's. The JVM then ran no shutdown hook on SIGTERM (a
 * container or systemd waited its grace period and killed it) and {@code jcmd} could not
 * attach (it asks the JVM with SIGQUIT). The library's maintainers know it:
 * https://github.com/manusa/helm-java/issues/409.
 * <p>
 * So the JVM's handlers of those signals are read once, after the Go runtime has started
 * (which marks them to run on its threads' signal stacks, as Go requires of every handler
 * in its process) and before the first command that can take them, and written back after
 * every command. Go's runtime asks for a signal's handler only the first time anything in
 * the process wants that signal ({@code os/signal} counts its wishes), so writing the
 * JVM's handler back is for good; a later render does not take it again, and is given it
 * back anyway. The signals are first taken by the template of an empty chart, the
 * shortest render there is, before the first real command; the app does that at start-up
 * ({@link #prepare()}, from {@link HelmLibraryStart}), so that no request is ever the
 * first call. A signal that arrives during that render, once in the life of the process
 * and while it starts, still goes to Go and is lost.
 * <p>
 * Commands take turns: one command's "after" must not overwrite the handlers another
 * one's "before" depends on.
 */
public final class HelmLibrary {

	/**
	 * The JVM's shutdown signals (SIGHUP, SIGINT, SIGTERM) and its thread-dump and attach
	 * signal (SIGQUIT).
	 */
	private static final int[] JVM_SIGNALS = { ProcessSignals.SIGHUP, ProcessSignals.SIGINT, ProcessSignals.SIGQUIT,
			ProcessSignals.SIGTERM };

	/** A chart without templates: its {@code helm template} renders nothing, at once. */
	private static final String EMPTY_CHART = """
			apiVersion: v2
			name: signals
			version: 0.1.0
			""";

	private static final Object TURN = new Object();

	/** The JVM's handlers, read before the first command: {@code null} until then. */
	private static ProcessSignals.Handlers jvmHandlers;

	private HelmLibrary() {
	}

	/**
	 * Loads the library, starts its Go runtime and lets it take the signals it takes
	 * once, giving the JVM its handlers back at once; nothing when done before. Takes
	 * about as long as loading the library.
	 */
	public static void prepare() {
		synchronized (TURN) {
			if (jvmHandlers == null) {
				jvmHandlers = takeSignalsOnce();
			}
		}
	}

	/** Whether {@link #prepare()} (or a first command) has run. */
	public static boolean prepared() {
		synchronized (TURN) {
			return jvmHandlers != null;
		}
	}

	/**
	 * Runs {@code command} in the Helm library and gives the JVM its signal handlers
	 * back, whatever happened.
	 */
	public static <T> T call(HelmCommand<T> command) {
		synchronized (TURN) {
			if (jvmHandlers == null) {
				jvmHandlers = takeSignalsOnce();
			}
			try {
				return command.call();
			}
			catch (RuntimeException ex) {
				throw ex;
			}
			catch (Exception ex) {
				// Callable's signature: helm-java's commands throw only unchecked
				// exceptions
				throw new IllegalStateException(ex);
			}
			finally {
				jvmHandlers.restore();
			}
		}
	}

	private static ProcessSignals.Handlers takeSignalsOnce() {
		// The first call into the library waits for the Go runtime to start (a shared
		// library starts it in a thread
		// of its own when loaded): "version" takes no signal, so the handlers read after
		// it are the JVM's, as the Go
		// runtime left them.
		Helm.version().call();
		ProcessSignals.Handlers handlers = ProcessSignals.read(JVM_SIGNALS);
		Path chart = null;
		try {
			chart = Files.createTempDirectory("helm-signals-");
			Files.writeString(chart.resolve("Chart.yaml"), EMPTY_CHART);
			Helm.template(chart.toString()).call();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		finally {
			handlers.restore();
			delete(chart);
		}
		return handlers;
	}

	private static void delete(Path chart) {
		if (chart != null) {
			try {
				Files.deleteIfExists(chart.resolve("Chart.yaml"));
				Files.deleteIfExists(chart);
			}
			catch (IOException ex) {
				// an empty chart left in the temporary directory is no reason to fail a
				// render
			}
		}
	}

}
