package io.manifeststudio.manifest.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The viewer's mask of secret variables' values, on a manifest's text and on its model.
 */
class SecretMaskTests {

	static final String SECRET = "s3cr3t-Pa55word";

	static final String BOSH_STYLE = """
			# the database
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			variables:
			- name: DB_PASSWORD
			  options:
			    secret: true
			    default: %s
			    description: the password
			- name: DB_USER
			  options:
			    default: admin-user
			- name: GENERATED
			  options:
			    secret: yes
			""".formatted(SECRET);

	static final String LEGACY_STYLE = """
			roles:
			- name: main
			  jobs:
			  - name: main-job
			    release_name: demo
			configuration:
			  variables:
			  - name: DB_PASSWORD
			    secret: true
			    default: "%s"
			  - name: DB_USER
			    default: admin-user
			""".formatted(SECRET);

	final ManifestCodec codec = new ManifestCodec();

	@Test
	void theTextKeepsTheKeyAndHidesTheValueOfSecretsOnly() {
		String masked = SecretMask.mask(BOSH_STYLE);
		assertThat(masked).doesNotContain(SECRET).contains("default: \"<secret hidden>\"").contains("admin-user");
		RoleManifest model = this.codec.read(masked);
		assertThat(model.variables()).extracting(Variable::name).containsExactly("DB_PASSWORD", "DB_USER", "GENERATED");
		assertThat(model.variables().get(0).options().defaultValue()).isEqualTo(SecretMask.HIDDEN);
		assertThat(model.variables().get(0).isSecret()).isTrue();
		assertThat(model.variables().get(0).options().description()).isEqualTo("the password");
		assertThat(model.variables().get(1).options().defaultValue()).isEqualTo("admin-user");
		assertThat(model.variables().get(2).options().defaultValue()).isNull();
		assertThat(model.instanceGroups()).hasSize(1);
	}

	@Test
	void theLegacyFlatStyleIsMaskedToo() {
		String masked = SecretMask.mask(LEGACY_STYLE);
		assertThat(masked).doesNotContain(SECRET).contains("<secret hidden>").contains("admin-user");
	}

	@Test
	void aTextWithoutSecretValuesIsReturnedAsItIs() {
		String plain = BOSH_STYLE.replace("secret: true", "secret: false");
		assertThat(SecretMask.mask(plain)).isSameAs(plain);
		String noValue = BOSH_STYLE.replace("default: " + SECRET, "default: ~");
		assertThat(SecretMask.mask(noValue)).isSameAs(noValue);
	}

	@Test
	void aTextThatIsNoYamlIsHiddenWhole() {
		assertThat(SecretMask.mask("variables: [\n- " + SECRET)).isEqualTo(SecretMask.HIDDEN + "\n");
	}

	@Test
	void theModelHidesTheSecretDefaultInItsVariablesAndItsTree() {
		RoleManifest masked = SecretMask.mask(this.codec.read(BOSH_STYLE));
		assertThat(masked.variables().get(0).options().defaultValue()).isEqualTo(SecretMask.HIDDEN);
		assertThat(masked.variables().get(1).options().defaultValue()).isEqualTo("admin-user");
		assertThat(masked.document().root().toString()).doesNotContain(SECRET).contains(SecretMask.HIDDEN);

		RoleManifest legacy = SecretMask.mask(this.codec.read(LEGACY_STYLE));
		assertThat(legacy.variables()).filteredOn(Variable::isSecret)
			.singleElement()
			.satisfies((variable) -> assertThat(variable.options().defaultValue()).isEqualTo(SecretMask.HIDDEN));
		assertThat(legacy.document().root().toString()).doesNotContain(SECRET);
	}

	@Test
	void aModelWithoutSecretValuesIsTheSameModel() {
		RoleManifest plain = this.codec.read(BOSH_STYLE.replace("secret: true", "secret: false"));
		assertThat(SecretMask.mask(plain)).isSameAs(plain);
	}

	static final String DUPLICATES = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			variables:
			- name: TWICE
			  options:
			    secret: false
			    default: first-%1$s
			    secret: true
			- name: OPTIONS
			  options:
			    default: lost-%1$s
			  options:
			    secret: true
			    default: kept-%1$s
			- name: DEFAULTS
			  options:
			    secret: true
			    default: one-%1$s
			    default: two-%1$s
			""".formatted(SECRET);

	@Test
	void aKeyWrittenTwiceHidesEveryValueOfTheVariableTheModelSaysIsSecret() {
		RoleManifest model = this.codec.read(DUPLICATES);
		assertThat(SecretMask.secretNames(model)).containsExactlyInAnyOrder("TWICE", "OPTIONS", "DEFAULTS");
		for (String masked : new String[] { SecretMask.mask(DUPLICATES, model), SecretMask.mask(DUPLICATES) }) {
			assertThat(masked).doesNotContain(SECRET).contains("TWICE", "OPTIONS", "DEFAULTS");
			RoleManifest maskedModel = this.codec.read(masked);
			assertThat(maskedModel.variables()).allSatisfy((variable) -> {
				assertThat(variable.isSecret()).isTrue();
				assertThat(variable.options().defaultValue()).isEqualTo(SecretMask.HIDDEN);
			});
		}
		assertThat(SecretMask.mask(model).variables())
			.allSatisfy((variable) -> assertThat(variable.options().defaultValue()).isEqualTo(SecretMask.HIDDEN));
		assertThat(SecretMask.mask(model).document().root().toString()).doesNotContain(SECRET);
	}

	@Test
	void aVariableTheModelSaysIsSecretIsHiddenWhereverItIsListed() {
		String listedTwice = """
				instance_groups:
				- name: main
				  jobs:
				  - name: main-job
				    release: demo
				variables:
				- name: PASSWORD
				  options:
				    default: early-%1$s
				variables:
				- name: PASSWORD
				  options:
				    secret: true
				    default: late-%1$s
				""".formatted(SECRET);
		RoleManifest model = this.codec.read(listedTwice);
		assertThat(SecretMask.mask(listedTwice, model)).doesNotContain(SECRET);
	}

}
