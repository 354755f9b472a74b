-- The draft version each revision was saved from, so that the change log says who made the changes of a revision
-- (the four-eyes rule of the team review: an approval comes from someone who made none of the changes since the last
-- approved revision). Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL 15+.
--
-- Revisions saved before this column existed get the version of the newest change logged at or before their save
-- (1, the imported draft, when none was): saves and changes of one draft are ordered in time, so this is the version
-- they were saved from unless an edit and the save committed within the same microsecond.
alter table manifest_revision add column draft_version bigint;

update manifest_revision r set draft_version = coalesce((select max(c.version) from draft_change c
	where c.manifest_id = r.manifest_id and c.created_at <= r.created_at), 1);

alter table manifest_revision alter column draft_version set not null;
