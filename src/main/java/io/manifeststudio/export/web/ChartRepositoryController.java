package io.manifeststudio.export.web;

import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.export.repository.ChartRepository;

/**
 * The Helm chart repository of approved revisions ({@link ChartRepository}):
 * {@code GET /charts/index.yaml} and the archives it lists,
 * {@code GET /charts/<name>-<version>.tgz}, with their provenance files
 * ({@code .tgz.prov}) when an admin configured a signing key. Add it with
 * {@code helm repo add studio https://<host>/charts --username <you> --password <token>}.
 * <p>
 * The archives hold the secret values as stored and are the same bytes for every caller,
 * so the whole repository is for the roles that read secret values (editor and above); a
 * viewer gets a 403, as for every other refusal.
 */
@RestController
@RequiredRole(Role.EDITOR)
class ChartRepositoryController {

	static final MediaType YAML = new MediaType("application", "yaml");

	static final MediaType PGP_SIGNATURE = new MediaType("application", "pgp-signature");

	private final ChartRepository charts;

	ChartRepositoryController(ChartRepository charts) {
		this.charts = charts;
	}

	@GetMapping("/charts/index.yaml")
	ResponseEntity<String> index() {
		return ResponseEntity.ok().contentType(YAML).cacheControl(CacheControl.noCache()).body(this.charts.indexYaml());
	}

	@GetMapping("/charts/{name}.tgz")
	ResponseEntity<byte[]> archive(@PathVariable String name) {
		String file = name + ".tgz";
		return this.charts.archive(file)
			.map((bytes) -> ResponseEntity.ok()
				.contentType(HelmChartApiController.GZIP)
				.cacheControl(CacheControl.noCache())
				.body(bytes))
			.orElseThrow(() -> new ChartNotFoundException(noChart(file)));
	}

	/**
	 * The archive's provenance file, when an admin configured a signing key (else 404).
	 */
	@GetMapping("/charts/{name}.tgz.prov")
	ResponseEntity<String> provenance(@PathVariable String name) {
		String file = name + ".tgz";
		return this.charts.provenance(file)
			.map((text) -> ResponseEntity.ok()
				.contentType(PGP_SIGNATURE)
				.cacheControl(CacheControl.noCache())
				.body(text))
			.orElseThrow(() -> new ChartNotFoundException(this.charts.signed() ? noChart(file)
					: "No provenance file: no signing key is configured (manifest-studio.charts.signing-key)"));
	}

	private static String noChart(String file) {
		return "No chart " + file + " in this repository: it lists approved revisions only (see index.yaml)";
	}

}
