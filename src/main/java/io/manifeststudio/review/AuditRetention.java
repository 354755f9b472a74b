package io.manifeststudio.review;

import java.time.Clock;
import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Deletes the audit log's events older than {@code manifest-studio.audit.retention} (400
 * days by default; {@code 0} keeps every event), every hour
 * ({@code manifest-studio.audit.purge-cron}). Every instance runs it; the delete is
 * idempotent.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class AuditRetention {

	private static final Logger LOG = LoggerFactory.getLogger(AuditRetention.class);

	private final AuditLog audit;

	private final Duration retention;

	private final Clock clock;

	@Autowired
	AuditRetention(AuditLog audit, @Value("${manifest-studio.audit.retention:400d}") Duration retention) {
		this(audit, retention, Clock.systemUTC());
	}

	AuditRetention(AuditLog audit, Duration retention, Clock clock) {
		if (retention.isNegative()) {
			throw new IllegalArgumentException(
					"manifest-studio.audit.retention is how long events are kept (0: for ever), not " + retention);
		}
		this.audit = audit;
		this.retention = retention;
		this.clock = clock;
	}

	/** Deletes the events older than the retention: how many. */
	@Scheduled(cron = "${manifest-studio.audit.purge-cron:0 23 * * * *}")
	int purge() {
		if (this.retention.isZero()) {
			return 0;
		}
		int deleted = this.audit.deleteBefore(this.clock.instant().minus(this.retention));
		if (deleted > 0) {
			LOG.info("Deleted {} audit events older than {} (manifest-studio.audit.retention)", deleted,
					this.retention);
		}
		return deleted;
	}

}
