-- Every check constraint that compared a column with a list of values, written again without `IN (...)`.
--
-- Why: H2 2.4 compiles `x IN ('a', 'b')` in a check constraint into an expression that keeps a reference to the
-- session that created the constraint, here the connection that ran the migrations. Once the pool retires that
-- connection (Hikari's max-lifetime, 30 minutes by default; at once with a URL that closes it), every insert or update
-- the constraint judges fails with "Check constraint invalid ... The database has been closed". `x = ANY (ARRAY[...])`
-- states the same rule, H2 evaluates it in the session of the statement, and PostgreSQL reads it as it reads an IN
-- list. RetiredConnectionsH2Tests and PlainH2UrlTests make every such write after the pool closed the migration's
-- connection. Later migrations must not use IN lists in constraints either.

alter table draft_change drop constraint ck_draft_change_kind;
alter table draft_change drop constraint ck_draft_change_state;
alter table draft_change add constraint ck_draft_change_kind
	check (kind = any (array['edit', 'replace', 'undo', 'redo']));
alter table draft_change add constraint ck_draft_change_state check (
	(kind = any (array['edit', 'replace']) and undo_state = any (array['applied', 'undone', 'discarded'])
		and target_change_id is null)
	or (kind = any (array['undo', 'redo']) and undo_state is null and target_change_id is not null));

alter table account drop constraint ck_account_role;
alter table account add constraint ck_account_role
	check (role = any (array['viewer', 'editor', 'reviewer', 'admin']));

alter table review_approval drop constraint ck_approval_verdict;
alter table review_approval add constraint ck_approval_verdict
	check (verdict = any (array['approve', 'request-changes']));

alter table manifest drop constraint ck_manifest_fissile_generation;
alter table manifest add constraint ck_manifest_fissile_generation check (fissile_generation is null
	or fissile_generation = any (array['fissile-5', 'fissile-6', 'fissile-7', 'fissile-7-features', 'fissile-7-final']));
