-- The chart repository (GET /charts/index.yaml): every chart archive it has published, built once per approved
-- revision and target (Kubernetes version, who makes the generated secrets) and served byte for byte from here ever
-- since. Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL 15+.
--
-- A chart name and version name one archive forever (the primary key), so a version is never reused for other
-- content: not after the settings change, nor after the manifest is renamed or deleted (hence no foreign key to the
-- manifest: its archives keep their names taken). chart_yaml is the archive's Chart.yaml, which the index lists;
-- digest is the SHA-256 (hex) of archive.
create table chart_archive (
	chart_name varchar(64) not null,
	version varchar(32) not null,
	manifest_id bigint not null,
	revision_number integer not null,
	kube_version varchar(16) not null,
	secrets varchar(16) not null,
	content_hash varchar(80) not null,
	digest varchar(64) not null,
	chart_yaml text not null,
	archive bytea not null,
	created_at timestamp(6) with time zone not null,
	constraint pk_chart_archive primary key (chart_name, version),
	constraint uk_chart_archive_target unique (manifest_id, revision_number, kube_version, secrets, chart_name)
);

create index ix_chart_archive_manifest on chart_archive (manifest_id, chart_name);
