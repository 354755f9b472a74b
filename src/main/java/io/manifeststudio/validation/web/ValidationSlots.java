package io.manifeststudio.validation.web;

import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.WorkSlots;

/**
 * Lets as many validations of posted text run at once as there are cores, the others
 * waiting their turn in order of arrival (up to {@link WorkSlots#DEFAULT_WAIT}, then
 * 503). With 16 clients in flight under a 512 MB heap the collector's copying of
 * half-built models cost more than the validations (JFR of the load driver's
 * {@code validate} scenario, docs/speed.md).
 */
@Component
class ValidationSlots extends WorkSlots {

	ValidationSlots() {
		this(allTheCores());
	}

	ValidationSlots(int slots) {
		super("validations", slots, DEFAULT_WAIT);
	}

}
