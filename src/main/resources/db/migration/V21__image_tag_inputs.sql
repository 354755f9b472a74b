-- What fissile hashed into an image's tag besides the manifest and its releases (model/instance_groups.go,
-- GetRoleDevVersion), kept with the manifest's chart settings: the fissile version string, --tag-extra, the light and
-- dark opinions files' text (null: not given), and chart_image_script, the contents of the scripts the manifest names
-- (base64 text, so that every byte is hashed as uploaded). Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL.
alter table chart_repository_setting add column fissile_version varchar(200);
alter table chart_repository_setting add column tag_extra varchar(200) default '' not null;
alter table chart_repository_setting add column light_opinions text;
alter table chart_repository_setting add column dark_opinions text;

create table chart_image_script (
	manifest_id bigint not null,
	name varchar(500) not null,
	content_base64 text not null,
	updated_by varchar(100) not null,
	updated_at timestamp(6) with time zone not null,
	constraint pk_chart_image_script primary key (manifest_id, name),
	constraint fk_chart_image_script_manifest foreign key (manifest_id) references manifest (id) on delete cascade
);
