-- The generation fissile-4 (fissile 4.0.0 and earlier, 2016 to March 2017) joins the generations a user may choose
-- for a manifest. Written with = ANY (ARRAY[...]) as V12, which H2 2.4 keeps valid across sessions.

alter table manifest drop constraint ck_manifest_fissile_generation;
alter table manifest add constraint ck_manifest_fissile_generation check (fissile_generation is null
	or fissile_generation = any (array['fissile-4', 'fissile-5', 'fissile-6', 'fissile-7', 'fissile-7-features',
		'fissile-7-final']));
