-- What each change of a draft touched. Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL 15+.
--
-- pods: the pods whose cards show the change, as a JSON array of names (["router", "mysql"]), for the boards that
-- update only what a change affects. footprint: what the change read and wrote, by group (its identity, the
-- containers its pod places, or one of its fields), as JSON ({"reads": [["mysql", "run.memory"]], "writes": [...]},
-- or {"all": true} for a whole-draft replacement, a rename or a delete). An edit made on an older version of the
-- draft is planned again on the newer draft when no change since touched its footprint; an undo likewise. Undo and
-- redo rows have the footprint and pods of the change they undid or redid. Rows written before have neither: they
-- count as touching everything.
alter table draft_change add column pods text;
alter table draft_change add column footprint text;

-- Undo and redo are per person: each looks for the newest change of its author.
create index ix_draft_change_author on draft_change (manifest_id, author, version);
