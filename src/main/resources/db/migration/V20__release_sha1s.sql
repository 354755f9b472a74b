-- What release.MF says of each job and package, which fissile hashed into an image's tag (model/instance_groups.go,
-- GetRoleDevVersion): a job's fingerprint and archive SHA-1 and the packages its job.MF names; a release's packages
-- with their version, fingerprint, SHA-1 and dependencies ([{name, version, fingerprint, sha1, dependencies}] as JSON
-- text). Releases stored before have '' and '[]': the same release uploaded again fills them in. Runs unchanged on
-- H2 (MODE=PostgreSQL) and PostgreSQL.
alter table bosh_release add column packages_json text default '[]' not null;
alter table bosh_release_job add column packages_json text default '[]' not null;
alter table bosh_release_job add column fingerprint varchar(200) default '' not null;
alter table bosh_release_job add column sha1 varchar(200) default '' not null;
