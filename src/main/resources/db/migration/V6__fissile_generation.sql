-- The fissile generation a user chose for a manifest (fissile-5, fissile-6, fissile-7, fissile-7-features or
-- fissile-7-final), whose rules validation and export follow. Null: the generation is inferred from the draft's
-- format and content. Runs unchanged on H2 (MODE=PostgreSQL) and PostgreSQL 15+.

alter table manifest add column fissile_generation varchar(32);

alter table manifest add constraint ck_manifest_fissile_generation check (fissile_generation is null
	or fissile_generation in ('fissile-5', 'fissile-6', 'fissile-7', 'fissile-7-features', 'fissile-7-final'));
