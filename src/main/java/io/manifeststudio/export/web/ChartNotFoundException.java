package io.manifeststudio.export.web;

/** The chart repository has no such archive or provenance file: a 404 that says why. */
public class ChartNotFoundException extends RuntimeException {

	ChartNotFoundException(String message) {
		super(message);
	}

}
