package io.manifeststudio.release;

/** The job specs of {@link ReleaseReaderTests} for tests of other packages. */
public final class ReleaseReaderTestsAccess {

	public static final String NTPD = ReleaseReaderTests.NTPD;

	private ReleaseReaderTestsAccess() {
	}

}
