package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class AppendKubeCaRuleTests {

	private final AppendKubeCaRule rule = new AppendKubeCaRule();

	@Test
	void aRegularCertificateIsTheSecretGeneratorsError() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups: []
				variables:
				- name: INTERNAL_CA_CERT
				  type: certificate
				  options: {is_ca: true, append_kube_ca: true, description: the CA}
				- name: ROUTER_CERT
				  type: certificate
				  options:
				    ca: INTERNAL_CA_CERT
				    append_kube_ca: true
				    description: the router's certificate
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.rule()).isEqualTo("STUDIO-APPEND-KUBE-CA");
			assertThat(finding.severity()).isEqualTo(Severity.ERROR);
			assertThat(finding.message()).isEqualTo("variables[ROUTER_CERT].options.append_kube_ca: Invalid value: "
					+ "true: Can't append kube CA to regular cert id `ROUTER_CERT`; only works for CA certs");
			assertThat(finding.line()).isEqualTo(10);
		});
	}

	@Test
	void onAnythingButACertificateItHasNoEffect() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups: []
				variables:
				- name: ADMIN_PASSWORD
				  type: password
				  options: {append_kube_ca: true, description: d}
				- name: DOMAIN
				  options: {append_kube_ca: true, description: d}
				""")).satisfiesExactly((password) -> {
			assertThat(password.severity()).isEqualTo(Severity.WARNING);
			assertThat(password.message()).isEqualTo("variables[ADMIN_PASSWORD].options.append_kube_ca: Invalid "
					+ "value: true: append_kube_ca has no effect: ADMIN_PASSWORD is not a certificate but a password");
			assertThat(password.line()).isEqualTo(5);
		}, (domain) -> {
			assertThat(domain.severity()).isEqualTo(Severity.WARNING);
			assertThat(domain.message()).endsWith("append_kube_ca has no effect: DOMAIN is not a certificate");
		});
	}

	@Test
	void aCaCertificateAndVariablesWithoutTheOptionAreFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups: []
				variables:
				- name: INTERNAL_CA_CERT
				  type: certificate
				  options: {is_ca: true, append_kube_ca: true, description: the CA}
				- name: ROUTER_CERT
				  type: certificate
				  options: {ca: INTERNAL_CA_CERT, description: d}
				- name: ADMIN_PASSWORD
				  type: password
				  options: {append_kube_ca: false, description: d}
				""")).isEmpty();
	}

}
