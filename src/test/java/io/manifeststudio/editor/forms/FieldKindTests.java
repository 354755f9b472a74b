package io.manifeststudio.editor.forms;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The type-level checks of the group form fields, and the values their edits write. */
class FieldKindTests {

	private static String problem(FieldKind kind, String text) {
		Optional<FieldProblem> problem = kind.check(text);
		return problem.map(FieldProblem::code).orElse(null);
	}

	@Nested
	class Memory {

		@ParameterizedTest
		@ValueSource(strings = { "0", "256", " 1024 ", "65536" })
		void wholeMiBAreAccepted(String text) {
			assertThat(problem(FieldKind.MEMORY, text)).isNull();
		}

		@ParameterizedTest
		@ValueSource(strings = { "256Mi", "1G", "512 MB", "2Gi" })
		void kubernetesQuantitiesAreRefusedSayingFissileReadsMiB(String text) {
			assertThat(FieldKind.MEMORY.check(text)).get().satisfies((found) -> {
				assertThat(found.code()).isEqualTo("group.check.memory.quantity");
				assertThat(found.arguments()).containsExactly(text.strip());
			});
		}

		@ParameterizedTest
		@ValueSource(strings = { "-5", "1.5", "abc", "12x", "99999999999999" })
		void otherTextIsRefused(String text) {
			assertThat(problem(FieldKind.MEMORY, text)).isEqualTo("group.check.memory");
		}

		@Test
		void valueIsALong() {
			assertThat(FieldKind.MEMORY.value(" 512 ")).isEqualTo(512L);
			assertThat(FieldKind.MEMORY.value("")).isNull();
		}

	}

	@Nested
	class Cpu {

		@ParameterizedTest
		@ValueSource(strings = { "0", "0.5", "2", ".25", "1.250" })
		void coresAreAccepted(String text) {
			assertThat(problem(FieldKind.CPU, text)).isNull();
		}

		@Test
		void millicoresAreRefusedSayingFissileReadsCores() {
			assertThat(problem(FieldKind.CPU, "500m")).isEqualTo("group.check.cpu.quantity");
		}

		@Test
		void lessThanOneMillicoreIsRefused() {
			assertThat(problem(FieldKind.CPU, "0.0001")).isEqualTo("group.check.cpu.tiny");
		}

		@ParameterizedTest
		@ValueSource(strings = { "-1", "one", "1,5" })
		void otherTextIsRefused(String text) {
			assertThat(problem(FieldKind.CPU, text)).isEqualTo("group.check.cpu");
		}

		@Test
		void wholeCoresStayWholeNumbers() {
			assertThat(FieldKind.CPU.value("2")).isEqualTo(2L);
			assertThat(FieldKind.CPU.value("2.0")).isEqualTo(2L);
			assertThat(FieldKind.CPU.value("0.5")).isEqualTo(0.5);
		}

	}

	@Nested
	class Ports {

		@ParameterizedTest
		@ValueSource(strings = { "1", "80", "8080-8082", "65535" })
		void portsAndRangesAreAccepted(String text) {
			assertThat(problem(FieldKind.PORT_RANGE, text)).isNull();
		}

		@ParameterizedTest
		@CsvSource({ "0,group.check.port.range", "65536,group.check.port.range", "80-70000,group.check.port.range",
				"82-80,group.check.port.order", "http,group.check.port.syntax", "80-,group.check.port.syntax",
				"+80,group.check.port.syntax", "80/tcp,group.check.port.syntax" })
		void badPortsAreRefused(String text, String code) {
			assertThat(problem(FieldKind.PORT_RANGE, text)).isEqualTo(code);
		}

		@Test
		void aSinglePortIsANumberAndARangeIsText() {
			assertThat(FieldKind.PORT_RANGE.value("8080")).isEqualTo(8080L);
			assertThat(FieldKind.PORT_RANGE.value("8080-8082")).isEqualTo("8080-8082");
		}

		@Test
		void portNamesAreFissilesHyphenatedLowercaseWordsOfAtMost15Characters() {
			assertThat(problem(FieldKind.PORT_NAME, "metrics-tls")).isNull();
			assertThat(problem(FieldKind.PORT_NAME, "HTTP")).isEqualTo("group.check.portName");
			assertThat(problem(FieldKind.PORT_NAME, "a--b")).isEqualTo("group.check.portName");
			assertThat(problem(FieldKind.PORT_NAME, "a-very-long-port-name")).isEqualTo("group.check.portName.length");
		}

		@Test
		void protocolsAreCaseSensitive() {
			assertThat(problem(FieldKind.PROTOCOL, "UDP")).isNull();
			assertThat(problem(FieldKind.PROTOCOL, "tcp")).isEqualTo("group.check.protocol");
		}

	}

	@Nested
	class Names {

		@ParameterizedTest
		@ValueSource(strings = { "web", "log-agent", "a1", "0abc" })
		void dnsLabelsAreAccepted(String text) {
			assertThat(problem(FieldKind.DNS_LABEL, text)).isNull();
		}

		@ParameterizedTest
		@ValueSource(strings = { "Web", "log_agent", "-web", "web-", "a.b", "two words" })
		void otherNamesAreRefused(String text) {
			assertThat(problem(FieldKind.DNS_LABEL, text)).isEqualTo("group.check.dnsLabel");
		}

		@Test
		void namesLongerThan63CharactersAreRefused() {
			assertThat(problem(FieldKind.DNS_LABEL, "a".repeat(64))).isEqualTo("group.check.dnsLabel.length");
			assertThat(problem(FieldKind.DNS_LABEL, "a".repeat(63))).isNull();
		}

		@Test
		void boshNamesHaveNoBlanks() {
			assertThat(problem(FieldKind.BOSH_NAME, "cf_mysql-1.2")).isNull();
			assertThat(problem(FieldKind.BOSH_NAME, "my job")).isEqualTo("group.check.boshName");
		}

	}

	@Nested
	class Counts {

		@Test
		void replicasAreWholeNumbersOfAtLeastOne() {
			assertThat(problem(FieldKind.REPLICAS, "3")).isNull();
			assertThat(problem(FieldKind.REPLICAS, "0")).isEqualTo("group.check.replicas");
			assertThat(problem(FieldKind.REPLICAS, "2.5")).isEqualTo("group.check.replicas");
			assertThat(FieldKind.REPLICAS.value("3")).isEqualTo(3L);
		}

		@Test
		void sizesAreWholeGbOfAtLeastOne() {
			assertThat(problem(FieldKind.SIZE, "10")).isNull();
			assertThat(problem(FieldKind.SIZE, "0")).isEqualTo("group.check.size");
			assertThat(problem(FieldKind.SIZE, "10G")).isEqualTo("group.check.size");
		}

		@Test
		void secondsMayBeZero() {
			assertThat(problem(FieldKind.SECONDS, "0")).isNull();
			assertThat(problem(FieldKind.SECONDS, "-1")).isEqualTo("group.check.seconds");
		}

	}

	@Nested
	class Lists {

		@Test
		void capabilitiesAreWordsWithoutCapPrefix() {
			assertThat(problem(FieldKind.CAPABILITIES, "NET_ADMIN, SYS_TIME")).isNull();
			assertThat(FieldKind.CAPABILITIES.check("CAP_NET_ADMIN")).get()
				.satisfies((found) -> assertThat(found.arguments()).containsExactly("CAP_NET_ADMIN", "NET_ADMIN"));
			assertThat(problem(FieldKind.CAPABILITIES, "NET-ADMIN")).isEqualTo("group.check.capability");
			assertThat(FieldKind.CAPABILITIES.value("NET_ADMIN,  SYS_TIME"))
				.isEqualTo(List.of("NET_ADMIN", "SYS_TIME"));
		}

		@Test
		void commandsAreTheNonBlankLines() {
			assertThat(FieldKind.COMMANDS.value("curl -sf localhost\n\n  check.sh  \r\n"))
				.isEqualTo(List.of("curl -sf localhost", "check.sh"));
			assertThat(FieldKind.COMMANDS.value(" \n ")).isNull();
		}

		@Test
		void anUncheckedFlagRemovesTheKey() {
			assertThat(FieldKind.FLAG.value("true")).isEqualTo(Boolean.TRUE);
			assertThat(FieldKind.FLAG.value("")).isNull();
		}

	}

	@Nested
	class Others {

		@ParameterizedTest
		@ValueSource(strings = { "envoyproxy/envoy:v1.30.1", "nginx", "registry.example.com:5000/team/app:1.0",
				"busybox@sha256:" + "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef" })
		void imageReferencesAreAccepted(String text) {
			assertThat(problem(FieldKind.IMAGE, text)).isNull();
		}

		@ParameterizedTest
		@ValueSource(strings = { "Envoy", "envoy:", "two words", "envoy::1" })
		void otherImagesAreRefused(String text) {
			assertThat(problem(FieldKind.IMAGE, text)).isEqualTo("group.check.image");
		}

		@Test
		void featuresAreHelmValueNames() {
			assertThat(problem(FieldKind.FEATURE, "credhub")).isNull();
			assertThat(problem(FieldKind.FEATURE, "cred-hub")).isEqualTo("group.check.feature");
		}

		@Test
		void volumeTypesAndMountPaths() {
			assertThat(problem(FieldKind.VOLUME_TYPE, "emptyDir")).isNull();
			assertThat(problem(FieldKind.VOLUME_TYPE, "emptydir")).isEqualTo("group.check.volumeType");
			assertThat(problem(FieldKind.MOUNT_PATH, "/var/vcap/store")).isNull();
			assertThat(problem(FieldKind.MOUNT_PATH, "var/vcap")).isEqualTo("group.check.mountPath");
		}

	}

}
