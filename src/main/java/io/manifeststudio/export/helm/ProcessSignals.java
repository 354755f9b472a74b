package io.manifeststudio.export.helm;

import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.Platform;
import com.sun.jna.Pointer;

/**
 * The process's signal handlers, read and written back through the C library's
 * {@code sigaction} (POSIX), as whole {@code struct sigaction} values: what is written
 * back is byte for byte what was read (handler, mask, flags), so nothing here depends on
 * the structure's layout. Signal numbers are those of Linux and macOS, where helm-java
 * runs. Elsewhere (Windows has no such signals) reading and writing do nothing.
 */
final class ProcessSignals {

	static final int SIGHUP = 1;

	static final int SIGINT = 2;

	static final int SIGQUIT = 3;

	static final int SIGTERM = 15;

	/**
	 * Room for one {@code struct sigaction}: 152 bytes on Linux x86-64 and arm64 (glibc),
	 * 16 on macOS.
	 */
	private static final int STRUCT_SIZE = 512;

	private ProcessSignals() {
	}

	/** The handlers of {@code signals} as they are now. */
	static Handlers read(int... signals) {
		if (!Platform.isLinux() && !Platform.isMac()) {
			return new Handlers(new int[0], new Memory[0]);
		}
		Memory[] actions = new Memory[signals.length];
		for (int i = 0; i < signals.length; i++) {
			actions[i] = new Memory(STRUCT_SIZE);
			actions[i].clear();
			sigaction(signals[i], null, actions[i]);
		}
		return new Handlers(signals.clone(), actions);
	}

	private static void sigaction(int signal, Pointer action, Pointer previous) {
		if (C.LIBRARY.sigaction(signal, action, previous) != 0) {
			throw new IllegalStateException("sigaction(" + signal + ") failed: errno " + Native.getLastError());
		}
	}

	/** Handlers read at one time, to be written back. */
	static final class Handlers {

		private final int[] signals;

		private final Memory[] actions;

		private Handlers(int[] signals, Memory[] actions) {
			this.signals = signals;
			this.actions = actions;
		}

		/** Makes the handlers what they were when read. */
		void restore() {
			for (int i = 0; i < this.signals.length; i++) {
				sigaction(this.signals[i], this.actions[i], null);
			}
		}

	}

	private interface C extends Library {

		C LIBRARY = Native.load("c", C.class);

		int sigaction(int signal, Pointer action, Pointer previous);

	}

}
