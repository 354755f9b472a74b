package io.manifeststudio.release;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class ReleaseReaderTests {

	static final Path FIXTURE_RELEASES = Path.of("../shared/fixtures/fissile/releases");

	static final String NTPD = """
			name: ntpd
			templates:
			  ctl.sh: bin/ctl
			  ntp.conf.erb: etc/ntp.conf
			properties:
			  ntp_conf:
			    description: "ntpd's configuration file"
			  with.json.default:
			    default: { key: value }
			consumes:
			- name: ntp-server
			  type: ntpd
			- type: ntp
			  optional: true
			provides:
			- name: ntp-server
			  type: ntpd
			""";

	private final ReleaseReader reader = new ReleaseReader();

	@Test
	void readsATarballAsBoshCreateReleaseWritesIt() throws Exception {
		byte[] tarball = ReleaseTarballs.release("ntp", "2+dev.3", NTPD);
		BoshRelease release = this.reader.readTarball(new ByteArrayInputStream(tarball));
		assertThat(release.name()).isEqualTo("ntp");
		assertThat(release.version()).isEqualTo("2+dev.3");
		assertThat(release.sha256())
			.isEqualTo(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(tarball)));
		BoshJob ntpd = release.job("ntpd").orElseThrow();
		assertThat(ntpd.templates()).containsExactly(java.util.Map.entry("ctl.sh", "bin/ctl"),
				java.util.Map.entry("ntp.conf.erb", "etc/ntp.conf"));
		assertThat(ntpd.properties()).extracting(JobProperty::name).containsExactly("ntp_conf", "with.json.default");
		assertThat(ntpd.properties().get(1).defaultValue()).isEqualTo(java.util.Map.of("key", "value"));
		assertThat(ntpd.consumes()).containsExactly(new JobLink("ntp-server", "ntpd", false),
				new JobLink("", "ntp", true));
		assertThat(ntpd.provides()).containsExactly(new JobLink("ntp-server", "ntpd", false));
	}

	@Test
	void keepsTheJobAndPackageSha1sFingerprintsAndDependenciesOfReleaseMf() {
		String releaseMf = """
				name: nats
				version: "30"
				jobs:
				- name: nats
				  version: 1a2b
				  fingerprint: 1a2b
				  sha1: 5e8d2e2a7a1f1c0b5c7bb5d4e9b0a7a6c6c1d2e3
				packages:
				- name: gnatsd
				  version: 3c4d
				  fingerprint: 3c4d
				  sha1: sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
				  dependencies: [golang]
				- name: golang
				  version: 5e6f
				  fingerprint: 5e6f
				  sha1: 0beec7b5ea3f0fdbc95d0dd47f3c5bc275da8a33
				  dependencies: []
				""";
		byte[] job = ReleaseTarballs.tarball().file("./job.MF", "name: nats\npackages: [gnatsd]\n").bytes();
		byte[] tarball = ReleaseTarballs.tarball().file("./release.MF", releaseMf).file("./jobs/nats.tgz", job).bytes();
		BoshRelease release = this.reader.readTarball(new ByteArrayInputStream(tarball));
		BoshJob nats = release.job("nats").orElseThrow();
		assertThat(nats.sha1()).isEqualTo("5e8d2e2a7a1f1c0b5c7bb5d4e9b0a7a6c6c1d2e3");
		assertThat(nats.fingerprint()).isEqualTo("1a2b");
		assertThat(nats.packages()).containsExactly("gnatsd");
		assertThat(release.packages()).containsExactly(
				new BoshPackage("gnatsd", "3c4d", "3c4d",
						"sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", List.of("golang")),
				new BoshPackage("golang", "5e6f", "5e6f", "0beec7b5ea3f0fdbc95d0dd47f3c5bc275da8a33", List.of()));
		assertThat(release.hasSha1s()).isTrue();
		BoshRelease withoutSha1s = this.reader.readTarball(new ByteArrayInputStream(ReleaseTarballs.tarball()
			.file("./release.MF", "name: nats\nversion: '30'\njobs:\n- name: nats\n")
			.file("./jobs/nats.tgz", job)
			.bytes()));
		assertThat(withoutSha1s.job("nats").orElseThrow().sha1()).isEmpty();
		assertThat(withoutSha1s.hasSha1s()).isFalse();
	}

	@Test
	void readsFissilesFixtureReleasesInTheirFolderForm() {
		Assumptions.assumeTrue(Files.isDirectory(FIXTURE_RELEASES), "fixtures not found at " + FIXTURE_RELEASES);
		BoshRelease tor = this.reader.readFolder(FIXTURE_RELEASES.resolve("tor"));
		assertThat(tor.label()).isEqualTo("tor/0.3.5+dev.5");
		assertThat(tor.jobs()).extracting(BoshJob::name).containsExactly("tor", "hashmat", "new_hostname");
		assertThat(tor.job("tor").orElseThrow().properties()).extracting(JobProperty::name)
			.contains("tor.hostname", "tor.private_key");
		BoshRelease ntp = this.reader.readFolder(FIXTURE_RELEASES.resolve("ntp"));
		assertThat(ntp.job("ntpd").orElseThrow().provides()).extracting(JobLink::name)
			.containsExactly("ntp-server", "ntp-client");
	}

	@Test
	void refusesPathTraversalNamingTheEntry() {
		byte[] tarball = ReleaseTarballs.tarball()
			.file("./release.MF", "name: x\nversion: 1\n")
			.file("./jobs/../../etc/cron.d/evil", "* * * * * root sh")
			.bytes();
		assertRefused(tarball, "./jobs/../../etc/cron.d/evil", "climb out");
	}

	@Test
	void refusesAbsolutePaths() {
		assertRefused(ReleaseTarballs.tarball().file("/etc/passwd", "root").bytes(), "/etc/passwd", "Absolute");
	}

	@Test
	void refusesSymbolicAndHardLinks() {
		assertRefused(ReleaseTarballs.tarball().symlink("./release.MF", "/etc/shadow").bytes(), "./release.MF",
				"Symbolic links");
		assertRefused(ReleaseTarballs.tarball().hardlink("./jobs/x.tgz", "/etc/shadow").bytes(), "./jobs/x.tgz",
				"Hard links");
	}

	@Test
	void refusesLinksInsideAJobTarball() {
		byte[] job = ReleaseTarballs.tarball().file("./job.MF", "name: x\n").symlink("./templates/t", "/etc").bytes();
		byte[] tarball = ReleaseTarballs.tarball()
			.file("./release.MF", "name: r\nversion: 1\njobs:\n- name: x\n")
			.file("./jobs/x.tgz", job)
			.bytes();
		assertRefused(tarball, "jobs/x.tgz!./templates/t", "Symbolic links");
	}

	@Test
	void refusesAnEntryLargerThanTheLimitWhileStreaming() {
		ReleaseReader small = new ReleaseReader(new ReleaseLimits(1 << 20, 1 << 30, 1000, 500, 100));
		byte[] tarball = ReleaseTarballs.tarball().zeros("./packages/big.tgz", 5000).bytes();
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> small.readTarball(new ByteArrayInputStream(tarball)))
			.satisfies((ex) -> {
				assertThat(ex.entry()).isEqualTo("./packages/big.tgz");
				assertThat(ex.tooLarge()).isTrue();
			});
		byte[] bigSpec = ReleaseTarballs.tarball().zeros("./release.MF", 800).bytes();
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> small.readTarball(new ByteArrayInputStream(bigSpec)))
			.satisfies((ex) -> assertThat(ex.getMessage()).contains("./release.MF").contains("500 bytes"));
	}

	@Test
	void refusesACompressionBombByTheTotalUncompressedSize() {
		// 40 MB of zeros gzip to about 40 KB: refused at the total limit, long before it
		// is all read
		ReleaseReader small = new ReleaseReader(new ReleaseLimits(1 << 20, 4 << 20, 64 << 20, 1 << 20, 100));
		byte[] bomb = ReleaseTarballs.tarball().zeros("./packages/a.tgz", 40 << 20).bytes();
		assertThat(bomb.length).isLessThan(1 << 20);
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> small.readTarball(new ByteArrayInputStream(bomb)))
			.satisfies((ex) -> {
				assertThat(ex.getMessage()).contains("uncompresses to more than 4194304 bytes");
				assertThat(ex.tooLarge()).isTrue();
			});
	}

	@Test
	void refusesTooManyEntries() {
		ReleaseReader small = new ReleaseReader(new ReleaseLimits(1 << 20, 1 << 30, 1000, 500, 10));
		ReleaseTarballs tarball = ReleaseTarballs.tarball();
		for (int i = 0; i < 11; i++) {
			tarball.file("./packages/p" + i, "x");
		}
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> small.readTarball(new ByteArrayInputStream(tarball.bytes())))
			.withMessageContaining("More than 10 entries")
			.withMessageContaining("./packages/p10");
	}

	@Test
	void refusesWhatIsNotAReleaseTarball() {
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> this.reader.readTarball(new ByteArrayInputStream("hello".getBytes())))
			.withMessageContaining("Not a gzip-compressed tar archive");
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> this.reader
				.readTarball(new ByteArrayInputStream(ReleaseTarballs.tarball().file("./x", "y").bytes())))
			.withMessageContaining("No release.MF");
		byte[] missingJob = ReleaseTarballs.tarball()
			.file("./release.MF", "name: r\nversion: 1\njobs:\n- name: x\n")
			.bytes();
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> this.reader.readTarball(new ByteArrayInputStream(missingJob)))
			.withMessageContaining("lists job x, which the archive lacks");
	}

	@Test
	void refusesALinkInAReleaseFolder(@TempDir Path folder) throws IOException {
		Files.writeString(folder.resolve("release.MF"), "name: r\nversion: 1\njobs: []\n");
		Files.createDirectories(folder.resolve("jobs"));
		try {
			Files.createSymbolicLink(folder.resolve("jobs/evil"), Path.of("/etc"));
		}
		catch (UnsupportedOperationException | IOException ex) {
			Assumptions.abort("symbolic links not supported here: " + ex);
		}
		assertThatExceptionOfType(ReleaseReadException.class).isThrownBy(() -> this.reader.readFolder(folder))
			.satisfies((ex) -> assertThat(ex.entry()).isEqualTo("jobs/evil"))
			.withMessageContaining("Links are not allowed");
	}

	@Test
	void refusesALinkWithoutAType() {
		byte[] tarball = ReleaseTarballs.release("r", "1", "name: x\nconsumes:\n- name: db\n");
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> this.reader.readTarball(new ByteArrayInputStream(tarball)))
			.withMessageContaining("job x consumer db has no type");
	}

	private void assertRefused(byte[] tarball, String entry, String words) {
		assertThatExceptionOfType(ReleaseReadException.class)
			.isThrownBy(() -> this.reader.readTarball(new ByteArrayInputStream(tarball)))
			.satisfies((ex) -> {
				assertThat(ex.entry()).isEqualTo(entry);
				assertThat(ex.getMessage()).contains(words);
				assertThat(ex.tooLarge()).isFalse();
			});
		assertThat(List.of(entry)).isNotEmpty();
	}

}
