-- What each manifest's charts in the chart repository are built for (the manifest page's "Published charts"): the
-- target Kubernetes version and who makes the generated secrets (fissile's generator or the chart). A manifest
-- without a row publishes for the defaults (1.33, fissile). Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL.
create table chart_repository_setting (
	manifest_id bigint not null,
	kube_version varchar(16) not null,
	secrets varchar(16) not null,
	updated_by varchar(100) not null,
	updated_at timestamp(6) with time zone not null,
	constraint pk_chart_repository_setting primary key (manifest_id),
	constraint fk_chart_repository_setting_manifest foreign key (manifest_id) references manifest (id)
		on delete cascade,
	constraint ck_chart_repository_setting_secrets check (secrets = any (array['fissile', 'helm']))
);
