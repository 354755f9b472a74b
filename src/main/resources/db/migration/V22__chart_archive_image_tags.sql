-- A revision's chart for one target may now be published under more than one version: the version carries the
-- fingerprint of fissile's derived image tags as SemVer build metadata (7.33.0+da695ee8b672), and tag inputs that
-- change an image (chart settings, not part of the revision) publish the revision under another version while the
-- archive of the version before stays as it was. The primary key (chart_name, version) still names one archive
-- forever. Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL 15+.
alter table chart_archive drop constraint uk_chart_archive_target;
