package io.manifeststudio;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Manifest Studio: compose Kubernetes pods from fissile role manifests, validate, review and export them. */
@SpringBootApplication
public class ManifestStudioApplication {

	public static void main(String[] args) {
		SpringApplication.run(ManifestStudioApplication.class, args);
	}

}
