package io.manifeststudio.export.repository;

import org.springframework.stereotype.Service;

/** What each manifest's published charts are built for. */
@Service
public class ChartTargets {

	/** The target of the manifest's published charts: Kubernetes 1.33, secrets by fissile's generator. */
	public ChartTarget of(long manifestId) {
		return ChartTarget.DEFAULT;
	}

}
