package io.manifeststudio.export;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The application's {@link KeyReservoir}, filled from start-up:
 * {@code manifest-studio.export.key-reservoir.certificate-keys} keys of 2048 bits (SCF
 * 2.17.1's download takes 41) and {@code ...ssh-keys} of 4096 bits (it takes 1).
 */
@Configuration(proxyBeanMethods = false)
class KeyReservoirConfiguration {

	@Bean(destroyMethod = "close")
	KeyReservoir keyReservoir(@Value("${manifest-studio.export.key-reservoir.certificate-keys:48}") int certificateKeys,
			@Value("${manifest-studio.export.key-reservoir.ssh-keys:2}") int sshKeys) {
		return KeyReservoir.forExport(certificateKeys, sshKeys);
	}

}
